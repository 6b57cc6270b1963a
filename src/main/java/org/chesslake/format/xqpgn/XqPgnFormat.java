package org.chesslake.format.xqpgn;

import java.io.IOException;
import java.util.Locale;
import org.chesslake.files.InputFile;
import org.chesslake.format.DatabasePlan;
import org.chesslake.format.FormatOptions;
import org.chesslake.format.GameDatabase;
import org.chesslake.format.GameFormat;
import org.chesslake.format.SplitSizing;
import org.chesslake.pgn.PgnVariants;

/**
 * Xiangqi (Chinese chess) PGN, short name {@code xqpgn}: a {@code .pgn} file whose first few KB
 * mark it as xiangqi. Options: {@code encoding} (default: detect per file, spec §5).
 */
public final class XqPgnFormat implements GameFormat {

    public static final String NAME = "xqpgn";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public boolean recognizes(InputFile file) {
        if (!file.fileName().toLowerCase(Locale.ROOT).endsWith(".pgn")) {
            return false;
        }
        byte[] head;
        try {
            head = file.head(PgnVariants.SNIFF_BYTES);
        } catch (IOException e) {
            return false;
        }
        return PgnVariants.isXiangqi(head);
    }

    @Override
    public GameDatabase open(InputFile file, FormatOptions options) throws IOException {
        return XqPgnDatabase.open(file, options);
    }

    /** Byte splits from the file size; the encoding when the file's start decides it (see {@link XqPgnDatabase#plan}). */
    @Override
    public DatabasePlan plan(InputFile file, FormatOptions options, SplitSizing sizing) throws IOException {
        return XqPgnDatabase.plan(file, options, sizing);
    }

    /** Byte splits cannot know how many games precede them: the planner counts (see {@link XqPgnDatabase}). */
    @Override
    public boolean numbersGamesByCounting() {
        return true;
    }
}
