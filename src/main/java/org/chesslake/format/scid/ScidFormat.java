package org.chesslake.format.scid;

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

/**
 * SCID databases: SCID 4 ({@code .si4/.sn4/.sg4}, index versions 400 and 300) and SCID 5
 * ({@code .si5/.sn5/.sg5}). The index file names the database; the other two are found next to it.
 */
public final class ScidFormat implements GameFormat {

    private static final FormatDescription DESCRIPTION = FormatDescription.indexed("scid", Variant.CHESS,
            DatabaseFiles.of("si4", "sg4", "sn4"), DatabaseFiles.of("si5", "sg5", "sn5"));

    @Override
    public FormatDescription description() {
        return DESCRIPTION;
    }

    @Override
    public GameDatabase open(InputFile file, FormatOptions options) throws IOException {
        return ScidDatabase.open(file);
    }

    /** The index header gives the game count; the name and game files are only looked up. */
    @Override
    public DatabasePlan plan(InputFile file, FormatOptions options, SplitSizing sizing) throws IOException {
        return ScidDatabase.plan(file, sizing);
    }
}
