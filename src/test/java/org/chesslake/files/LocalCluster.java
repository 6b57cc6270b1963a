package org.chesslake.files;

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

/**
 * Runs a driver on Spark's {@code local-cluster[2,1,1024]} master (a standalone master and two
 * workers, every executor in its own JVM), in a JVM of its own, since a JVM holds one SparkContext.
 * Spark's workers start executors from {@code $SPARK_HOME/jars}, so this builds a SPARK_HOME of links
 * to the test classpath and ships the project's classes as a jar ({@code spark.jars}).
 */
final class LocalCluster {

    private LocalCluster() {
    }

    /** Runs {@code main} with {@code args} as the driver, in {@code temp}; fails with its log's tail if it fails. */
    static void runDriver(Path temp, Class<?> main, List<String> args) throws IOException, InterruptedException {
        List<String> classpath = List.of(System.getProperty("surefire.test.class.path",
                System.getProperty("java.class.path")).split(File.pathSeparator));
        Path sparkHome = sparkHome(temp, classpath);
        Path jar = projectJar(temp, classpath);
        List<String> moduleFlags = ManagementFactory.getRuntimeMXBean().getInputArguments().stream()
                .filter(a -> a.startsWith("--add-opens") || a.startsWith("-Djdk.reflect") || a.startsWith("-Dio.netty")
                        || a.startsWith("-XX:+IgnoreUnrecognizedVMOptions")).toList();
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx1g"));
        command.addAll(moduleFlags);
        command.addAll(List.of("-cp", String.join(File.pathSeparator, classpath),
                "-Dspark.master=local-cluster[2,1,1024]",
                "-Dspark.jars=" + jar,
                "-Dspark.ui.enabled=false",
                "-Dspark.sql.session.timeZone=UTC",
                "-Dspark.executor.extraJavaOptions=" + String.join(" ", moduleFlags),
                main.getName()));
        command.addAll(args);
        Path log = temp.resolve("driver.log");
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile());
        builder.environment().put("SPARK_HOME", sparkHome.toString());
        builder.environment().put("SPARK_SCALA_VERSION", "2.13"); // the launcher's check for a source tree
        long start = System.nanoTime();
        Process driver = builder.start();
        boolean finished = driver.waitFor(8, TimeUnit.MINUTES);
        if (!finished) {
            driver.destroyForcibly();
        }
        assertTrue(finished && driver.exitValue() == 0, "the local-cluster driver failed:\n" + tail(Files.readString(log)));
        System.out.printf("local-cluster run: %.1f s%n", (System.nanoTime() - start) / 1e9);
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
