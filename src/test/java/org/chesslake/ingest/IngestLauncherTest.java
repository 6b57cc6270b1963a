package org.chesslake.ingest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code jobs/ingest} as users run it with spark-submit on the PATH: the real launcher script, in a
 * copy of the project's {@code jobs/} and {@code conf/} beside a stand-in jar, calls a stand-in
 * {@code spark-submit} that records its arguments and the defaults file it was given.
 */
class IngestLauncherTest {

    private static final Path PROJECT = Path.of("").toAbsolutePath();
    private static final String ICEBERG_JAR = "/repo/iceberg-spark-runtime-4.1_2.13-1.12.0.jar";
    private static final String PICOCLI_JAR = "/repo/info/picocli/picocli/4.7.7/picocli-4.7.7.jar";

    @TempDir
    Path temp;
    private Path root;
    private Path userConf;

    @BeforeEach
    void copyTheLauncher() throws IOException {
        root = temp.resolve("chesslake");
        for (String file : List.of("jobs/ingest", "jobs/classpath.sh", "conf/spark-defaults.conf",
                "conf/log4j2.properties")) {
            Path copy = root.resolve(file);
            Files.createDirectories(copy.getParent());
            Files.copy(PROJECT.resolve(file), copy, StandardCopyOption.COPY_ATTRIBUTES);
        }
        // sources older than the jar, so the launcher does not build
        Files.createDirectories(root.resolve("src/main"));
        Files.writeString(root.resolve("pom.xml"), "<project/>");
        Files.createDirectories(root.resolve("target"));
        Files.writeString(root.resolve("target/chesslake.jar"), "");
        Files.writeString(root.resolve("target/classpath.txt"), "/repo/spark-core.jar:" + ICEBERG_JAR + ":" + PICOCLI_JAR);
        FileTime older = FileTime.fromMillis(System.currentTimeMillis() - 60_000);
        Files.setLastModifiedTime(root.resolve("src/main"), older);
        Files.setLastModifiedTime(root.resolve("pom.xml"), older);

        Path bin = Files.createDirectories(temp.resolve("bin"));
        Path submit = bin.resolve("spark-submit");
        Files.writeString(submit, """
                #!/usr/bin/env bash
                out=%s
                : >"$out.args"
                while (($#)); do
                  printf '%%s\\n' "$1" >>"$out.args"
                  [ "$1" = --properties-file ] && cp "$2" "$out.defaults"
                  shift
                done
                """.formatted(temp.resolve("recorded")));
        submit.toFile().setExecutable(true);
        // the embedded run's JVM: records its arguments
        Path java = bin.resolve("java");
        Files.writeString(java, """
                #!/usr/bin/env bash
                printf '%%s\\n' "$@" >%s
                """.formatted(temp.resolve("recorded-java.args")));
        java.toFile().setExecutable(true);

        userConf = Files.createDirectories(temp.resolve("user-conf"));
        Files.writeString(userConf.resolve("spark-defaults.conf"), """
                # the user's cluster
                spark.master            yarn
                spark.driver.memory     8g
                """);
    }

    private List<String> launch(String... args) throws IOException, InterruptedException {
        return launch(Map.of(), args);
    }

    /** Runs the launcher with these environment variables; returns what spark-submit was given. */
    private List<String> launch(Map<String, String> environment, String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of("bash", root.resolve("jobs/ingest").toString()));
        command.addAll(List.of(args));
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true);
        builder.environment().put("PATH", temp.resolve("bin") + ":" + System.getenv("PATH"));
        builder.environment().put("SPARK_CONF_DIR", userConf.toString());
        builder.environment().remove("SPARK_HOME");
        builder.environment().remove("CHESSLAKE_EMBEDDED");
        builder.environment().remove("CHESSLAKE_ICEBERG_JAR");
        builder.environment().putAll(environment);
        Process process = builder.start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(process.waitFor(60, TimeUnit.SECONDS), "jobs/ingest did not end");
        assertEquals(0, process.exitValue(), output);
        Path recorded = temp.resolve("recorded.args");
        return Files.exists(recorded) ? Files.readAllLines(recorded) : List.of();
    }

    private List<String> defaultsGiven() throws IOException {
        return Files.readAllLines(temp.resolve("recorded.defaults")).stream()
                .map(line -> line.trim().replaceAll("\\s+", " ")).toList();
    }

    private static String after(List<String> args, String option) {
        int at = args.lastIndexOf(option);
        assertTrue(at >= 0 && at + 1 < args.size(), option + " not given in " + args);
        return args.get(at + 1);
    }

    @Test
    void spark_submitGetsTheUsersOptionsTheJarAndTheJobsArguments() throws Exception {
        List<String> args = launch("--master", "spark://head:7077", "--deploy-mode", "cluster",
                "--executor-memory", "4g", "--conf", "spark.executor.cores=2",
                "--input", "hdfs:///archive", "--output", "hdfs:///lake");
        assertEquals("org.chesslake.cli.IngestJob", after(args, "--class"));
        assertEquals("spark://head:7077", after(args, "--master"));
        assertEquals("cluster", after(args, "--deploy-mode"));
        assertEquals("4g", after(args, "--executor-memory"));
        assertEquals("spark.executor.cores=2", after(args, "--conf"));
        assertEquals(ICEBERG_JAR + "," + PICOCLI_JAR, after(args, "--jars"));
        int jar = args.indexOf(root.resolve("target/chesslake.jar").toString());
        assertTrue(jar > 0, "the application jar is given: " + args);
        assertEquals(List.of("--input", "hdfs:///archive", "--output", "hdfs:///lake"), args.subList(jar + 1, args.size()));
        // in cluster mode the driver's JVM options are not a path on this machine
        assertTrue(!args.contains("--driver-java-options"), args.toString());
    }

    @Test
    void theUsersSparkDefaultsWinAndTheProjectsOnlyAddTheKeysTheyLack() throws Exception {
        launch("--input", "archive/");
        List<String> defaults = defaultsGiven();
        assertTrue(defaults.contains("spark.master yarn"), defaults.toString());
        assertTrue(defaults.contains("spark.driver.memory 8g"), defaults.toString());
        assertTrue(!defaults.contains("spark.driver.memory 2g"), "the project's memory replaced the user's: " + defaults);
        assertTrue(defaults.contains("spark.sql.shuffle.partitions 8"), "the project's keys are added: " + defaults);
    }

    @Test
    void theUsersJarsAreKeptAndTheIcebergRuntimeJoinsThem() throws Exception {
        List<String> args = launch("--jars", "/opt/hadoop-aws.jar,/opt/aws-sdk.jar", "--input", "s3a://bucket/archive");
        assertEquals(1, args.stream().filter("--jars"::equals).count(), args.toString());
        assertEquals("/opt/hadoop-aws.jar,/opt/aws-sdk.jar," + ICEBERG_JAR + "," + PICOCLI_JAR, after(args, "--jars"));
    }

    /** A cluster with its own Iceberg runtime still gets picocli, which reads the job's command line. */
    @Test
    void withoutTheIcebergRuntimePicocliGoesAlone() throws Exception {
        List<String> args = launch(Map.of("CHESSLAKE_ICEBERG_JAR", ""), "--input", "archive/");
        assertEquals(PICOCLI_JAR, after(args, "--jars"));
    }

    /**
     * In client mode the driver runs here and reads conf/ingest.properties as it is now (and the
     * logging settings); the user's own driver options come after the project's, so theirs win.
     */
    @Test
    void theDriverReadsTheLaunchersConfDirectory() throws Exception {
        String conf = "-Dchesslake.conf=" + root.resolve("conf");
        String logging = "-Dlog4j2.configurationFile=" + root.resolve("conf/log4j2.properties");
        assertEquals(logging + " " + conf, after(launch("--input", "archive/"), "--driver-java-options"));
        List<String> args = launch("--driver-java-options", "-Dmine=1", "--input", "archive/");
        assertEquals(1, args.stream().filter("--driver-java-options"::equals).count(), args.toString());
        assertEquals(logging + " " + conf + " -Dmine=1", after(args, "--driver-java-options"));
    }

    /** --help and --version answer at once from a local JVM, never through spark-submit (or a cluster's driver). */
    @Test
    void helpAndVersionDoNotGoThroughSpark_submit() throws Exception {
        for (String option : List.of("--help", "-h", "--version", "-V")) {
            assertEquals(List.of(), launch("--master", "yarn", option), option + " went to spark-submit");
            List<String> java = Files.readAllLines(temp.resolve("recorded-java.args"));
            assertEquals("org.chesslake.cli.IngestJob", java.get(java.size() - 4), java.toString());
            assertEquals(List.of(option, "--master", "yarn"), java.subList(java.size() - 3, java.size()));
        }
    }

    /** The embedded run's JVM has the driver memory as its heap from the start, not only as its limit. */
    @Test
    void theEmbeddedRunsHeapIsTheDriverMemoryFromTheStart() throws Exception {
        launch(Map.of("CHESSLAKE_EMBEDDED", "1", "CHESSLAKE_CDS", "0"), "--input", "archive/");
        List<String> java = Files.readAllLines(temp.resolve("recorded-java.args"));
        assertTrue(java.contains("-Xms2g") && java.contains("-Xmx2g"), java.toString());
    }

    @Test
    void aPropertiesFileOnTheCommandLineIsUsedAsItIs() throws Exception {
        Path own = Files.writeString(temp.resolve("own.conf"), "spark.master local[4]\n");
        List<String> args = launch("--properties-file", own.toString(), "--input", "archive/");
        assertEquals(1, args.stream().filter("--properties-file"::equals).count(), args.toString());
        assertEquals(List.of("spark.master local[4]"), defaultsGiven());
    }
}
