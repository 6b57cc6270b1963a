package org.chesslake.testing;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.chesslake.files.NioLocalFileSystem;

/**
 * The start of a command line that runs a child JVM for a test: the test's own Java, a heap of 1 GB,
 * the flags of a short run, and the test's JVM flags (Spark's {@code --add-opens}).
 */
public final class ChildJvm {

    /*
     * A child runs a few seconds of work over small inputs, most of its time spent loading classes and
     * running them cold, on two cores it shares with the test's JVM.
     */
    /** The client compiler alone: C2 would compile for a run that is over before the compiled code pays off. */
    public static final String SHORT_RUN_JIT_FLAG = "-XX:TieredStopAtLevel=1";
    /** The serial collector: no GC threads competing for the cores. */
    public static final String SHORT_RUN_GC_FLAG = "-XX:+UseSerialGC";

    /**
     * No bytecode verification of the classes a child loads from the test's own classpath (its jars and
     * classes, which the test JVM verifies as it loads them): Spark's, Iceberg's and Hadoop's classes verified
     * again take a fifth of a child driver's CPU. Not for a child whose point is other jars (a package a
     * user resolves, another Iceberg runtime): there the JVM checks what a user's would.
     */
    public static final List<String> UNVERIFIED_TEST_CLASSPATH_FLAGS = List.of("-XX:+UnlockDiagnosticVMOptions",
            "-XX:-BytecodeVerificationRemote");

    /**
     * The local file system the jobs run on ({@code jobs/classpath.sh}): Hadoop's own, without its native library,
     * starts a chmod process for each file it creates, a quarter of a child ingest's CPU. For a child that has
     * chesslake's classes on its classpath.
     */
    public static final String JOBS_LOCAL_FILE_SYSTEM_FLAG = "-Dspark.hadoop.fs.file.impl=" + NioLocalFileSystem.class.getName();

    private ChildJvm() {
    }

    /** {@code java -Xmx1g FLAGS...}: the caller adds the classpath, the main class and the arguments. */
    public static List<String> command() {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-Xmx1g"));
        command.addAll(List.of(SHORT_RUN_JIT_FLAG, SHORT_RUN_GC_FLAG));
        for (String flag : System.getProperty("chesslake.test.jvmFlags", "").split(" ")) {
            if (!flag.isBlank()) {
                command.add(flag);
            }
        }
        return command;
    }
}
