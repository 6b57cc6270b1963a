package org.chesslake.format.xqpgn;

import java.io.IOException;
import org.chesslake.files.InputFile;
import org.chesslake.format.DatabasePlan;
import org.chesslake.format.FormatDescription.DatabaseFiles;
import org.chesslake.format.FormatDescription;
import org.chesslake.format.FormatOptions;
import org.chesslake.format.GameDatabase;
import org.chesslake.format.GameFormat;
import org.chesslake.format.SplitSizing;
import org.chesslake.game.Variant;
import org.chesslake.pgn.PgnVariants;

/**
 * Xiangqi (Chinese chess) PGN, short name {@code xqpgn}: a {@code .pgn} file whose first few KB
 * mark it as xiangqi. Options: {@code encoding} (default: detect per file, spec §5).
 */
public final class XqPgnFormat implements GameFormat {

    public static final String NAME = "xqpgn";

    private static final FormatDescription DESCRIPTION =
            FormatDescription.text(NAME, Variant.XIANGQI, DatabaseFiles.of("pgn"));

    @Override
    public FormatDescription description() {
        return DESCRIPTION;
    }

    @Override
    public boolean recognizes(InputFile file) {
        if (!DESCRIPTION.namesDatabase(file.fileName())) {
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
}
