package org.chesslake.scan;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import org.chesslake.format.Split;

/**
 * How pieces of databases are packed into partitions, as Spark packs small files: a piece weighs
 * its bytes plus an open cost (what opening a database costs, counted in bytes), and a partition
 * takes pieces in input order until the next would push it past the byte target. The target is
 * {@code maxPartitionBytes}, lowered (as Spark's file sources lower theirs) so that the input
 * fills at least {@code minPartitions} partitions, but never below one open cost. A piece heavier
 * than the target, or one split of a database cut into several (its size was chosen by
 * {@code gamesPerPartition} or {@code bytesPerPartition}; not a table file's fine byte ranges,
 * which pack), gets a partition of its own. Every piece lands in exactly one partition.
 *
 * @param maxPartitionBytes the byte target of a partition
 * @param openCostInBytes   what opening one database weighs
 * @param minPartitions     the partitions the packed pieces should fill at least (the cores)
 */
public record Packing(long maxPartitionBytes, long openCostInBytes, int minPartitions) implements Serializable {

    public static final long DEFAULT_MAX_PARTITION_BYTES = 128L << 20;
    /**
     * Opening a small database costs about what decoding a few kilobytes does (a one-game SCID
     * database: three opens, about 0.1 ms), far less than Spark's 4 MB for a Parquet file:
     * {@code jobs/dev/bench many 10000 3} read 10,000 one-game databases at 0.16 of one database's
     * games/s with 4 MB (323 partitions) and 0.25 with 256 KB (20 partitions).
     */
    public static final long DEFAULT_OPEN_COST = 256L << 10;
    public static final Packing DEFAULT = new Packing(DEFAULT_MAX_PARTITION_BYTES, DEFAULT_OPEN_COST, 1);

    public Packing {
        if (maxPartitionBytes < 1 || openCostInBytes < 0 || minPartitions < 1) {
            throw new IllegalArgumentException(
                    "packing needs a positive byte target, a non-negative open cost and at least one partition");
        }
    }

    /** This packing, filling at least {@code partitions} partitions where the input allows. */
    public Packing spreadOver(int partitions) {
        return new Packing(maxPartitionBytes, openCostInBytes, Math.max(1, partitions));
    }

    /**
     * A piece and its weight in bytes (its share of the database's bytes).
     *
     * @param alone the piece is one of several splits of its database and keeps a partition to itself
     */
    public record Weighted(DatabaseSplit piece, long bytes, boolean alone) {
    }

    /**
     * The pieces in partitions. A piece that continues the one before it in the same partition (the
     * next range of the same database: a table file's next bytes) joins it as one range, read
     * by one reader, and weighs no second open cost.
     */
    public List<List<DatabaseSplit>> pack(List<Weighted> pieces) {
        long total = 0;
        DatabaseSplit previous = null;
        for (Weighted w : pieces) {
            if (!w.alone()) {
                total += w.bytes() + (continues(previous, w.piece()) ? 0 : openCostInBytes);
            }
            previous = w.piece();
        }
        long target = Math.min(maxPartitionBytes, Math.max(openCostInBytes, total / minPartitions));
        List<List<DatabaseSplit>> partitions = new ArrayList<>();
        List<DatabaseSplit> current = new ArrayList<>();
        long currentBytes = 0;
        for (Weighted w : pieces) {
            if (w.alone()) {
                partitions.add(List.of(w.piece()));
                continue;
            }
            DatabaseSplit last = current.isEmpty() ? null : current.get(current.size() - 1);
            long weight = w.bytes() + (continues(last, w.piece()) ? 0 : openCostInBytes);
            if (!current.isEmpty() && currentBytes + weight > target) {
                partitions.add(current);
                current = new ArrayList<>();
                currentBytes = 0;
                last = null;
                weight = w.bytes() + openCostInBytes;
            }
            if (continues(last, w.piece())) {
                current.set(current.size() - 1, new DatabaseSplit(last.database(), last.facts(),
                        new Split(last.split().start(), w.piece().split().end())));
            } else {
                current.add(w.piece());
            }
            currentBytes += weight;
        }
        if (!current.isEmpty()) {
            partitions.add(current);
        }
        return partitions;
    }

    /** Whether {@code next} is the range of the same database right after {@code piece}'s. */
    private static boolean continues(DatabaseSplit piece, DatabaseSplit next) {
        return piece != null && piece.database().equals(next.database()) && piece.split().end() == next.split().start();
    }
}
