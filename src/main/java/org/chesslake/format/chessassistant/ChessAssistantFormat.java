package org.chesslake.format.chessassistant;

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
 * Chess Assistant databases ("Chess Data Pro" format, specs/chess-assistant.md): the .cdp file
 * names the database; .emb, .d00, .a02 and .d02 with the same base name hold it.
 * Option {@code encoding}: the code page of names and comments (default windows-1251).
 */
public final class ChessAssistantFormat implements GameFormat {

    public static final String NAME = "chessassistant";

    private static final FormatDescription DESCRIPTION = FormatDescription.indexed(NAME, Variant.CHESS,
            DatabaseFiles.of("cdp", "emb", "d00", "a02", "d02"));

    @Override
    public FormatDescription description() {
        return DESCRIPTION;
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
