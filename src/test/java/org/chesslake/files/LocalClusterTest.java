package org.chesslake.files;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.io.OutputStream;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.stream.Stream;
import org.apache.spark.sql.SparkSession;
import org.chesslake.ingest.Ingest;
import org.chesslake.ingest.IngestArgs;
import org.chesslake.testing.IntegrationTest;
import org.chesslake.testing.TestSpark;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A real multi-process cluster: Spark's {@code local-cluster[2,1,1024]} master (a standalone master
 * and two workers, every executor in its own JVM) runs the ingest job (its default Iceberg lake) and
 * reads games, moves and names of {@code sample-data/}, and gets the lake rows and the rows of the
 * embedded run. Spark's workers start executors from
 * {@code $SPARK_HOME/jars}, so the test builds a SPARK_HOME of links to the test classpath and ships
 * the project's classes as a jar ({@code spark.jars}); the driver runs in a JVM of its own
 * ({@link LocalClusterReads}), since a JVM holds one SparkContext.
 */
@IntegrationTest
class LocalClusterTest {

    /** Three databases for the ingest, to keep the cluster run short. */
    private static final String INGESTED = "sample-data/{scid,xiangqi}";
    private static final List<String> READS = List.of("ingest:" + INGESTED,
            "scid:games:sample-data/scid/famous.si4", "xqpgn:moves:sample-data/xiangqi",
            "chess:games:sample-data", "chess:moves:sample-data", "chess:names:sample-data");

    @TempDir
    Path temp;

    @Test
    void executorsInTheirOwnJvmsIngestAndReadTheRowsOfTheEmbeddedRun() throws IOException, InterruptedException {
        List<String> classpath = List.of(System.getProperty("surefire.test.class.path",
                System.getProperty("java.class.path")).split(File.pathSeparator));
        Path sparkHome = sparkHome(classpath);
        Path jar = projectJar(classpath);
        List<String> moduleFlags = ManagementFactory.getRuntimeMXBean().getInputArguments().stream()
                .filter(a -> a.startsWith("--add-opens") || a.startsWith("-Djdk.reflect") || a.startsWith("-Dio.netty")
                        || a.startsWith("-XX:+IgnoreUnrecognizedVMOptions")).toList();
        Path out = Files.createDirectories(temp.resolve("out"));
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx1g"));
        command.addAll(moduleFlags);
        command.addAll(List.of("-cp", String.join(File.pathSeparator, classpath),
                "-Dspark.master=local-cluster[2,1,1024]",
                "-Dspark.jars=" + jar,
                "-Dspark.ui.enabled=false",
                "-Dspark.sql.session.timeZone=UTC",
                "-Dspark.executor.extraJavaOptions=" + String.join(" ", moduleFlags),
                LocalClusterReads.class.getName(), out.toString()));
        command.addAll(READS);
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true)
                .redirectOutput(temp.resolve("driver.log").toFile());
        builder.environment().put("SPARK_HOME", sparkHome.toString());
        builder.environment().put("SPARK_SCALA_VERSION", "2.13"); // the launcher's check for a source tree
        long start = System.nanoTime();
        Process driver = builder.start();
        boolean finished = driver.waitFor(8, TimeUnit.MINUTES);
        if (!finished) {
            driver.destroyForcibly();
        }
        String log = Files.readString(temp.resolve("driver.log"));
        assertTrue(finished && driver.exitValue() == 0, "the local-cluster driver failed:\n" + tail(log));
        System.out.printf("local-cluster run: %.1f s%n", (System.nanoTime() - start) / 1e9);

        List<String> pids = Files.readAllLines(out.resolve("pids.txt"));
        String driverPid = pids.get(0).substring("driver ".length());
        List<String> executors = pids.subList(1, pids.size());
        assertEquals(2, executors.size(), "two executor JVMs ran tasks: " + pids);
        assertFalse(executors.contains(driverPid) || executors.contains(String.valueOf(ProcessHandle.current().pid())));

        SparkSession spark = TestSpark.session();
        String lake = temp.resolve("embedded-lake").toString();
        new Ingest(spark, IngestArgs.parse("--input", INGESTED, "--output", lake)).run();
        for (String table : LocalClusterReads.TABLES) {
            List<String> embedded = LocalClusterReads.rows(IcebergLakeTables.read(spark, lake, table).collectAsList());
            List<String> cluster = Files.readAllLines(out.resolve("ingest-1-" + table + ".txt"));
            assertFalse(embedded.isEmpty());
            assertEquals(embedded, cluster, "ingest " + table);
            System.out.printf("local-cluster ingest %s: %d lake rows equal to the embedded ingest%n", table, cluster.size());
        }
        for (int i = 1; i < READS.size(); i++) {
            String[] read = READS.get(i).split(":", 3);
            List<String> embedded = LocalClusterReads.rows(spark.read().format(read[0]).option("table", read[1])
                    .load(read[2]).collectAsList());
            List<String> cluster = Files.readAllLines(out.resolve("read-" + (i + 1) + ".txt"));
            assertFalse(embedded.isEmpty());
            assertEquals(embedded, cluster, READS.get(i));
            System.out.printf("local-cluster %s: %d rows equal to the embedded run%n", READS.get(i), cluster.size());
        }
    }

    /** A SPARK_HOME whose jars/ links every jar of the test classpath (Spark's among them). */
    private Path sparkHome(List<String> classpath) throws IOException {
        Path jars = Files.createDirectories(temp.resolve("spark-home/jars"));
        for (String entry : classpath) {
            Path file = Path.of(entry);
            if (entry.endsWith(".jar") && Files.isRegularFile(file) && !Files.exists(jars.resolve(file.getFileName()))) {
                Files.createSymbolicLink(jars.resolve(file.getFileName()), file.toAbsolutePath());
            }
        }
        Files.createFile(temp.resolve("spark-home/RELEASE")); // a binary distribution: jars/ holds the classpath
        return temp.resolve("spark-home");
    }

    /** The project's classes (main and test, for the probe that reports executor process ids) as one jar. */
    private Path projectJar(List<String> classpath) throws IOException {
        Path jar = temp.resolve("chesslake-classes.jar");
        try (OutputStream file = Files.newOutputStream(jar); JarOutputStream out = new JarOutputStream(file)) {
            for (String entry : classpath) {
                Path dir = Path.of(entry);
                if (!Files.isDirectory(dir)) {
                    continue;
                }
                try (Stream<Path> files = Files.walk(dir)) {
                    for (Path f : files.filter(Files::isRegularFile).toList()) {
                        String name = dir.relativize(f).toString().replace(File.separatorChar, '/');
                        try {
                            out.putNextEntry(new JarEntry(name));
                        } catch (java.util.zip.ZipException duplicate) {
                            continue;
                        }
                        Files.copy(f, out);
                        out.closeEntry();
                    }
                }
            }
        }
        return jar;
    }

    private static String tail(String log) {
        return log.length() > 6000 ? log.substring(log.length() - 6000) : log;
    }
}
