package org.chesslake.fuzz;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.io.IOException;

/** Fuzz target for xqf: see {@link DatabaseFuzzer} for what it checks, src/site/markdown/contributing.md for campaigns. */
class XqfFuzzTest {

    @FuzzTest
    void xqf(byte[] input) throws IOException {
        FuzzedFormat.XQF.fuzzer().run(input);
    }
}
