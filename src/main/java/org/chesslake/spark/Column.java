package org.chesslake.spark;

import java.util.function.Function;
import org.apache.spark.sql.types.DataType;
import org.apache.spark.sql.types.StructField;
import org.apache.spark.sql.types.Metadata;

/**
 * One column of a table: its Spark type, how to compute its value from a row's source, and a line
 * of documentation (the tables page, src/site/markdown/tables.md, says the same).
 *
 * @param value computes the column's plain Java value (String, Integer, Long, Boolean, LocalDate,
 *              List, Map) from the row source; {@link RowValues} turns it into Spark's internal form
 * @param <S>   what a row is made from
 */
public record Column<S>(String name, DataType type, String doc, Function<S, Object> value) {

    public StructField field() {
        return new StructField(name, type, true, Metadata.empty());
    }
}
