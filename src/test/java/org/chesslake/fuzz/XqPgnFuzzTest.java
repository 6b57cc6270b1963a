package org.chesslake.fuzz;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.io.IOException;

/** Fuzz target for xqpgn: see {@link DatabaseFuzzer} for what it checks, src/site/markdown/contributing.md for campaigns. */
class XqPgnFuzzTest {

    @FuzzTest
    void xqpgn(byte[] input) throws IOException {
        FuzzedFormat.XQPGN.fuzzer().run(input);
    }
}
