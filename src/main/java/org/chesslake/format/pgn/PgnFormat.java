package org.chesslake.format.pgn;

import org.chesslake.format.text.PgnCompression;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.Arrays;
import org.chesslake.files.InputFile;
import org.chesslake.format.FormatDescription.DatabaseFiles;
import org.chesslake.format.FormatDescription;
import org.chesslake.format.FormatOptions;
import org.chesslake.format.GameDatabase;
import org.chesslake.format.GameFormat;
import org.chesslake.game.Variant;
import org.chesslake.pgn.PgnVariants;

/**
 * Chess PGN, short name {@code pgn}: {@code .pgn}, {@code .pgn.gz}, {@code .pgn.bz2} and
 * {@code .pgn.zst} files whose first few KB are not xiangqi PGN (those are {@code xqpgn}'s).
 */
public final class PgnFormat implements GameFormat {

    public static final String NAME = "pgn";

    private static final FormatDescription DESCRIPTION = FormatDescription.text(NAME, Variant.CHESS,
            Arrays.stream(PgnCompression.values()).map(c -> DatabaseFiles.of("pgn" + c.suffix()))
                    .toArray(DatabaseFiles[]::new));

    @Override
    public FormatDescription description() {
        return DESCRIPTION;
    }

    /** A gzip or zstd file's first bytes hold at least this much of its text. */
    private static final int COMPRESSED_SNIFF_BYTES = 64 << 10;
    /** bzip2 gives no text before its first block ends: up to 900 KB of text, compressed to less than this. */
    private static final int BZIP2_SNIFF_BYTES = 1 << 20;

    @Override
    public boolean recognizes(InputFile file) {
        PgnCompression compression = PgnCompression.of(file.fileName());
        if (compression == null) {
            return false;
        }
        try {
            byte[] head = file.head(switch (compression) {
                case NONE -> PgnVariants.SNIFF_BYTES;
                case BZIP2 -> BZIP2_SNIFF_BYTES;
                case GZIP, ZSTD -> COMPRESSED_SNIFF_BYTES;
            });
            try (InputStream text = compression.decompress(new ByteArrayInputStream(head))) {
                return !PgnVariants.isXiangqi(readUpTo(text, PgnVariants.SNIFF_BYTES));
            }
        } catch (IOException e) {
            return false;
        }
    }

    /** As much as a stream gives before it ends or fails (a compressed head is cut mid-stream). */
    private static byte[] readUpTo(InputStream in, int max) {
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
        byte[] buffer = new byte[4096];
        try {
            for (int n; out.size() < max && (n = in.read(buffer, 0, Math.min(buffer.length, max - out.size()))) > 0; ) {
                out.write(buffer, 0, n);
            }
        } catch (IOException | RuntimeException cut) {
            // the head ends inside a compressed block: what came before it is enough
        }
        return out.toByteArray();
    }

    @Override
    public GameDatabase open(InputFile file, FormatOptions options) throws IOException {
        return PgnDatabase.open(file, options);
    }
}
