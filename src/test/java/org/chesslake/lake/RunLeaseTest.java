package org.chesslake.lake;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
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

    /** A lease write whose writer was killed before its rename leaves a hidden file: a dead run's old one goes. */
    @Test
    void recoveryDeletesTheHiddenLeaseWritesOfDeadRunsOnceTheyAreOld() throws IOException {
        org.apache.hadoop.fs.Path lakePath = new org.apache.hadoop.fs.Path(lake.toUri());
        Path runs = Files.createDirectories(lake.resolve(RunLease.DIRECTORY));
        long old = System.currentTimeMillis() - RunLease.DEFAULT_TIME_TO_LIVE.toMillis() - 60_000;
        hidden(runs, ".dead.3.lease.writing", old);
        hidden(runs, ".starting.1.lease.writing", System.currentTimeMillis()); // may be a run starting now
        try (RunLease live = RunLease.acquire(lakePath, CONF, "alive", Duration.ofSeconds(30))) {
            hidden(runs, ".alive.7.lease.writing", old); // its run lives: not ours to touch
            RunLease.deleteExpired(lakePath, CONF);
            assertEquals(Set.of(".starting.1.lease.writing", ".alive.7.lease.writing", "alive.1.lease"), names());
        }
    }

    private static void hidden(Path runs, String name, long modified) throws IOException {
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
