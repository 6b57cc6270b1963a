package org.chesslake.testing;

import java.io.IOException;
import java.net.HttpURLConnection;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileSystem;

/**
 * An S3 server for the object-store tests: Adobe's S3Mock, its executable jar (copied by the pom to
 * {@code target/s3mock/} at pre-integration-test) run as a child JVM, so that its Spring Boot classpath
 * stays out of the tests'. One bucket, {@value #BUCKET}, stored under a directory of the test. Hadoop's
 * {@code s3a://} reaches it with the settings of {@link #hadoopConf()}: the endpoint, path-style access and
 * static credentials, as a user points S3A at an S3-compatible store.
 */
public final class S3Mock implements AutoCloseable {

    public static final String BUCKET = "lake";
    private static final Path JAR = Path.of("target", "s3mock", "s3mock.jar");
    private static final long START_SECONDS = 180;

    private final Process process;
    private final int port;

    private S3Mock(Process process, int port) {
        this.process = process;
        this.port = port;
    }

    /**
     * Starts the server, its objects and log under {@code directory}, and waits until it answers. Its port
     * is found free before the server binds it, some seconds later: another process may take it meanwhile,
     * and then the server is started again on another.
     */
    public static S3Mock start(Path directory) throws IOException, InterruptedException {
        if (!Files.isRegularFile(JAR)) {
            throw new IllegalStateException(JAR + " is missing: the pom copies it at pre-integration-test"
                    + " (mvn test-compile dependency:copy@s3mock)");
        }
        Path root = Files.createDirectories(directory.resolve("s3mock-root"));
        for (int attempt = 1; ; attempt++) {
            int port = freePort();
            Path log = directory.resolve("s3mock-" + attempt + ".log");
            String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
            List<String> command = new ArrayList<>(List.of(java, "-Xmx384m", "-XX:TieredStopAtLevel=1", "-jar",
                    JAR.toAbsolutePath().toString(),
                    "--com.adobe.testing.s3mock.httpPort=" + port,
                    "--server.port=" + freePort(), // its HTTPS port, unused
                    "--com.adobe.testing.s3mock.store.root=" + root.toAbsolutePath(),
                    "--com.adobe.testing.s3mock.store.initialBuckets=" + BUCKET,
                    "--spring.main.banner-mode=off"));
            Process process = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile()).start();
            S3Mock server = new S3Mock(process, port);
            if (server.awaitStarted()) {
                return server;
            }
            String output = Files.readString(log);
            if (attempt == 3 || !output.contains("BindException")) {
                throw new IllegalStateException("S3Mock did not start:\n" + output);
            }
        }
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return socket.getLocalPort();
        }
    }

    /** Waits until the server answers: whether it does (not if it exited or did not answer in time, then stopped). */
    private boolean awaitStarted() throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(START_SECONDS);
        while (System.nanoTime() < deadline && process.isAlive()) {
            try {
                HttpURLConnection connection = (HttpURLConnection) URI.create(endpoint() + "/" + BUCKET).toURL().openConnection();
                connection.setConnectTimeout(1000);
                if (connection.getResponseCode() == 200) {
                    return true;
                }
            } catch (IOException e) {
                // not listening yet
            }
            Thread.sleep(250);
        }
        close();
        return false;
    }

    public String endpoint() {
        return "http://127.0.0.1:" + port;
    }

    /** The object {@code key} of the bucket as an {@code s3a://} URI. */
    public String path(String key) {
        return "s3a://" + BUCKET + "/" + key;
    }

    /** The S3A settings that reach this server, as Hadoop keys ({@code spark.hadoop.} before each for Spark). */
    public Map<String, String> hadoopConf() {
        Map<String, String> conf = new LinkedHashMap<>();
        conf.put("fs.s3a.endpoint", endpoint());
        conf.put("fs.s3a.endpoint.region", "us-east-1");
        conf.put("fs.s3a.path.style.access", "true");
        conf.put("fs.s3a.connection.ssl.enabled", "false");
        conf.put("fs.s3a.aws.credentials.provider", "org.apache.hadoop.fs.s3a.SimpleAWSCredentialsProvider");
        conf.put("fs.s3a.access.key", "test");
        conf.put("fs.s3a.secret.key", "test");
        // S3A that fails any rename: nothing chesslake writes to an object store may be renamed there
        conf.put("fs.s3a.impl", NoRenameS3AFileSystem.class.getName());
        return conf;
    }

    /** Sets {@link #hadoopConf()} on a Hadoop configuration. */
    public void configure(Configuration conf) {
        hadoopConf().forEach(conf::set);
    }

    /** {@link #hadoopConf()} as JVM options of a child Spark driver ({@code -Dspark.hadoop.KEY=VALUE}). */
    public List<String> sparkJvmOptions() {
        return hadoopConf().entrySet().stream().map(e -> "-Dspark.hadoop." + e.getKey() + "=" + e.getValue()).toList();
    }

    /** Copies a local file or directory to the object {@code key} (under it, for a directory); returns its s3a:// URI. */
    public String upload(Path local, String key, Configuration conf) throws IOException {
        org.apache.hadoop.fs.Path target = new org.apache.hadoop.fs.Path(path(key));
        FileSystem fs = target.getFileSystem(conf); // Hadoop's cached instance: not closed here
        fs.copyFromLocalFile(false, true, new org.apache.hadoop.fs.Path(local.toAbsolutePath().toUri()), target);
        return target.toString();
    }

    @Override
    public void close() {
        process.destroy();
        try {
            if (!process.waitFor(30, TimeUnit.SECONDS)) {
                process.destroyForcibly();
            }
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
        }
    }
}
