package org.chesslake.lake;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.iceberg.Table;
import org.apache.iceberg.UpdateProperties;
import org.apache.iceberg.UpdateSchema;
import org.apache.iceberg.types.Types;
import org.apache.spark.sql.types.StructType;

/**
 * A table of a lake made by an earlier version brought up to this version's rows and layout before a
 * run writes it: the columns it lacks and the write properties it lacks. Nothing already in the table
 * changes.
 */
final class TableUpgrade {

    private TableUpgrade() {
    }

    /**
     * The table with every column of {@code rows} it lacks added (optional, at the end), so that a lake
     * made by an earlier version takes the rows of this one: the new columns are null in the rows it
     * already holds until their sources are read again ({@code --full}). A schema change touches no
     * data file, and readers of main see the new columns empty at once. And the write properties of
     * this version's layout the table lacks (bloom filters, dictionaries, full source bounds), for the
     * files written from now on; a property the table has keeps its value. {@code rows} is null where
     * the run only deletes rows: the table stays as it is.
     */
    static Table addMissing(LakeTable lakeTable, Table table, StructType rows) {
        if (rows == null) {
            return table;
        }
        org.apache.iceberg.Schema wanted = TableLayout.icebergSchema(rows);
        List<Types.NestedField> missing = wanted.columns().stream()
                .filter(column -> table.schema().findField(column.name()) == null).toList();
        if (!missing.isEmpty()) {
            UpdateSchema update = table.updateSchema();
            missing.forEach(column -> update.addColumn(column.name(), column.type(), column.doc()));
            update.commit();
        }
        Map<String, String> lacking = new LinkedHashMap<>(lakeTable.layout().writeProperties());
        lacking.keySet().removeAll(table.properties().keySet());
        if (!lacking.isEmpty()) {
            UpdateProperties properties = table.updateProperties();
            lacking.forEach(properties::set);
            properties.commit();
        }
        if (!missing.isEmpty() || !lacking.isEmpty()) {
            table.refresh();
        }
        return table;
    }
}
