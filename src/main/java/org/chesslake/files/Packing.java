package org.chesslake.files;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;

/**
 * How pieces of databases are packed into partitions, as Spark packs small files: a piece weighs
 * its bytes plus an open cost (what opening a database costs, counted in bytes), and a partition
 * takes pieces in input order until the next would push it past the byte target. A piece heavier
 * than the target, or one split of a database cut into several (its size was chosen by
 * {@code gamesPerPartition} or {@code bytesPerPartition}), gets a partition of its own. Every piece
 * lands in exactly one partition.
 *
 * @param maxPartitionBytes the byte target of a partition
 * @param openCostInBytes   what opening one database weighs
 */
public record Packing(long maxPartitionBytes, long openCostInBytes) implements Serializable {

    public static final long DEFAULT_MAX_PARTITION_BYTES = 128L << 20;
    public static final long DEFAULT_OPEN_COST = 4L << 20;
    public static final Packing DEFAULT = new Packing(DEFAULT_MAX_PARTITION_BYTES, DEFAULT_OPEN_COST);

    public Packing {
        if (maxPartitionBytes < 1 || openCostInBytes < 0) {
            throw new IllegalArgumentException("packing needs a positive byte target and a non-negative open cost");
        }
    }

    /**
     * A piece and its weight in bytes (its share of the database's bytes).
     *
     * @param alone the piece is one of several splits of its database and keeps a partition to itself
     */
    public record Weighted(Piece piece, long bytes, boolean alone) {
    }

    public List<List<Piece>> pack(List<Weighted> pieces) {
        List<List<Piece>> partitions = new ArrayList<>();
        List<Piece> current = new ArrayList<>();
        long currentBytes = 0;
        for (Weighted w : pieces) {
            long weight = w.bytes() + openCostInBytes;
            if (w.alone()) {
                partitions.add(List.of(w.piece()));
                continue;
            }
            if (!current.isEmpty() && currentBytes + weight > maxPartitionBytes) {
                partitions.add(current);
                current = new ArrayList<>();
                currentBytes = 0;
            }
            current.add(w.piece());
            currentBytes += weight;
        }
        if (!current.isEmpty()) {
            partitions.add(current);
        }
        return partitions;
    }
}
