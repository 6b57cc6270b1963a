package org.chesslake.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

/** A move's code spells back its UCI or ICCS, and distinct moves have distinct codes. */
class MoveCodeTest {

    @Test
    void spellsBackChessAndXiangqiMoves() {
        List<String> moves = List.of("e2e4", "e7e8q", "a7b8n", "h2h1r", "c2c1b", "e1g1", "e1h1", "0000", "h2e2", "a0a9",
                "i9i0", "b7e7", "a0i9");
        for (String uci : moves) {
            assertEquals(uci, MoveCode.uci(MoveCode.of(uci)), uci);
        }
        assertEquals(moves.size(), moves.stream().map(MoveCode::of).distinct().count());
        assertNotEquals(MoveCode.of("e7e8q"), MoveCode.of("e7e8n"));
    }

    @Test
    void refusesWhatIsNotAMove() {
        for (String bad : List.of("e2", "e2e4qq", "j1a1", "e2e4k", "E2E4")) {
            assertThrows(IllegalArgumentException.class, () -> MoveCode.of(bad), bad);
        }
    }
}
