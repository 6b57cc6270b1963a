package org.chesslake.pgn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import org.chesslake.game.GameDecodeException;
import org.junit.jupiter.api.Test;

/** Cut and damaged PGN: a game either parses or fails as a GameDecodeException, nothing else escapes. */
class PgnHostileInputTest {

    private static final String SAMPLE = """
            [Event "Sample \\"quoted\\""]
            [FEN "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"]

            {Start} 1. O-O-O $1 (1. O-O {short} O-O-O (1... Kd7) 2. Rf2) 1... O-O ; end
            % escaped
            2. Rd7 Rf1+?! 3. Rd1 Rxd1+ 4. Kxd1 1-0
            """;

    private static final byte[] DAMAGE = "{}()[]\";%\n".getBytes(StandardCharsets.US_ASCII);

    @Test
    void everyPrefixParsesOrFailsCleanly() {
        byte[] bytes = SAMPLE.getBytes(StandardCharsets.UTF_8);
        for (int end = 0; end < bytes.length; end++) {
            parseAll(Arrays.copyOf(bytes, end));
        }
        assertEquals(1, parseAll(bytes));
        assertEquals(1, parseAll(Arrays.copyOf(bytes, SAMPLE.indexOf(" Rf1+?!"))), "cut after a whole move");
    }

    @Test
    void everyByteReplacedByADelimiterParsesOrFailsCleanly() {
        byte[] bytes = SAMPLE.getBytes(StandardCharsets.UTF_8);
        for (int i = 0; i < bytes.length; i++) {
            for (byte damage : DAMAGE) {
                byte[] damaged = bytes.clone();
                damaged[i] = damage;
                parseAll(damaged);
            }
        }
    }

    /** Parses every game; returns how many parsed. Any exception other than GameDecodeException fails the test. */
    private static int parseAll(byte[] bytes) {
        PgnParser parser = new PgnParser("hostile.pgn");
        MoveInterpreter interpreter = new ChessMoveInterpreter();
        int parsed = 0;
        for (PgnGameText text : PgnTestSupport.texts(bytes)) {
            try {
                parser.parse(text, interpreter);
                parsed++;
            } catch (GameDecodeException expected) {
                assertTrue(expected.getMessage().startsWith("hostile.pgn: game "), expected.getMessage());
            }
        }
        return parsed;
    }
}
