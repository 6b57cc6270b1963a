package org.chesslake.spark;

import java.util.List;
import org.apache.spark.sql.connector.read.InputPartition;
import org.chesslake.files.Piece;

/** One task's share of the input: pieces of one or more databases, read one after the other. */
record PackedPartition(List<Piece> pieces) implements InputPartition {

    PackedPartition {
        pieces = List.copyOf(pieces);
    }
}
