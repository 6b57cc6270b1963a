package org.chesslake.lake;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.FileNotFoundException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;

/**
 * A run's lease on a lake: a file {@code OUTPUT/_runs/<run>.<n>.lease} says until when the run is
 * alive and which sources it replaces. The run renews it (a daemon thread, every third of its
 * time to live) while it lives and deletes it when it ends; a lease past its expiry is a dead run's.
 * Each renewal writes a new file ({@code n} counts up) before it deletes the previous one, so a run
 * killed while writing leaves a readable lease. Nothing is renamed: each file is written once under
 * its name, which is atomic on an object store (an object appears whole when its upload ends); on a
 * file system a reader may see a file being written, half-written, which the run's previous file
 * outweighs.
 * Whatever a run leaves in the lake (its branches {@code ingest_<run>}, their files, its scratch
 * directory, its publish marker) may be cleaned up or rolled forward by others only once its lease
 * is not live ({@link #live}); a lease file that cannot be read, beside none of its run's that can,
 * counts as live for the default time to live from its modification time.
 *
 * <pre>{@code
 * try (RunLease lease = RunLease.acquire(lakeDir, conf, runId, RunLease.DEFAULT_TIME_TO_LIVE)) {
 *     lease.claim(sources);            // before staging: others see which sources the run writes
 *     ...
 * }                                    // released: the lease file is gone
 * Set<String> running = RunLease.live(lakeDir, conf);   // e.g. for maintenance: the runs not to touch
 * }</pre>
 */
public final class RunLease implements AutoCloseable {

    /** Below the lake's output directory: one lease file per run. */
    public static final String DIRECTORY = "_runs";
    public static final Duration DEFAULT_TIME_TO_LIVE = Duration.ofSeconds(60);
    private static final String SUFFIX = ".lease";
    /** Listings of the lease directory a reader makes at most while lease files vanish under it (renewals). */
    private static final int LISTINGS = 5;
    private static final ObjectMapper JSON = new ObjectMapper();

    /**
     * What a lease file says: the run, who holds it (host and process), when it was acquired and
     * until when it is valid (milliseconds since the epoch), and the sources the run replaces.
     */
    public record Lease(String runId, String holder, long acquiredMillis, long expiresMillis, List<String> sources) {

        public boolean live(long nowMillis) {
            return expiresMillis > nowMillis;
        }

        /** Whether this lease was taken before {@code other}: the earlier of two runs on one source goes on. */
        boolean before(Lease other) {
            return acquiredMillis != other.acquiredMillis ? acquiredMillis < other.acquiredMillis
                    : runId.compareTo(other.runId) < 0;
        }
    }

    private final Path directory;
    private final Configuration conf;
    /** The lease file last written, and its number. */
    private Path file;
    private int renewals;
    private final Duration timeToLive;
    private final ScheduledExecutorService renewer;
    private Lease lease;
    private boolean released;

    private RunLease(Path directory, Configuration conf, Duration timeToLive, Lease lease) {
        this.directory = directory;
        this.conf = conf;
        this.timeToLive = timeToLive;
        this.lease = lease;
        this.renewer = Executors.newSingleThreadScheduledExecutor(runnable -> {
            Thread thread = new Thread(runnable, "chesslake-lease-" + lease.runId());
            thread.setDaemon(true);
            return thread;
        });
    }

    /** Takes the lease of run {@code runId} on the lake in {@code lake} and keeps renewing it until released. */
    public static RunLease acquire(Path lake, Configuration conf, String runId, Duration timeToLive) {
        long now = System.currentTimeMillis();
        Lease lease = new Lease(runId, ManagementFactory.getRuntimeMXBean().getName(), now,
                now + timeToLive.toMillis(), List.of());
        RunLease run = new RunLease(new Path(lake, DIRECTORY), conf, timeToLive, lease);
        run.write();
        long every = Math.max(1, timeToLive.toMillis() / 3);
        run.renewer.scheduleWithFixedDelay(run::renewQuietly, every, every, TimeUnit.MILLISECONDS);
        return run;
    }

    public String runId() {
        return lease.runId();
    }

    /** The lease as last written. */
    public synchronized Lease lease() {
        return lease;
    }

    /** Records the sources the run replaces, for other runs to see; renews the lease. */
    public synchronized void claim(Set<String> sources) {
        lease = new Lease(lease.runId(), lease.holder(), lease.acquiredMillis(), expiry(), List.copyOf(sources));
        write();
    }

    /** Extends the lease by its time to live from now. */
    public synchronized void renew() {
        if (!released) {
            lease = new Lease(lease.runId(), lease.holder(), lease.acquiredMillis(), expiry(), lease.sources());
            write();
        }
    }

    private void renewQuietly() {
        try {
            renew();
        } catch (RuntimeException e) {
            // the next renewal tries again; a lease that expires meanwhile makes the run look dead
        }
    }

    /** Ends the lease: the renewals stop and the file is deleted. */
    public synchronized void release() {
        if (released) {
            return;
        }
        released = true;
        renewer.shutdownNow();
        try {
            directory.getFileSystem(conf).delete(file, false);
        } catch (IOException e) {
            throw new UncheckedIOException(file + ": " + e.getMessage(), e);
        }
    }

    @Override
    public void close() {
        release();
    }

    /**
     * The live run of another lease that claims one of {@code sources} and was taken before this
     * one, with the first such source: the run that goes on while this one must stop.
     */
    public Optional<String> earlierClaimOf(Set<String> sources) {
        Lease mine = lease();
        long now = System.currentTimeMillis();
        for (Lease other : leases(directory.getParent(), conf)) {
            if (!other.runId().equals(mine.runId()) && other.live(now) && other.before(mine)) {
                for (String source : other.sources()) {
                    if (sources.contains(source)) {
                        return Optional.of("source " + source + " is being written by run " + other.runId()
                                + " (" + other.holder() + "), which started first");
                    }
                }
            }
        }
        return Optional.empty();
    }

    private long expiry() {
        return System.currentTimeMillis() + timeToLive.toMillis();
    }

    /**
     * Writes the lease into a new file, then deletes the one before: while the new one is being
     * written (and read half-written, on a file system) the one before still says the run lives.
     */
    private void write() {
        Path next = new Path(directory, lease.runId() + "." + (++renewals) + SUFFIX);
        try {
            FileSystem fs = directory.getFileSystem(conf);
            try (OutputStream out = fs.create(next, false)) {
                out.write(JSON.writeValueAsBytes(lease));
            }
            if (file != null) {
                fs.delete(file, false);
            }
            file = next;
        } catch (IOException e) {
            throw new UncheckedIOException(next + ": " + e.getMessage(), e);
        }
    }

    /**
     * Every lease of the lake in {@code lake}, live or expired: per run, the one of its readable
     * files that expires last. A file that cannot be read (being written this instant, or its writer
     * killed meanwhile) counts only where its run has no readable file (its first lease), as a lease
     * without sources valid for {@link #DEFAULT_TIME_TO_LIVE} from its modification time.
     */
    public static List<Lease> leases(Path lake, Configuration conf) {
        Map<String, Lease> byRun = new TreeMap<>();
        List<LeaseFile> files = files(lake, conf);
        for (LeaseFile file : files) {
            if (file.readable()) {
                byRun.merge(file.lease().runId(), file.lease(), (a, b) -> a.expiresMillis() >= b.expiresMillis() ? a : b);
            }
        }
        for (LeaseFile file : files) {
            if (!file.readable()) {
                byRun.merge(file.lease().runId(), file.lease(), (readable, unreadable) -> readable);
            }
        }
        return List.copyOf(byRun.values());
    }

    /** A lease file and what it says; one that could not be read says what {@link #leases} takes it for. */
    private record LeaseFile(Path path, Lease lease, boolean readable) {
    }

    /**
     * Reads the lease files of the lake. A file that vanished between the listing and its read was
     * renewed (its successor, written before it was deleted, is not in that listing) or released:
     * the directory is listed again, so that a run renewing its lease is never taken for dead. A file
     * still vanishing after {@link #LISTINGS} listings counts as an unreadable one, which keeps its run
     * live for a while rather than let another run drop a live run's branches.
     */
    private static List<LeaseFile> files(Path lake, Configuration conf) {
        Path directory = new Path(lake, DIRECTORY);
        try {
            FileSystem fs = directory.getFileSystem(conf);
            for (int listing = 1; ; listing++) {
                FileStatus[] listed;
                try {
                    listed = fs.listStatus(directory);
                } catch (FileNotFoundException e) {
                    return List.of();
                }
                List<LeaseFile> files = new ArrayList<>();
                boolean vanished = false;
                for (FileStatus status : listed) {
                    String name = status.getPath().getName();
                    if (!name.endsWith(SUFFIX) || name.startsWith(".")) {
                        continue;
                    }
                    try (InputStream in = fs.open(status.getPath())) {
                        files.add(new LeaseFile(status.getPath(), JSON.readValue(in, Lease.class), true));
                    } catch (FileNotFoundException e) {
                        vanished = true;
                        if (listing == LISTINGS) {
                            files.add(unreadable(status));
                        }
                    } catch (IOException e) {
                        files.add(unreadable(status));
                    }
                }
                if (!vanished || listing == LISTINGS) {
                    return files;
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(directory + ": " + e.getMessage(), e);
        }
    }

    /** What {@link #leases} takes a lease file it could not read for: a lease without sources from its modification time. */
    private static LeaseFile unreadable(FileStatus status) {
        String name = status.getPath().getName();
        long modified = status.getModificationTime();
        return new LeaseFile(status.getPath(), new Lease(name.substring(0, name.indexOf('.')), "?", modified,
                modified + DEFAULT_TIME_TO_LIVE.toMillis(), List.of()), false);
    }

    /** The ids of the runs whose lease on the lake in {@code lake} is live: those whose files nobody else may touch. */
    public static Set<String> live(Path lake, Configuration conf) {
        long now = System.currentTimeMillis();
        Set<String> live = new TreeSet<>();
        for (Lease lease : leases(lake, conf)) {
            if (lease.live(now)) {
                live.add(lease.runId());
            }
        }
        return live;
    }

    /** Deletes the lease files of dead runs (after their leftovers were recovered), read or not. */
    static void deleteExpired(Path lake, Configuration conf) throws IOException {
        Set<String> live = live(lake, conf);
        for (LeaseFile file : files(lake, conf)) {
            if (!live.contains(file.lease().runId())) {
                file.path().getFileSystem(conf).delete(file.path(), false);
            }
        }
    }
}
