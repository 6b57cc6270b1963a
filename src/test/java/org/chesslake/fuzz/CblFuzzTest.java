package org.chesslake.fuzz;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.io.IOException;

/** Fuzz target for cbl: see {@link DatabaseFuzzer} for what it checks, src/site/markdown/contributing.md for campaigns. */
class CblFuzzTest {

    @FuzzTest
    void cbl(byte[] input) throws IOException {
        FuzzedFormat.CBL.fuzzer().run(input);
    }
}
