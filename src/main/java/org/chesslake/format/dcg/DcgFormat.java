package org.chesslake.format.dcg;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Locale;
import org.chesslake.format.FormatOptions;
import org.chesslake.format.GameDatabase;
import org.chesslake.format.GameFormat;

/** The Simple Chess Database format: a database is named by its {@code .dci} index file. */
public final class DcgFormat implements GameFormat {

    @Override
    public String name() {
        return "dcg";
    }

    @Override
    public boolean recognizes(Path file) {
        Path name = file.getFileName();
        return name != null && name.toString().toLowerCase(Locale.ROOT).endsWith(".dci");
    }

    @Override
    public GameDatabase open(Path file, FormatOptions options) throws IOException {
        return DcgDatabase.open(file);
    }
}
