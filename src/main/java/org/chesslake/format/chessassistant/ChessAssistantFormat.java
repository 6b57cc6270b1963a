package org.chesslake.format.chessassistant;

import java.io.IOException;
import java.util.Locale;
import org.chesslake.files.InputFile;
import org.chesslake.format.DatabasePlan;
import org.chesslake.format.FormatOptions;
import org.chesslake.format.GameDatabase;
import org.chesslake.format.GameFormat;
import org.chesslake.format.SplitSizing;

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
    public boolean recognizes(InputFile file) {
        return file.fileName().toLowerCase(Locale.ROOT).endsWith(".cdp");
    }

    @Override
    public GameDatabase open(InputFile file, FormatOptions options) throws IOException {
        return ChessAssistantDatabase.open(file, options);
    }

    /** The CDP header gives the game count; the name lists are not read, the other files only looked up. */
    @Override
    public DatabasePlan plan(InputFile file, FormatOptions options, SplitSizing sizing) throws IOException {
        return ChessAssistantDatabase.plan(file, sizing);
    }
}
