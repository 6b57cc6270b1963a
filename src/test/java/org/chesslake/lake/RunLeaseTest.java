package org.chesslake.lake;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.apache.hadoop.conf.Configuration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RunLeaseTest {

    private static final Configuration CONF = new Configuration();

    @TempDir
    Path lake;

    @Test
    void aLeaseIsAFileWhileTheRunLivesAndGoneWhenReleased() {
        org.apache.hadoop.fs.Path lakePath = new org.apache.hadoop.fs.Path(lake.toUri());
        try (RunLease lease = RunLease.acquire(lakePath, CONF, "run1", Duration.ofSeconds(30))) {
            lease.claim(Set.of("a.pgn"));
            assertEquals(Set.of("run1"), RunLease.live(lakePath, CONF));
            assertEquals(java.util.List.of("a.pgn"), RunLease.leases(lakePath, CONF).get(0).sources());
        }
        assertEquals(Set.of(), RunLease.live(lakePath, CONF));
        assertEquals(Set.of(), names());
    }

    /**
     * A lease file is written in place: one half-written (a renewal this instant, or its writer killed)
     * beside its run's previous one does not count; alone (a run's first) it counts as live for the
     * default time to live from its modification time, and once older it is a dead run's and goes.
     */
    @Test
    void aHalfWrittenLeaseFileCountsOnlyWhereItsRunHasNoReadableOne() throws IOException {
        org.apache.hadoop.fs.Path lakePath = new org.apache.hadoop.fs.Path(lake.toUri());
        Path runs = Files.createDirectories(lake.resolve(RunLease.DIRECTORY));
        long old = System.currentTimeMillis() - RunLease.DEFAULT_TIME_TO_LIVE.toMillis() - 60_000;
        halfWritten(runs, "dead.3.lease", old);
        halfWritten(runs, "starting.1.lease", System.currentTimeMillis()); // may be a run starting now
        try (RunLease live = RunLease.acquire(lakePath, CONF, "alive", Duration.ofSeconds(30))) {
            halfWritten(runs, "alive.2.lease", old); // its renewal being written
            assertEquals(Duration.ofSeconds(30).toMillis(), RunLease.leases(lakePath, CONF).stream()
                    .filter(lease -> lease.runId().equals("alive")).findFirst().orElseThrow().expiresMillis()
                    - live.lease().acquiredMillis(), "the readable lease counts");
            assertEquals(Set.of("alive", "starting"), RunLease.live(lakePath, CONF));
            RunLease.deleteExpired(lakePath, CONF);
            assertEquals(Set.of("starting.1.lease", "alive.2.lease", "alive.1.lease"), names());
        }
    }

    /** Each renewal is a new file, written once under its name: nothing is renamed (on an object store, not atomic). */
    @Test
    void aRenewalWritesTheNextFileAndDeletesThePrevious() {
        org.apache.hadoop.fs.Path lakePath = new org.apache.hadoop.fs.Path(lake.toUri());
        try (RunLease lease = RunLease.acquire(lakePath, CONF, "run1", Duration.ofSeconds(30))) {
            lease.renew();
            lease.claim(Set.of("a.pgn"));
            assertEquals(Set.of("run1.3.lease"), names());
            assertEquals(List.of("a.pgn"), RunLease.leases(lakePath, CONF).get(0).sources());
        }
    }

    /**
     * A reader lists the leases, then the run renews (writes its next file, deletes the listed one),
     * then the reader opens the listed file: gone. The run is alive all along, and its successor file
     * is not in the listing, so the reader must list again rather than take the run for dead (whose
     * branches another run's recovery would then drop).
     */
    @Test
    void aLeaseRenewedBetweenTheListingAndItsReadIsStillLive() {
        Configuration conf = new Configuration();
        conf.set("fs." + RenewingOnOpen.SCHEME + ".impl", RenewingOnOpen.class.getName());
        conf.setBoolean("fs." + RenewingOnOpen.SCHEME + ".impl.disable.cache", true);
        org.apache.hadoop.fs.Path lakePath = new org.apache.hadoop.fs.Path(RenewingOnOpen.SCHEME + "://" + lake.toUri().getPath());
        try (RunLease lease = RunLease.acquire(lakePath, conf, "run1", Duration.ofSeconds(30))) {
            lease.claim(Set.of("a.pgn"));
            RenewingOnOpen.beforeNextOpen = lease::renew;
            assertEquals(Set.of("run1"), RunLease.live(lakePath, conf));
            assertEquals(null, RenewingOnOpen.beforeNextOpen, "the renewal ran between the listing and the read");
            assertEquals(Set.of("run1.3.lease"), names());
        }
    }

    /** The local file system under its own scheme, running a given action once before the next file is opened. */
    public static final class RenewingOnOpen extends org.apache.hadoop.fs.RawLocalFileSystem {
        static final String SCHEME = "renewing";
        static volatile Runnable beforeNextOpen;

        @Override
        public java.net.URI getUri() {
            return java.net.URI.create(SCHEME + ":///");
        }

        @Override
        public String getScheme() {
            return SCHEME;
        }

        @Override
        public org.apache.hadoop.fs.FSDataInputStream open(org.apache.hadoop.fs.Path path, int bufferSize) throws IOException {
            Runnable action = beforeNextOpen;
            beforeNextOpen = null;
            if (action != null) {
                action.run();
            }
            return super.open(path, bufferSize);
        }
    }

    private static void halfWritten(Path runs, String name, long modified) throws IOException {
        File file = Files.writeString(runs.resolve(name), "{\"runId\":").toFile();
        file.setLastModified(modified);
    }

    private Set<String> names() {
        File[] files = lake.resolve(RunLease.DIRECTORY).toFile().listFiles();
        Set<String> names = new TreeSet<>();
        if (files != null) {
            Arrays.stream(files).map(File::getName).filter(n -> !n.endsWith(".crc")).forEach(names::add);
        }
        return names;
    }
}
