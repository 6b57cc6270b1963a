package org.chesslake.spark;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.apache.spark.sql.types.StructField;
import org.apache.spark.sql.types.StructType;
import org.chesslake.table.Column;

/** The columns of a table that a query asked for, in the order of the schema Spark pruned to. */
final class ColumnSelection {

    private ColumnSelection() {
    }

    static <S> List<Column<S>> select(List<Column<S>> all, StructType required) {
        Map<String, Column<S>> byName = all.stream().collect(Collectors.toMap(Column::name, c -> c));
        List<Column<S>> selected = new ArrayList<>();
        for (StructField field : required.fields()) {
            Column<S> column = byName.get(field.name());
            if (column != null) {
                selected.add(column);
            }
        }
        return selected;
    }
}
