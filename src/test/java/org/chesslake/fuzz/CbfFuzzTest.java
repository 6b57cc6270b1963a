package org.chesslake.fuzz;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.io.IOException;

/** Fuzz target for cbf: see {@link DatabaseFuzzer} for what it checks, src/site/markdown/contributing.md for campaigns. */
class CbfFuzzTest {

    @FuzzTest
    void cbf(byte[] input) throws IOException {
        FuzzedFormat.CBF.fuzzer().run(input);
    }
}
