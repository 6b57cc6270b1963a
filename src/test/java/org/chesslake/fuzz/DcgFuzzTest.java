package org.chesslake.fuzz;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.io.IOException;

/** Fuzz target for dcg: see {@link DatabaseFuzzer} for what it checks, the README for campaigns. */
class DcgFuzzTest {

    @FuzzTest
    void dcg(byte[] input) throws IOException {
        FuzzedFormat.DCG.fuzzer().run(input);
    }
}
