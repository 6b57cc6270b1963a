package org.chesslake.format.cbf;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Locale;
import org.chesslake.format.FormatOptions;
import org.chesslake.format.GameDatabase;
import org.chesslake.format.GameFormat;

/** ChessBase for DOS: a {@code .cbi} index naming a {@code .cbf} game file (either case). */
public final class CbfFormat implements GameFormat {

    @Override
    public String name() {
        return "cbf";
    }

    @Override
    public boolean recognizes(Path file) {
        Path name = file.getFileName();
        return name != null && name.toString().toLowerCase(Locale.ROOT).endsWith(".cbi");
    }

    @Override
    public GameDatabase open(Path file, FormatOptions options) throws IOException {
        return CbfDatabase.open(file, options);
    }
}
