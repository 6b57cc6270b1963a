package org.chesslake.format.cbh;

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

/** Modern ChessBase: a {@code .cbh} index with {@code .cbg}, {@code .cba} and the name files (any case). */
public final class CbhFormat implements GameFormat {

    private static final FormatDescription DESCRIPTION = FormatDescription.indexed("cbh", Variant.CHESS,
            DatabaseFiles.of("cbh", "cbg", "cba", "cbp", "cbt", "cbc", "cbs", "cbe", "cbj"));

    @Override
    public FormatDescription description() {
        return DESCRIPTION;
    }

    @Override
    public GameDatabase open(InputFile file, FormatOptions options) throws IOException {
        return CbhDatabase.open(file, options);
    }

    /** The index header gives the entry count; the game and annotation files weigh the database. */
    @Override
    public DatabasePlan plan(InputFile file, FormatOptions options, SplitSizing sizing) throws IOException {
        return CbhDatabase.plan(file, options, sizing);
    }
}
