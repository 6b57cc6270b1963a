package org.chesslake.fuzz;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.io.IOException;

/** Fuzz target for dcg: see {@link DatabaseFuzzer} for what it checks, src/site/markdown/contributing.md for campaigns. */
class DcgFuzzTest {

    @FuzzTest
    void dcg(byte[] input) throws IOException {
        FuzzedFormat.DCG.fuzzer().run(input);
    }
}
