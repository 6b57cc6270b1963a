package org.chesslake.format.cbf;

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

/** ChessBase for DOS: a {@code .cbi} index naming a {@code .cbf} game file (either case). */
public final class CbfFormat implements GameFormat {

    private static final FormatDescription DESCRIPTION =
            FormatDescription.indexed("cbf", Variant.CHESS, DatabaseFiles.of("cbi", "cbf"));

    @Override
    public FormatDescription description() {
        return DESCRIPTION;
    }

    @Override
    public GameDatabase open(InputFile file, FormatOptions options) throws IOException {
        return CbfDatabase.open(file, options);
    }

    /** The CBI's first longword gives the game count; the CBF is only looked up. */
    @Override
    public DatabasePlan plan(InputFile file, FormatOptions options, SplitSizing sizing) throws IOException {
        return CbfDatabase.plan(file, sizing);
    }
}
