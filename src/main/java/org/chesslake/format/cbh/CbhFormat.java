package org.chesslake.format.cbh;

import java.io.IOException;
import java.util.Locale;
import org.chesslake.files.InputFile;
import org.chesslake.format.DatabasePlan;
import org.chesslake.format.FormatOptions;
import org.chesslake.format.GameDatabase;
import org.chesslake.format.GameFormat;
import org.chesslake.format.SplitSizing;

/** Modern ChessBase: a {@code .cbh} index with {@code .cbg}, {@code .cba} and the name files (any case). */
public final class CbhFormat implements GameFormat {

    @Override
    public String name() {
        return "cbh";
    }

    @Override
    public boolean recognizes(InputFile file) {
        return file.fileName().toLowerCase(Locale.ROOT).endsWith(".cbh");
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
