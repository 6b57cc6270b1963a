package org.chesslake.parquet;

import java.util.List;
import org.apache.iceberg.Metrics;

/** A closed Parquet data file as Iceberg's DataFile needs it: its length, its metrics (from its footer), its row groups' offsets. */
public record WrittenFile(long length, Metrics metrics, List<Long> splitOffsets) {

    public WrittenFile {
        splitOffsets = List.copyOf(splitOffsets);
    }
}
