package org.chesslake.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.chesslake.game.Game;
import org.chesslake.game.GameDecodeException;
import org.chesslake.game.GameHeader;
import org.junit.jupiter.api.Test;

class GuardedCursorTest {

    /** Two games; the second one's decoder has a defect. */
    private static class DefectiveCursor implements GameCursor {
        private long number;

        @Override
        public boolean next() {
            return ++number <= 2;
        }

        @Override
        public long gameNumber() {
            return number;
        }

        @Override
        public long offset() {
            return 100 * number;
        }

        @Override
        public GameHeader indexHeader() {
            return GameHeader.builder().white("game " + number).build();
        }

        @Override
        public Game game() {
            int[] pieces = new int[18];
            int piece = number == 2 ? 26 : 0; // a corrupt piece number the decoder did not check
            return new Game(number + pieces[piece], indexHeader(), null);
        }

        @Override
        public void close() {
        }
    }

    @Test
    void aDefectInsideTheDecoderIsThatGamesDecodeError() throws Exception {
        try (GameCursor cursor = GuardedCursor.of(new DefectiveCursor(), "db.cdp")) {
            assertTrue(cursor.next());
            assertEquals("game 1", cursor.game().header().white());
            assertTrue(cursor.next());
            GameDecodeException e = assertThrows(GameDecodeException.class, cursor::game);
            assertEquals("db.cdp", e.file());
            assertEquals(2, e.gameNumber());
            assertEquals(200, e.offset());
            assertEquals("db.cdp: game 2 at byte 200: decoder failed: java.lang.ArrayIndexOutOfBoundsException:"
                    + " Index 26 out of bounds for length 18", e.getMessage());
            assertInstanceOf(ArrayIndexOutOfBoundsException.class, e.getCause());
            assertTrue(!cursor.next(), "the cursor goes on to its end");
        }
    }

    @Test
    void decodeErrorsPassUnchanged() {
        GameDecodeException original = new GameDecodeException("db.si4", 1, 7, "bad");
        GameCursor failing = new DefectiveCursor() {
            @Override
            public GameHeader indexHeader() {
                throw original;
            }
        };
        assertEquals(original, assertThrows(GameDecodeException.class, GuardedCursor.of(failing, "db.si4")::indexHeader));
    }
}
