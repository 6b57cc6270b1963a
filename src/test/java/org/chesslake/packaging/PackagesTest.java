package org.chesslake.packaging;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import org.chesslake.table.PositionKeys;
import org.chesslake.testing.ChildJvm;
import org.chesslake.testing.IntegrationTest;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * chesslake as a dependency: {@code spark-submit --packages org.chesslake:chesslake:VERSION
 * --repositories file:…} against a Maven repository the test lays out itself from the build (the
 * jar and the pom, as {@code mvn install} or a release puts them), no network. Spark's own
 * {@code SparkSubmit} runs in a child JVM whose classpath is Spark's jars only: chesslake's classes
 * come from the package, as on a user's cluster. The two tests' submissions start together, side by side,
 * each with an Ivy cache of its own.
 */
@IntegrationTest
class PackagesTest {

    private static final String COORDINATES = "org.chesslake:chesslake:" + Distribution.VERSION;
    /** What the ingest needs beside chesslake, optional for a read: the Iceberg runtime and the jobs' command line. */
    private static final String INGEST_EXTRAS = "org.apache.iceberg:iceberg-spark-runtime-4.1_2.13:"
            + org.apache.iceberg.IcebergBuild.version() + ",info.picocli:picocli:" + picocli.CommandLine.VERSION;

    @TempDir
    static Path temp;
    private static Path repository;
    private static Distribution.Started application;
    private static Distribution.Started ingest;

    @BeforeAll
    static void submitBoth() throws IOException {
        layOutRepository();
        application = submit("ivy-application", "--packages", COORDINATES,
                "--conf", "spark.sql.extensions=org.chesslake.spark.ChesslakeExtensions",
                "--class", PackageUserApp.class.getName(), applicationJar().toString(),
                "sample-data/scid/famous.si4", "sample-data/");
        ingest = submit("ivy-ingest", "--conf", "spark.jars.packages=" + COORDINATES + "," + INGEST_EXTRAS,
                "--class", "org.chesslake.cli.IngestJob", "spark-internal",
                "--input", "sample-data/scid", "sample-data/famous-games.pgn", "--output", temp.resolve("lake").toString());
    }

    /** The repository: org/chesslake/chesslake/VERSION/chesslake-VERSION.{jar,pom}. */
    private static void layOutRepository() throws IOException {
        Distribution.tarball(); // the build has packaged (the jar and the version are there)
        repository = temp.resolve("repository");
        Path dir = Files.createDirectories(repository.resolve("org/chesslake/chesslake/" + Distribution.VERSION));
        Files.copy(Path.of("target/chesslake.jar"), dir.resolve("chesslake-" + Distribution.VERSION + ".jar"));
        Files.copy(Path.of("pom.xml"), dir.resolve("chesslake-" + Distribution.VERSION + ".pom"));
    }

    /** SparkSubmit, started, with Spark's classpath (the test's, less chesslake's own classes) and a fresh Ivy cache. */
    private static Distribution.Started submit(String ivy, String... args) throws IOException {
        String classpath = Arrays.stream(System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"))
                        .split(java.io.File.pathSeparator))
                .filter(entry -> !entry.endsWith("classes") && !entry.contains("iceberg-spark-runtime")
                        && !entry.contains("/picocli-"))
                .reduce((a, b) -> a + java.io.File.pathSeparator + b).orElseThrow();
        List<String> command = ChildJvm.command();
        command.addAll(List.of("-cp", classpath, "org.apache.spark.deploy.SparkSubmit", "--master", "local[2]",
                "--repositories", repository.toUri().toString(),
                "--conf", "spark.jars.ivy=" + temp.resolve(ivy), "--conf", "spark.ui.enabled=false"));
        command.addAll(List.of(args));
        Map<String, String> env = new HashMap<>(System.getenv());
        env.put("SPARK_HOME", Files.createDirectories(temp.resolve("spark-home")).toString());
        return Distribution.start(Path.of("").toAbsolutePath(), env, command.toArray(String[]::new));
    }

    private static Distribution.Run finish(Distribution.Started submitted) throws IOException, InterruptedException {
        Distribution.Run run = submitted.finish(8);
        System.out.print(run.out());
        return run;
    }

    /** A user's application jar: {@link PackageUserApp} alone. */
    private static Path applicationJar() throws IOException {
        Path jar = temp.resolve("app.jar");
        String entry = PackageUserApp.class.getName().replace('.', '/') + ".class";
        try (OutputStream file = Files.newOutputStream(jar); JarOutputStream out = new JarOutputStream(file)) {
            out.putNextEntry(new JarEntry(entry));
            out.write(PackageUserApp.class.getClassLoader().getResourceAsStream(entry).readAllBytes());
            out.closeEntry();
        }
        return jar;
    }

    @Test
    void anApplicationReadsDatabasesAndCallsTheSqlFunctionsThroughThePackage() throws Exception {
        Distribution.Run run = finish(application);
        assertEquals(0, run.exit(), run.both());
        assertTrue(run.out().contains("scid games: 11\n"), run.both());
        assertTrue(run.out().contains("archive: cbf 7\narchive: chessassistant 11\narchive: dcg 11\narchive: pgn 11\n"
                + "archive: scid 11\narchive: xqpgn 8\n"), run.both());
        long afterE4 = PositionKeys.ofFen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
        assertTrue(run.out().contains("position_key: " + afterE4 + "\n"), run.both());
        // Spark names the repositories of --repositories repo-1, repo-2, ...
        assertTrue(run.err().contains("found org.chesslake#chesslake;" + Distribution.VERSION + " in repo-1"),
                "resolved from the test's repository: " + run.err());
    }

    @Test
    void theIngestRunsFromThePackageGivenAsSparkJarsPackages() throws Exception {
        Path lake = temp.resolve("lake");
        Distribution.Run run = finish(ingest);
        assertEquals(0, run.exit(), run.both());
        assertTrue(run.out().contains("2 databases (2 new), 22 games read (0 with decode_error)"), run.both());
        assertTrue(Files.isDirectory(lake.resolve("games/metadata")), "the Iceberg tables in " + lake);
    }
}
