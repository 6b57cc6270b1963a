package org.chesslake.spark;

import java.util.List;
import org.apache.spark.sql.connector.read.InputPartition;
import org.chesslake.scan.DatabaseSplit;

/** One task's share of the input: pieces of one or more databases, read one after the other. */
public record PackedPartition(List<DatabaseSplit> pieces) implements InputPartition {

    public PackedPartition {
        pieces = List.copyOf(pieces);
    }
}
