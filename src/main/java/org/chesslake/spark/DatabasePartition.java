package org.chesslake.spark;

import org.apache.spark.sql.connector.read.InputPartition;
import org.chesslake.format.Split;

/** One task's share of the input: a contiguous split of one database. */
record DatabasePartition(DatabaseRef database, Split split) implements InputPartition {
}
