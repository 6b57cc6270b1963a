package org.chesslake.format.pgn;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import org.chesslake.format.FormatOptions;
import org.chesslake.format.GameDatabase;
import org.chesslake.format.GameFormat;
import org.chesslake.format.xqpgn.XqPgnFormat;

/**
 * Chess PGN, short name {@code pgn}: {@code .pgn}, {@code .pgn.gz}, {@code .pgn.bz2} and
 * {@code .pgn.zst} files whose first few KB are not xiangqi PGN (those are {@code xqpgn}'s).
 */
public final class PgnFormat implements GameFormat {

    public static final String NAME = "pgn";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public boolean recognizes(Path file) {
        Path name = file.getFileName();
        PgnCompression compression = name == null ? null : PgnCompression.of(name.toString());
        if (compression == null || !Files.isRegularFile(file)) {
            return false;
        }
        try (InputStream in = compression.decompress(Files.newInputStream(file))) {
            return !XqPgnFormat.isXiangqi(in.readNBytes(XqPgnFormat.SNIFF_BYTES));
        } catch (IOException e) {
            return false;
        }
    }

    @Override
    public GameDatabase open(Path file, FormatOptions options) throws IOException {
        return PgnDatabase.open(file, options);
    }
}
