package org.chesslake.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

class CommentCommandsTest {

    /** The commands' syntax as regular expressions, the reference the hand-written reader is held to. */
    private static final Pattern CLOCK = Pattern.compile("\\[%clk\\s+(\\d+):(\\d{1,2}):(\\d{1,2}(?:\\.\\d+)?)\\s*]");
    private static final Pattern EVAL = Pattern.compile("\\[%eval\\s+(#?)([+-]?\\d+(?:\\.\\d+)?)(?:,\\d+)?\\s*]");
    private static final String[] PIECES = {"[%clk", "[%eval", "[%clk ", "[%eval ", " ", "\t", "\n", "\r", "\f", "\u000B",
        "0", "1", "7", "12", "59", "123", ":", ".", ",", "#", "+", "-", "]", "[", "%", "x", "é",
        "[%clk 0:", "[%clk 1:2", "1:", "05:", "3:07", "9.7]", ".25]", " ]", "[%eval #", "[%eval -0.4"};

    private static Long referenceClock(String comment) {
        Matcher m = CLOCK.matcher(comment);
        if (!m.find()) {
            return null;
        }
        return (Long.parseLong(m.group(1)) * 3600 + Long.parseLong(m.group(2)) * 60) * 1000
                + Math.round(Double.parseDouble(m.group(3)) * 1000);
    }

    private static Integer referenceCentipawns(String comment) {
        Matcher m = EVAL.matcher(comment);
        return !m.find() || !m.group(1).isEmpty() ? null : (int) Math.round(Double.parseDouble(m.group(2)) * 100);
    }

    private static Integer referenceMate(String comment) {
        Matcher m = EVAL.matcher(comment);
        return !m.find() || m.group(1).isEmpty() || m.group(2).contains(".") ? null : Integer.parseInt(m.group(2));
    }

    @Test
    void theCommandsAreReadAsTheirRegularExpressionsReadThem() {
        Random random = new Random(29);
        int clocks = 0;
        int evals = 0;
        for (int n = 0; n < 200_000; n++) {
            StringBuilder comment = new StringBuilder();
            for (int pieces = random.nextInt(12); pieces > 0; pieces--) {
                comment.append(PIECES[random.nextInt(PIECES.length)]);
            }
            String text = comment.toString();
            Long clock = referenceClock(text);
            Integer centipawns = referenceCentipawns(text);
            Integer mate = referenceMate(text);
            assertEquals(clock, CommentCommands.clockMillis(text), text);
            assertEquals(centipawns, CommentCommands.eval(text).centipawns(), text);
            assertEquals(mate, CommentCommands.eval(text).mate(), text);
            clocks += clock == null ? 0 : 1;
            evals += centipawns == null && mate == null ? 0 : 1;
        }
        assertTrue(clocks > 100 && evals > 100, clocks + " clocks, " + evals + " evaluations");
        for (String text : new String[] {"[%clk 1:02:03.4]", "[%clk 0:03:00] [%eval -0.35,20]", "[%eval #-3]", "[%eval #+12]",
            "[%clk 1:2:3.]  [%clk 2:03:04 ]", "[%eval 1.5.] [%eval +7 ]", "x[%eval\t-0 \n]", "[%eval #1.5]"}) {
            assertEquals(referenceClock(text), CommentCommands.clockMillis(text), text);
            assertEquals(referenceCentipawns(text), CommentCommands.eval(text).centipawns(), text);
            assertEquals(referenceMate(text), CommentCommands.eval(text).mate(), text);
        }
    }

    @Test
    void numbersTooLongToCountAreNoValue() {
        assertNull(CommentCommands.clockMillis("[%clk 99999999999999999999:00:00]"));
        assertNull(CommentCommands.eval("[%eval #99999999999]").mate());
    }

    @Test
    void valuesWrittenAsCommandsReadBackTheSame() {
        for (long clock : new long[] {0, 9_700, 180_000, 3_723_400, 36_000_001}) {
            assertEquals(clock, CommentCommands.clockMillis(CommentCommands.withCommands(null, clock, null, null)), "clock " + clock);
        }
        for (int centipawns : new int[] {0, 5, -5, 35, -120, 1234}) {
            String comment = CommentCommands.withCommands(null, null, centipawns, null);
            assertEquals(centipawns, CommentCommands.eval(comment).centipawns(), comment);
        }
        assertEquals(-3, CommentCommands.eval(CommentCommands.withCommands(null, null, null, -3)).mate());
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
