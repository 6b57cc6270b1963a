package org.chesslake.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.HttpURLConnection;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileSystem;

/**
 * An S3 server for the object-store tests: Adobe's S3Mock, its executable jar (copied by the pom to
 * {@code target/s3mock/} at pre-integration-test) run as a child JVM, so that its Spring Boot classpath
 * stays out of the tests'. One bucket, {@value #BUCKET}, stored under a directory of the test; the server's
 * output in {@code target/s3mock/logs/}, which its failures name. Hadoop's {@code s3a://} reaches it with the
 * settings of {@link #hadoopConf()}: the endpoint, path-style access and static credentials, as a user points
 * S3A at an S3-compatible store.
 */
public final class S3Mock implements AutoCloseable {

    public static final String BUCKET = "lake";
    private static final Path JAR = Path.of("target", "s3mock", "s3mock.jar");
    private static final Path LOGS = Path.of("target", "s3mock", "logs");
    private static final long START_SECONDS = 180;
    /** Spring Boot's line once its server listens, e.g. {@code Tomcat started on ports 40501 (https), 40465 (http)}. */
    private static final Pattern STARTED = Pattern.compile("Tomcat started on ports? .*?(\\d+) \\(http\\)");

    private final Process process;
    private final Path log;
    private int port;
    /** The configuration whose s3a:// file system reaches this server: Hadoop caches that for the JVM. */
    private Configuration configured;

    private S3Mock(Process process, Path log) {
        this.process = process;
        this.log = log;
    }

    /**
     * Starts the server, its objects under {@code directory}, and waits until it answers. It binds a port of
     * its own choosing (port 0), which its log says: no other process can take the port between its choice
     * and its use, as with a port found free beforehand.
     */
    public static S3Mock start(Path directory) throws IOException, InterruptedException {
        if (!Files.isRegularFile(JAR)) {
            throw new IllegalStateException(JAR + " is missing: the pom copies it at pre-integration-test"
                    + " (mvn dependency:copy@s3mock)");
        }
        Path root = Files.createDirectories(directory.resolve("s3mock-root"));
        Path log = Files.createTempFile(Files.createDirectories(LOGS), "s3mock-", ".log");
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<String> command = List.of(java, "-Xmx384m", "-XX:TieredStopAtLevel=1", "-jar",
                JAR.toAbsolutePath().toString(),
                "--com.adobe.testing.s3mock.httpPort=0",
                "--server.port=0", // its HTTPS port, unused
                "--com.adobe.testing.s3mock.store.root=" + root.toAbsolutePath(),
                "--com.adobe.testing.s3mock.store.initialBuckets=" + BUCKET,
                "--spring.main.banner-mode=off");
        Process process = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile()).start();
        S3Mock server = new S3Mock(process, log);
        server.awaitStarted();
        System.out.println("S3Mock at " + server.endpoint() + ", its log in " + log);
        return server;
    }

    /**
     * Waits until the server's log names its HTTP port and the bucket answers a request there with 200;
     * throws, with the log, if the server exits or does not answer in time (then it is stopped).
     */
    private void awaitStarted() throws IOException, InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(START_SECONDS);
        while (System.nanoTime() < deadline && process.isAlive()) {
            if (port == 0) {
                Matcher started = STARTED.matcher(Files.readString(log));
                port = started.find() ? Integer.parseInt(started.group(1)) : 0;
            }
            if (port != 0 && bucketAnswers()) {
                return;
            }
            Thread.sleep(250);
        }
        stop();
        throw new IllegalStateException("S3Mock did not answer " + (port == 0 ? "(no port in its log)" : endpoint())
                + " within " + START_SECONDS + " s" + (process.isAlive() ? "" : ", it exited") + "; its log, " + log
                + ":\n" + Files.readString(log));
    }

    private boolean bucketAnswers() {
        try {
            HttpURLConnection connection = (HttpURLConnection) URI.create(endpoint() + "/" + BUCKET).toURL().openConnection();
            connection.setConnectTimeout(1000);
            connection.setReadTimeout(10_000);
            try {
                return connection.getResponseCode() == 200;
            } finally {
                connection.disconnect();
            }
        } catch (IOException e) {
            return false; // not listening yet
        }
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
        configured = conf;
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

    /**
     * Stops the server, and closes the JVM's s3a:// file system of the bucket: Hadoop caches one per bucket
     * for the JVM, made with this server's endpoint, and the next server's tests (its own port) must not get it.
     */
    @Override
    public void close() {
        try {
            if (configured != null) {
                FileSystem.get(URI.create(path("")), configured).close();
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } finally {
            configured = null;
            stop();
        }
    }

    private void stop() {
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
