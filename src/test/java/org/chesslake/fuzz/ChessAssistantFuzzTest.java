package org.chesslake.fuzz;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.io.IOException;

/** Fuzz target for chessassistant: see {@link DatabaseFuzzer} for what it checks, src/site/markdown/contributing.md for campaigns. */
class ChessAssistantFuzzTest {

    @FuzzTest
    void chessassistant(byte[] input) throws IOException {
        FuzzedFormat.CHESSASSISTANT.fuzzer().run(input);
    }
}
