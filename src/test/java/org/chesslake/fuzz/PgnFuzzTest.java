package org.chesslake.fuzz;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.io.IOException;

/** Fuzz target for pgn: see {@link DatabaseFuzzer} for what it checks, src/site/markdown/contributing.md for campaigns. */
class PgnFuzzTest {

    @FuzzTest
    void pgn(byte[] input) throws IOException {
        FuzzedFormat.PGN.fuzzer().run(input);
    }
}
