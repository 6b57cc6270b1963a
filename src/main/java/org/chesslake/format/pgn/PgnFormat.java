package org.chesslake.format.pgn;

import java.io.IOException;
import org.chesslake.files.InputFile;
import org.chesslake.format.FormatDescription;
import org.chesslake.format.FormatOptions;
import org.chesslake.format.GameDatabase;
import org.chesslake.format.GameFormat;
import org.chesslake.format.text.PgnFileDatabase;
import org.chesslake.format.text.TextCompression;
import org.chesslake.game.Variant;

/**
 * Chess PGN, short name {@code pgn}: {@code .pgn}, {@code .pgn.gz}, {@code .pgn.bz2} and
 * {@code .pgn.zst} files whose first few KB of text are not xiangqi PGN (those are {@code xqpgn}'s).
 */
public final class PgnFormat implements GameFormat {

    public static final String NAME = "pgn";

    private static final FormatDescription DESCRIPTION =
            FormatDescription.text(NAME, Variant.CHESS, TextCompression.databaseFiles(PgnFileDatabase.EXTENSION));

    @Override
    public FormatDescription description() {
        return DESCRIPTION;
    }

    @Override
    public boolean recognizes(InputFile file) {
        return PgnFileDatabase.holds(file, Variant.CHESS);
    }

    @Override
    public GameDatabase open(InputFile file, FormatOptions options) throws IOException {
        return PgnDatabase.open(file, options);
    }
}
