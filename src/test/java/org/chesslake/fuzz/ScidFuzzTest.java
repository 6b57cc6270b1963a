package org.chesslake.fuzz;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.io.IOException;

/** Fuzz target for scid: see {@link DatabaseFuzzer} for what it checks, src/site/markdown/contributing.md for campaigns. */
class ScidFuzzTest {

    @FuzzTest
    void scid(byte[] input) throws IOException {
        FuzzedFormat.SCID.fuzzer().run(input);
    }
}
