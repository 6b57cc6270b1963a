package org.chesslake.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.api.Test;

class CommentCommandsTest {

    @Test
    void valuesWrittenAsCommandsReadBackTheSame() {
        for (long clock : new long[] {0, 9_700, 180_000, 3_723_400, 36_000_001}) {
            assertEquals(clock, CommentCommands.clockMillis(CommentCommands.withCommands(null, clock, null, null)), "clock " + clock);
        }
        for (int centipawns : new int[] {0, 5, -5, 35, -120, 1234}) {
            String comment = CommentCommands.withCommands(null, null, centipawns, null);
            assertEquals(centipawns, CommentCommands.evalCentipawns(comment), comment);
        }
        assertEquals(-3, CommentCommands.evalMate(CommentCommands.withCommands(null, null, null, -3)));
        assertEquals("[%eval 0.17] [%clk 0:03:00]", CommentCommands.withCommands(null, 180_000L, 17, null));
        assertEquals("[%clk 0:00:09.7]", CommentCommands.withCommands(null, 9_700L, null, null));
    }

    @Test
    void aCommentThatHoldsACommandKeepsItsOwnText() {
        String lichess = "[%eval 0.17] [%clk 0:03:00]";
        assertEquals(lichess, CommentCommands.withCommands(lichess, 180_000L, 17, null));
        assertEquals("Good move [%clk 0:01:00]", CommentCommands.withCommands("Good move", 60_000L, null, null));
        assertEquals("Good move", CommentCommands.withCommands("Good move", null, null, null));
        assertNull(CommentCommands.withCommands(null, null, null, null));
    }
}
