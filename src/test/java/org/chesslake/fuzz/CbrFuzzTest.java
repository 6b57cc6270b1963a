package org.chesslake.fuzz;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.io.IOException;

/** Fuzz target for cbr: see {@link DatabaseFuzzer} for what it checks, src/site/markdown/contributing.md for campaigns. */
class CbrFuzzTest {

    @FuzzTest
    void cbr(byte[] input) throws IOException {
        FuzzedFormat.CBR.fuzzer().run(input);
    }
}
