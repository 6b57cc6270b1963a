package org.chesslake.fuzz;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.chesslake.format.Formats;
import org.chesslake.format.GameFormat;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every fuzz target over its committed regression inputs (and the empty input), as Jazzer's
 * regression mode replays them, but without installing Jazzer's agent: the agent scans the whole
 * test class path for hooks, which with Spark, Iceberg and Hadoop on it costs minutes per run.
 * {@link FormatFuzzTest} itself runs when fuzzing ({@code JAZZER_FUZZ} set) and in campaigns.
 */
class FuzzRegressionTest {

    static Stream<Arguments> inputs() throws IOException {
        List<Arguments> inputs = new ArrayList<>();
        for (GameFormat format : Formats.all().stream().filter(f -> f.description().decodesBytes()).toList()) {
            inputs.add(Arguments.of(format.name(), "(empty)", new byte[0]));
            Path dir = new FuzzTarget(format).inputs();
            try (Stream<Path> files = Files.list(dir)) {
                for (Path file : files.sorted().toList()) {
                    inputs.add(Arguments.of(format.name(), file.getFileName().toString(), Files.readAllBytes(file)));
                }
            }
        }
        return inputs.stream();
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("inputs")
    void replays(String format, String input, byte[] bytes) throws IOException {
        DatabaseFuzzer.of(format).run(bytes);
    }
}
