package org.chesslake.scan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import org.chesslake.format.Split;
import org.junit.jupiter.api.Test;

class PackingTest {

    private static final long KB = 1024;

    /** {@code n} one-split databases of {@code bytes} each, in order. */
    private static List<Packing.Weighted> databases(int n, long bytes) {
        List<Packing.Weighted> pieces = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            pieces.add(new Packing.Weighted(piece(i), bytes, false));
        }
        return pieces;
    }

    /** A one-split database of its own (its range continues the one before: only the database tells them apart). */
    private static DatabaseSplit piece(int i) {
        return new DatabaseSplit(new DatabaseRef("scid", "db" + i + ".si4", "db" + i), java.util.Map.of(), new Split(i, i + 1));
    }

    private static List<Integer> sizes(List<List<DatabaseSplit>> partitions) {
        return partitions.stream().map(List::size).toList();
    }

    @Test
    void smallDatabasesFillPartitionsUpToTheTargetWithTheirOpenCost() {
        Packing packing = new Packing(1000 * KB, 100 * KB, 1);
        // each weighs 150 KB: six fit under 1000 KB, the seventh starts a partition
        assertEquals(List.of(6, 6, 3), sizes(packing.pack(databases(15, 50 * KB))));
    }

    @Test
    void aSmallInputIsSpreadOverTheCoresButNotBelowOneOpenCostAPartition() {
        Packing packing = new Packing(1000 * KB, 100 * KB, 1).spreadOver(4);
        // 12 × 150 KB = 1800 KB over 4 partitions: a target of 450 KB, three databases each
        assertEquals(List.of(3, 3, 3, 3), sizes(packing.pack(databases(12, 50 * KB))));
        // tiny databases: the target never drops below one open cost, so 2 × 100 KB stays 2 partitions
        assertEquals(List.of(1, 1), sizes(new Packing(1000 * KB, 100 * KB, 1).spreadOver(8).pack(databases(2, 0))));
        // a big input keeps the byte target
        assertEquals(List.of(6, 6, 6, 6, 6), sizes(packing.pack(databases(30, 50 * KB))));
    }

    @Test
    void splitsOfOneDatabaseKeepAPartitionEachAndEveryPieceLandsOnce() {
        List<Packing.Weighted> pieces = new ArrayList<>(databases(3, 10 * KB));
        pieces.add(1, new Packing.Weighted(piece(100), 5000 * KB, true));
        pieces.add(2, new Packing.Weighted(piece(101), 5000 * KB, true));
        List<List<DatabaseSplit>> partitions = new Packing(1000 * KB, 100 * KB, 1).pack(pieces);
        assertEquals(List.of(1, 1, 3), sizes(partitions));
        assertEquals(5, partitions.stream().mapToInt(List::size).sum());
    }

    @Test
    void aTableFilesRunsOfRowGroupsJoinAsOneRangeAPartitionWeighingOneOpenCost() {
        DatabaseRef table = new DatabaseRef("pgn-table", "t.parquet", "t");
        List<Packing.Weighted> pieces = new ArrayList<>();
        for (int i = 0; i < 8; i++) {
            pieces.add(new Packing.Weighted(new DatabaseSplit(table, java.util.Map.of(), new Split(i * 100, (i + 1) * 100)), 200 * KB, false));
        }
        pieces.add(new Packing.Weighted(piece(5000), 50 * KB, false));
        // 8 × 200 KB + 2 open costs of 100 KB + 50 KB = 1850 KB over 2 cores: a target of 925 KB, so
        // the first partition takes the open cost and four runs (900 KB), the second the next four
        // (with their own open cost) and the other database would push it past the target
        List<List<DatabaseSplit>> partitions = new Packing(10_000 * KB, 100 * KB, 1).spreadOver(2).pack(pieces);
        assertEquals(List.of(1, 1, 1), sizes(partitions));
        assertEquals(new Split(0, 400), partitions.get(0).get(0).split());
        assertEquals(new Split(400, 800), partitions.get(1).get(0).split());
        assertEquals(table, partitions.get(1).get(0).database());
        assertEquals(new Split(5000, 5001), partitions.get(2).get(0).split());
    }

    @Test
    void aPackingNeedsATargetAndAtLeastOnePartition() {
        assertThrows(IllegalArgumentException.class, () -> new Packing(0, 1, 1));
        assertThrows(IllegalArgumentException.class, () -> new Packing(1, -1, 1));
        assertThrows(IllegalArgumentException.class, () -> new Packing(1, 1, 0));
    }
}
