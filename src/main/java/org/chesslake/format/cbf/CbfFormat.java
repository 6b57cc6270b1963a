package org.chesslake.format.cbf;

import java.io.IOException;
import java.util.Locale;
import org.chesslake.files.InputFile;
import org.chesslake.format.DatabasePlan;
import org.chesslake.format.FormatOptions;
import org.chesslake.format.GameDatabase;
import org.chesslake.format.GameFormat;
import org.chesslake.format.SplitSizing;

/** ChessBase for DOS: a {@code .cbi} index naming a {@code .cbf} game file (either case). */
public final class CbfFormat implements GameFormat {

    @Override
    public String name() {
        return "cbf";
    }

    @Override
    public boolean recognizes(InputFile file) {
        return file.fileName().toLowerCase(Locale.ROOT).endsWith(".cbi");
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
