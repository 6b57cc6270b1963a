package org.chesslake.packaging;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/** The build's binary distribution and the processes the packaging tests run, as a user runs them. */
final class Distribution {

    static final String VERSION = System.getProperty("chesslake.version", "");

    private Distribution() {
    }

    /** target/chesslake-VERSION-bin.tar.gz, which `mvn package` made before the integration tests. */
    static Path tarball() {
        Path tarball = Path.of("target", "chesslake-" + VERSION + "-bin.tar.gz");
        assertTrue(!VERSION.isEmpty() && Files.isRegularFile(tarball),
                tarball + " is missing: the integration tests run after `mvn package` (mvn verify)");
        return tarball;
    }

    /** The output and exit code of a finished process. */
    record Run(int exit, String out, String err) {
        String both() {
            return out + err;
        }
    }

    /** Runs a command in {@code dir} with exactly {@code env} as its environment; stops it after {@code minutes}. */
    static Run run(Path dir, Map<String, String> env, long minutes, String... command) throws IOException, InterruptedException {
        return start(dir, env, command).finish(minutes);
    }

    /**
     * Starts a command in {@code dir} with exactly {@code env} as its environment: launchers that need not wait
     * for each other run side by side, each a JVM that spends most of its run on one core loading classes.
     */
    static Started start(Path dir, Map<String, String> env, String... command) throws IOException {
        // In the system's temp directory: dir may be the checkout, whose parent is not the tests' to litter.
        Path out = Files.createTempFile("chesslake-run-out", ".txt");
        Path err = Files.createTempFile("chesslake-run-err", ".txt");
        ProcessBuilder builder = new ProcessBuilder(command).directory(dir.toFile())
                .redirectOutput(out.toFile()).redirectError(err.toFile()).redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null")));
        builder.environment().clear();
        builder.environment().putAll(env);
        long startNanos = System.nanoTime();
        Process process = builder.start();
        return new Started(List.of(command), process, out, err, startNanos, process.onExit().thenApply(ended -> System.nanoTime()));
    }

    /** A command started, its output going to the files {@code out} and {@code err}. */
    record Started(List<String> command, Process process, Path out, Path err, long startNanos,
                   java.util.concurrent.CompletableFuture<Long> endNanos) {

        /** Waits for the command to end (stopping it after {@code minutes}); what it printed and its exit code. */
        Run finish(long minutes) throws IOException, InterruptedException {
            try {
                if (!process.waitFor(minutes, TimeUnit.MINUTES)) {
                    process.descendants().forEach(ProcessHandle::destroyForcibly);
                    process.destroyForcibly();
                    throw new AssertionError(String.join(" ", command) + " did not finish in " + minutes + " minutes:\n"
                            + Files.readString(out) + Files.readString(err));
                }
                // the command without a JVM's flags and classpath
                System.out.printf("%.1f s: %s%n", (endNanos.join() - startNanos) / 1e9, String.join(" ", command.stream()
                        .filter(word -> !word.startsWith("-XX") && !word.startsWith("--add-opens") && !word.startsWith("-Djdk.")
                                && !word.startsWith("-Dio.netty.")).map(word -> word.length() > 200 ? "..." : word).toList()));
                return new Run(process.exitValue(), Files.readString(out, StandardCharsets.UTF_8), Files.readString(err, StandardCharsets.UTF_8));
            } finally {
                Files.deleteIfExists(out);
                Files.deleteIfExists(err);
            }
        }
    }

    /**
     * A directory for PATH holding every command of /usr/bin and /bin but Maven and spark-submit: a
     * machine with Java and the usual tools, and no build tool.
     */
    static Path pathWithoutMaven(Path temp) throws IOException {
        Path bin = Files.createDirectories(temp.resolve("path-bin"));
        for (String dir : List.of("/usr/bin", "/bin")) {
            try (Stream<Path> commands = Files.list(Path.of(dir))) {
                for (Path command : commands.toList()) {
                    String name = command.getFileName().toString();
                    Path link = bin.resolve(name);
                    if (!name.startsWith("mvn") && !name.startsWith("spark-") && !Files.exists(link, java.nio.file.LinkOption.NOFOLLOW_LINKS)) {
                        Files.createSymbolicLink(link, command);
                    }
                }
            }
        }
        return bin;
    }
}
