package org.chesslake.format.cbh;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Locale;
import org.chesslake.format.FormatOptions;
import org.chesslake.format.GameDatabase;
import org.chesslake.format.GameFormat;

/** Modern ChessBase: a {@code .cbh} index with {@code .cbg}, {@code .cba} and the name files (any case). */
public final class CbhFormat implements GameFormat {

    @Override
    public String name() {
        return "cbh";
    }

    @Override
    public boolean recognizes(Path file) {
        Path name = file.getFileName();
        return name != null && name.toString().toLowerCase(Locale.ROOT).endsWith(".cbh");
    }

    @Override
    public GameDatabase open(Path file, FormatOptions options) throws IOException {
        return CbhDatabase.open(file, options);
    }
}
