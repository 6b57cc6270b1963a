package org.chesslake.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** A FEN's key: chess by Polyglot's published keys, xiangqi by the xiangqi board; bad FENs named. */
class PositionKeysTest {

    @Test
    void chessFensGivePolyglotsKeys() {
        // the keys of the Polyglot book format's documentation
        assertEquals(0x463b96181691fc9cL, PositionKeys.ofFen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"));
        assertEquals(0x823c9b50fd114196L, PositionKeys.ofFen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"));
        assertEquals(0x0756b94461c50fb0L, PositionKeys.ofFen("rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2"));
        assertEquals(0x823c9b50fd114196L, PositionKeys.ofFen("  rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 5 9 "),
                "counters and an en-passant square no pawn can take do not change the key");
    }

    @Test
    void xiangqiFensGiveTheXiangqiBoardsKeys() {
        String start = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";
        assertEquals(org.chesslake.xiangqi.Board.standard().zobrist(), PositionKeys.ofFen(start));
        org.chesslake.xiangqi.Board afterCannon = org.chesslake.xiangqi.Board.standard();
        afterCannon.make(org.chesslake.xiangqi.Iccs.parse(afterCannon, "h2e2", 0));
        assertEquals(afterCannon.zobrist(), PositionKeys.ofFen("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1"));
    }

    @Test
    void aBadFenIsNamedWithItsFault() {
        IllegalArgumentException ranks = assertThrows(IllegalArgumentException.class,
                () -> PositionKeys.ofFen("rnbqkbnr/pppppppp/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"));
        assertEquals("not a chess (8 ranks) or xiangqi (10 ranks) FEN: 'rnbqkbnr/pppppppp/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'"
                + " has 7 ranks", ranks.getMessage());
        IllegalArgumentException piece = assertThrows(IllegalArgumentException.class,
                () -> PositionKeys.ofFen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1"));
        assertTrue(piece.getMessage().contains("RNBQKBNX"), piece.getMessage());
        assertThrows(IllegalArgumentException.class, () -> PositionKeys.ofFen("e4 c5"));
    }
}
