package org.chesslake.pgn;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.chesslake.game.Game;
import org.chesslake.game.MoveNode;
import org.junit.jupiter.api.Test;

/** Chess PGN with variations nested 10,000 deep: the grammar and the tree builder use no stack per level. */
class PgnDeepVariationTest {

    private static final int DEPTH = 10_000;

    @Test
    void variationsNestedTenThousandDeepCostNoStack() {
        String text = "[Event \"deep\"]\n\n1. e4 " + "(1. d4 {deeper} ".repeat(DEPTH) + ")".repeat(DEPTH) + " e5 *\n";
        Game game = new PgnParser("deep.pgn").parse(new PgnGameText(1, 0, 1, text), new ChessMoveInterpreter());
        assertEquals(2, game.moves().plyCount());
        int depth = 0;
        List<MoveNode> line = game.moves().mainLine();
        while (!line.get(0).variations().isEmpty()) { // walked with a loop: the tree is as deep as the text
            line = line.get(0).variations().get(0);
            assertEquals("d2d4", line.get(0).move().uci());
            assertEquals("deeper", line.get(0).commentAfter());
            depth++;
        }
        assertEquals(DEPTH, depth);
    }
}
