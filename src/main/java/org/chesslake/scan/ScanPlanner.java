package org.chesslake.scan;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.apache.hadoop.conf.Configuration;
import org.chesslake.format.DatabasePlan;
import org.chesslake.format.FormatDescription.SplitUnit;
import org.chesslake.format.FormatOptions;
import org.chesslake.format.Formats;
import org.chesslake.format.Split;
import org.chesslake.format.SplitSizing;

/**
 * Plans a scan over many databases on the driver: each database's cheap {@link DatabasePlan}
 * (sizes, index length, headers), its splits weighed by their share of its bytes, and the pieces
 * packed into partitions. Nothing here reads a game record.
 */
public final class ScanPlanner {

    private static final int PARALLEL_FROM = 16;
    private static final int THREADS = 8;

    private final Configuration conf;
    private final FormatOptions options;
    private final SplitSizing sizing;
    private final Packing packing;

    public ScanPlanner(Configuration conf, FormatOptions options, SplitSizing sizing, Packing packing) {
        this.conf = conf;
        this.options = options;
        this.sizing = sizing;
        this.packing = packing;
    }

    /**
     * The partitions of a scan, each a list of pieces.
     *
     * @param wholeDatabases one piece per database (the names table), instead of one per split
     */
    public List<List<DatabaseSplit>> plan(List<DatabaseRef> databases, boolean wholeDatabases) {
        return pack(databases, planEach(databases), wholeDatabases);
    }

    /**
     * The partitions of databases planned before, {@code plans} in their order: a run that reads
     * its input several times plans each database once ({@link #planEach}) and packs it per table.
     */
    public List<List<DatabaseSplit>> pack(List<DatabaseRef> databases, List<DatabasePlan> plans, boolean wholeDatabases) {
        List<Packing.Weighted> pieces = new ArrayList<>();
        for (int i = 0; i < databases.size(); i++) {
            DatabaseRef ref = databases.get(i);
            DatabasePlan plan = plans.get(i);
            if (wholeDatabases) {
                long end = plan.splits().isEmpty() ? 0 : plan.splits().get(plan.splits().size() - 1).end();
                pieces.add(new Packing.Weighted(new DatabaseSplit(ref, plan.facts(), new Split(0, end)), plan.bytes(), false));
                continue;
            }
            long units = Math.max(1, plan.units());
            // a table file's splits are fine byte ranges, packed as small files are; the splits
            // of other databases were sized by the options and keep a partition each
            boolean alone = plan.splits().size() > 1
                    && Formats.byName(ref.format()).description().splitUnit() != SplitUnit.TABLE_BYTES;
            for (Split split : plan.splits()) {
                long bytes = (long) ((double) plan.bytes() * split.length() / units);
                pieces.add(new Packing.Weighted(new DatabaseSplit(ref, plan.facts(), split), bytes, alone));
            }
        }
        return packing.pack(pieces);
    }

    /**
     * The plans of the databases in their order, made by a few threads: a plan waits mostly on the
     * file system (a few stat calls and one small read), which on HDFS or S3 is a network round trip.
     * The first database (in order) that cannot be planned fails the whole.
     */
    public List<DatabasePlan> planEach(List<DatabaseRef> databases) {
        List<DatabasePlan> plans = new ArrayList<>();
        for (Attempt attempt : attemptEach(databases)) {
            if (attempt.error() != null) {
                throw attempt.error();
            }
            plans.add(attempt.plan());
        }
        return plans;
    }

    /** A database's plan, or why it could not be planned (it cannot be opened: bad magic, truncated index, ...). */
    public record Attempt(DatabaseRef database, DatabasePlan plan, RuntimeException error) {
    }

    /** Plans each database as {@link #planEach} does, a database that cannot be planned kept with its error. */
    public List<Attempt> attemptEach(List<DatabaseRef> databases) {
        if (databases.size() < PARALLEL_FROM) {
            return databases.stream().map(this::attempt).toList();
        }
        ExecutorService pool = Executors.newFixedThreadPool(THREADS, runnable -> {
            Thread thread = new Thread(runnable, "chesslake-planner");
            thread.setDaemon(true);
            return thread;
        });
        try {
            List<Future<Attempt>> futures = new ArrayList<>();
            for (DatabaseRef ref : databases) {
                futures.add(pool.submit(() -> attempt(ref)));
            }
            List<Attempt> attempts = new ArrayList<>();
            for (Future<Attempt> future : futures) {
                attempts.add(future.get());
            }
            return attempts;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("planning interrupted", e);
        } catch (ExecutionException e) {
            throw e.getCause() instanceof RuntimeException r ? r : new IllegalStateException(e.getCause());
        } finally {
            pool.shutdownNow();
        }
    }

    private Attempt attempt(DatabaseRef ref) {
        try {
            return new Attempt(ref, plan(ref), null);
        } catch (RuntimeException e) {
            return new Attempt(ref, null, e);
        }
    }

    private DatabasePlan plan(DatabaseRef ref) {
        try {
            return Formats.byName(ref.format()).plan(ref.file(conf), options, sizing);
        } catch (IOException e) {
            throw new UncheckedIOException(e.getMessage(), e);
        }
    }
}
