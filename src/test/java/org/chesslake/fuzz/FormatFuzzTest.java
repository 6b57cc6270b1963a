package org.chesslake.fuzz;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.io.IOException;
import org.junit.jupiter.api.condition.EnabledIfEnvironmentVariable;

/**
 * The fuzz targets, one per registered format, all on one harness: see {@link DatabaseFuzzer} for
 * what they check and src/site/markdown/contributing.md for campaigns. Jazzer needs a method per
 * target; each is named like its format, and its regression inputs are in
 * {@code FormatFuzzTestInputs/<format>/}. The format contract test fails for a registered format
 * without one. The test suite replays those inputs through {@link FuzzRegressionTest}, without
 * Jazzer's agent; these methods run under JUnit only when fuzzing ({@code JAZZER_FUZZ=1}).
 */
@EnabledIfEnvironmentVariable(named = "JAZZER_FUZZ", matches = ".+",
        disabledReason = "regression inputs are replayed by FuzzRegressionTest")
class FormatFuzzTest {

    @FuzzTest
    void scid(byte[] input) throws IOException {
        DatabaseFuzzer.of("scid").run(input);
    }

    @FuzzTest
    void dcg(byte[] input) throws IOException {
        DatabaseFuzzer.of("dcg").run(input);
    }

    @FuzzTest
    void cbf(byte[] input) throws IOException {
        DatabaseFuzzer.of("cbf").run(input);
    }

    @FuzzTest
    void chessassistant(byte[] input) throws IOException {
        DatabaseFuzzer.of("chessassistant").run(input);
    }

    @FuzzTest
    void cbh(byte[] input) throws IOException {
        DatabaseFuzzer.of("cbh").run(input);
    }

    @FuzzTest
    void pgn(byte[] input) throws IOException {
        DatabaseFuzzer.of("pgn").run(input);
    }

    @FuzzTest
    void xqpgn(byte[] input) throws IOException {
        DatabaseFuzzer.of("xqpgn").run(input);
    }

    @FuzzTest
    void xqf(byte[] input) throws IOException {
        DatabaseFuzzer.of("xqf").run(input);
    }

    @FuzzTest
    void cbr(byte[] input) throws IOException {
        DatabaseFuzzer.of("cbr").run(input);
    }

    @FuzzTest
    void cbl(byte[] input) throws IOException {
        DatabaseFuzzer.of("cbl").run(input);
    }
}
