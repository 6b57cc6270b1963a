package org.chesslake.scan;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import org.apache.hadoop.conf.Configuration;
import org.chesslake.format.DatabasePlan;
import org.chesslake.format.FormatOptions;
import org.chesslake.format.Split;
import org.chesslake.format.SplitSizing;
import org.chesslake.format.TableDatabase;
import org.junit.jupiter.api.Test;

class ScanPlannerTest {

    private static final long MB = 1 << 20;
    private static final ScanPlanner TWO_CORES = new ScanPlanner(new Configuration(), FormatOptions.NONE, SplitSizing.DEFAULT,
            Packing.DEFAULT.spreadOver(2));

    private static List<List<Split>> ranges(List<List<DatabaseSplit>> partitions) {
        return partitions.stream().map(pieces -> pieces.stream().map(DatabaseSplit::split).toList()).toList();
    }

    @Test
    void aTableFileSmallerThanAPartitionSpreadsOverTheCoresEachPartitionOneRange() {
        DatabaseRef table = new DatabaseRef("pgn-table", "lichess/part-00000.parquet", "part-00000");
        List<Split> splits = Split.ranges(72 * MB, SplitSizing.DEFAULT_BYTES / TableDatabase.RANGES_PER_SPLIT);
        assertEquals(36, splits.size(), "ranges of 2 MB");
        List<List<DatabaseSplit>> partitions = TWO_CORES.pack(List.of(table), List.of(new DatabasePlan(splits, 72 * MB, Map.of())), false);
        // (72 MB and one open cost of 256 KB) over 2 cores: a target of 36.1 MB, 17 ranges a partition and the rest
        assertEquals(List.of(List.of(new Split(0, 34 * MB)), List.of(new Split(34 * MB, 68 * MB)), List.of(new Split(68 * MB, 72 * MB))),
                ranges(partitions));
    }

    @Test
    void aTextFilesSplitsKeepAPartitionEach() {
        DatabaseRef pgn = new DatabaseRef("pgn", "lichess.pgn", "lichess");
        List<Split> splits = Split.ranges(232 * MB, SplitSizing.DEFAULT_BYTES);
        List<List<DatabaseSplit>> partitions = TWO_CORES.pack(List.of(pgn), List.of(new DatabasePlan(splits, 232 * MB, Map.of())), false);
        assertEquals(List.of(List.of(splits.get(0)), List.of(splits.get(1))), ranges(partitions));
    }
}
