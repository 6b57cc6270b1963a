package org.chesslake.format.xqpgn;

import java.io.IOException;
import org.chesslake.files.InputFile;
import org.chesslake.format.DatabasePlan;
import org.chesslake.format.FormatDescription;
import org.chesslake.format.FormatOptions;
import org.chesslake.format.GameDatabase;
import org.chesslake.format.GameFormat;
import org.chesslake.format.SplitSizing;
import org.chesslake.format.text.PgnFileDatabase;
import org.chesslake.format.text.TextCompression;
import org.chesslake.game.Variant;

/**
 * Xiangqi (Chinese chess) PGN, short name {@code xqpgn}: {@code .pgn}, {@code .pgn.gz},
 * {@code .pgn.bz2} and {@code .pgn.zst} files whose first few KB of text mark them as xiangqi.
 * Options: {@code encoding} (default: detect per file, spec §5).
 */
public final class XqPgnFormat implements GameFormat {

    public static final String NAME = "xqpgn";

    private static final FormatDescription DESCRIPTION =
            FormatDescription.text(NAME, Variant.XIANGQI, TextCompression.databaseFiles(PgnFileDatabase.EXTENSION));

    @Override
    public FormatDescription description() {
        return DESCRIPTION;
    }

    @Override
    public boolean recognizes(InputFile file) {
        return PgnFileDatabase.holds(file, Variant.XIANGQI);
    }

    @Override
    public GameDatabase open(InputFile file, FormatOptions options) throws IOException {
        return XqPgnDatabase.open(file, options);
    }

    /** The splits, and the encoding when the text's start decides it (see {@link XqPgnDatabase#plan}). */
    @Override
    public DatabasePlan plan(InputFile file, FormatOptions options, SplitSizing sizing) throws IOException {
        return XqPgnDatabase.plan(file, options, sizing);
    }
}
