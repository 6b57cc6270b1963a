package org.chesslake.files;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.File;
import java.io.IOException;
import java.io.OutputStream;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.stream.Stream;
import org.chesslake.testing.ChildJvm;

/**
 * One driver on Spark's {@code local-cluster[2,1,1024]} master (a standalone master and two workers,
 * every executor in its own JVM) for the test JVM, in a JVM of its own ({@link LocalClusterDriver}),
 * since a JVM holds one SparkContext. It starts on the first {@link #submit} and serves the work of every
 * test that needs a cluster in turn (starting a driver and its executors is most of a short run's time),
 * and stops at the test JVM's exit. Spark's workers start executors from {@code $SPARK_HOME/jars}, so
 * this builds a SPARK_HOME of links to the test classpath and ships the project's classes as a jar
 * ({@code spark.jars}).
 */
final class LocalCluster {

    private static Process driver;
    private static Path home;
    private static int requests;

    private LocalCluster() {
    }

    /**
     * Gives {@code work} with {@code args} to the cluster's driver and returns: the test does its own part
     * in its JVM meanwhile, then {@linkplain Submitted#await awaits} the driver's answer.
     */
    static synchronized Submitted submit(LocalClusterDriver.Work work, List<String> args) throws IOException {
        if (driver == null || !driver.isAlive()) {
            start();
        }
        Path reply = home.resolve("reply-" + ++requests);
        List<String> request = new ArrayList<>(List.of(reply.toString(), work.name()));
        request.addAll(args);
        driver.getOutputStream().write((String.join("\t", request) + "\n").getBytes(StandardCharsets.UTF_8));
        driver.getOutputStream().flush();
        return new Submitted(work, reply, System.nanoTime());
    }

    /** A piece of work the driver was given, its answer to come in the file {@code reply}. */
    record Submitted(LocalClusterDriver.Work work, Path reply, long startNanos) {

        /** Waits for the driver's answer; fails with the driver's error and its log's tail if the work failed. */
        void await() throws IOException, InterruptedException {
            // a guard against a hung driver, not a measure: a loaded 2-core machine takes minutes for an ingest here
            long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(15);
            while (!Files.exists(reply) && driver.isAlive() && System.nanoTime() < deadline) {
                Thread.sleep(100);
            }
            String answer = Files.exists(reply) ? Files.readString(reply) : "no answer (the driver " + (driver.isAlive()
                    ? "is still at work after 15 minutes)" : "ended)");
            assertEquals(LocalClusterDriver.DONE, answer, work + " on the local-cluster driver:\n"
                    + tail(Files.readString(home.resolve("driver.log"))));
            System.out.printf("local-cluster %s: %.1f s%n", work, (System.nanoTime() - startNanos) / 1e9);
        }
    }

    /** Starts the driver in a directory of its own, removed with it when the test JVM exits. */
    private static void start() throws IOException {
        home = Files.createTempDirectory("chesslake-local-cluster");
        List<String> classpath = List.of(System.getProperty("surefire.test.class.path",
                System.getProperty("java.class.path")).split(File.pathSeparator));
        Path sparkHome = sparkHome(home, classpath);
        Path jar = projectJar(home, classpath);
        List<String> moduleFlags = ManagementFactory.getRuntimeMXBean().getInputArguments().stream()
                .filter(a -> a.startsWith("--add-opens") || a.startsWith("-Djdk.reflect") || a.startsWith("-Dio.netty")
                        || a.startsWith("-XX:+IgnoreUnrecognizedVMOptions")).toList();
        // the driver and its executors do a short run's work on the test's own classes, as the tests' other child JVMs
        List<String> jvmFlags = new ArrayList<>(List.of(ChildJvm.SHORT_RUN_JIT_FLAG, ChildJvm.SHORT_RUN_GC_FLAG));
        jvmFlags.addAll(ChildJvm.UNVERIFIED_TEST_CLASSPATH_FLAGS);
        jvmFlags.addAll(moduleFlags);
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx1g"));
        command.addAll(jvmFlags);
        command.addAll(List.of("-cp", String.join(File.pathSeparator, classpath),
                "-Dspark.master=local-cluster[2,1,1024]",
                "-Dspark.jars=" + jar,
                "-Dspark.ui.enabled=false",
                "-Dspark.sql.session.timeZone=UTC",
                ChildJvm.JOBS_LOCAL_FILE_SYSTEM_FLAG, // the driver's, and the executors' through the Spark settings
                "-Dspark.executor.extraJavaOptions=" + String.join(" ", jvmFlags),
                LocalClusterDriver.class.getName()));
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(home.resolve("driver.log").toFile());
        builder.environment().put("SPARK_HOME", sparkHome.toString());
        builder.environment().put("SPARK_SCALA_VERSION", "2.13"); // the launcher's check for a source tree
        driver = builder.start();
        Process started = driver;
        Path dir = home;
        Runtime.getRuntime().addShutdownHook(new Thread(() -> stop(started, dir)));
    }

    /** Ends the driver's input (it stops its SparkContext and exits), then removes its directory. */
    private static void stop(Process driver, Path dir) {
        try {
            driver.getOutputStream().close();
            if (!driver.waitFor(60, TimeUnit.SECONDS)) {
                driver.destroyForcibly();
            }
            try (Stream<Path> files = Files.walk(dir)) {
                for (Path file : files.sorted(java.util.Comparator.reverseOrder()).toList()) {
                    Files.deleteIfExists(file);
                }
            }
        } catch (IOException | InterruptedException e) {
            System.err.println("the local-cluster driver's directory " + dir + " stays: " + e);
        }
    }

    /** A SPARK_HOME whose jars/ links every jar of the test classpath (Spark's among them). */
    private static Path sparkHome(Path temp, List<String> classpath) throws IOException {
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

    /** The project's classes (main and test, for the drivers' helpers the executors load) as one jar. */
    private static Path projectJar(Path temp, List<String> classpath) throws IOException {
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
