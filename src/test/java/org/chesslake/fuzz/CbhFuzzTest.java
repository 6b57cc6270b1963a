package org.chesslake.fuzz;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.io.IOException;

/** Fuzz target for cbh: see {@link DatabaseFuzzer} for what it checks, src/site/markdown/contributing.md for campaigns. */
class CbhFuzzTest {

    @FuzzTest
    void cbh(byte[] input) throws IOException {
        FuzzedFormat.CBH.fuzzer().run(input);
    }
}
