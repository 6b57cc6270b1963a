package org.chesslake.format.xqpgn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.chesslake.files.InputFile;
import org.chesslake.format.DecodeLevel;
import org.chesslake.format.FormatOptions;
import org.chesslake.format.GameCursor;
import org.chesslake.format.Split;
import org.chesslake.format.SplitSizing;
import org.chesslake.game.Game;
import org.chesslake.game.MoveNode;
import org.chesslake.pgn.PgnGameText;
import org.chesslake.pgn.PgnParser;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Xiangqi PGN at the edges: variations nested 10,000 deep, and an empty file. */
class XqPgnDepthAndEmptyTest {

    private static final int DEPTH = 10_000;

    @TempDir
    Path dir;

    @Test
    void variationsNestedTenThousandDeepCostNoStack() {
        String text = "[Game \"Chinese Chess\"]\n\n1. h2e2 " + "(1. b2e2 ".repeat(DEPTH) + ")".repeat(DEPTH) + " h9g7 *\n";
        Game game = new PgnParser("deep.pgn").parse(new PgnGameText(1, 0, 1, text), new XqMoveInterpreter(0, null));
        assertEquals(2, game.moves().plyCount());
        int depth = 0;
        List<MoveNode> line = game.moves().mainLine();
        while (!line.get(0).variations().isEmpty()) { // walked with a loop: the tree is as deep as the text
            line = line.get(0).variations().get(0);
            depth++;
        }
        assertEquals(DEPTH, depth);
    }

    @Test
    void emptyFileHasNoGames() throws IOException {
        Path empty = Files.write(dir.resolve("empty.pgn"), new byte[0]);
        try (XqPgnDatabase db = XqPgnDatabase.open(InputFile.local(empty), FormatOptions.NONE)) {
            assertEquals(0, db.entryCount());
            assertEquals(List.of(), db.splits(SplitSizing.DEFAULT));
            try (GameCursor cursor = db.cursor(new Split(0, 0), DecodeLevel.MOVES)) {
                assertFalse(cursor.next());
            }
        }
    }
}
