package org.chesslake.format.scid;

import java.io.IOException;
import java.util.Locale;
import java.util.Set;
import org.chesslake.files.InputFile;
import org.chesslake.format.DatabasePlan;
import org.chesslake.format.FormatOptions;
import org.chesslake.format.GameDatabase;
import org.chesslake.format.GameFormat;
import org.chesslake.format.SplitSizing;

/**
 * SCID databases: SCID 4 ({@code .si4/.sn4/.sg4}, index versions 400 and 300) and SCID 5
 * ({@code .si5/.sn5/.sg5}). The index file names the database; the other two are found next to it.
 */
public final class ScidFormat implements GameFormat {

    @Override
    public String name() {
        return "scid";
    }

    @Override
    public boolean recognizes(InputFile file) {
        String name = file.fileName().toLowerCase(Locale.ROOT);
        return name.endsWith(".si4") || name.endsWith(".si5");
    }

    @Override
    public Set<String> companionExtensions() {
        return Set.of("sn4", "sg4", "sn5", "sg5");
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
