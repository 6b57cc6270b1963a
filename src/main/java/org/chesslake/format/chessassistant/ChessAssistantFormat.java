package org.chesslake.format.chessassistant;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Locale;
import org.chesslake.format.FormatOptions;
import org.chesslake.format.GameDatabase;
import org.chesslake.format.GameFormat;

/**
 * Chess Assistant databases ("Chess Data Pro" format, specs/chess-assistant.md): the .cdp file
 * names the database; .emb, .d00, .a02 and .d02 with the same base name hold it.
 * Option {@code encoding}: the code page of names and comments (default windows-1251).
 */
public final class ChessAssistantFormat implements GameFormat {

    public static final String NAME = "chessassistant";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public boolean recognizes(Path file) {
        Path name = file.getFileName();
        return name != null && name.toString().toLowerCase(Locale.ROOT).endsWith(".cdp");
    }

    @Override
    public GameDatabase open(Path file, FormatOptions options) throws IOException {
        return ChessAssistantDatabase.open(file, options);
    }
}
