package org.chesslake.format.scid;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Locale;
import org.chesslake.format.FormatOptions;
import org.chesslake.format.GameDatabase;
import org.chesslake.format.GameFormat;

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
    public boolean recognizes(Path file) {
        String name = file.getFileName().toString().toLowerCase(Locale.ROOT);
        return name.endsWith(".si4") || name.endsWith(".si5");
    }

    @Override
    public GameDatabase open(Path file, FormatOptions options) throws IOException {
        return ScidDatabase.open(file);
    }
}
