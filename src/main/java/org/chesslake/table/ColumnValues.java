package org.chesslake.table;

import java.util.List;

/**
 * One row's values by column name, as the export reads a row of the full table's shape: plain
 * Java values (String, Integer, Long, Boolean, {@code List<Integer>}, {@code Map<String, String>}),
 * null for SQL NULL and for a column the row does not have. A map may also come as rows of
 * {@code key} and {@code value} (Spark's {@code map_entries}), which keep its order. The Spark layer
 * adapts its rows to it.
 */
public interface ColumnValues {

    Object get(String column);

    /** The rows of an array-of-structs column (the full table's nested moves); null when null or absent. */
    List<? extends ColumnValues> rows(String column);
}
