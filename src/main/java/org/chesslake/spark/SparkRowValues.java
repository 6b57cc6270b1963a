package org.chesslake.spark;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.functions;
import org.apache.spark.sql.types.ArrayType;
import org.apache.spark.sql.types.DataType;
import org.apache.spark.sql.types.MapType;
import org.apache.spark.sql.types.StructField;
import org.apache.spark.sql.types.StructType;
import org.chesslake.table.ColumnValues;

/**
 * A Spark row as the export reads it: maps and arrays as Java collections, an array of structs (the
 * nested moves) as rows of their own. Each column's position is found once per schema.
 */
public final class SparkRowValues implements ColumnValues {

    private final Layout layout;
    private final Row row;

    private SparkRowValues(Layout layout, Row row) {
        this.layout = layout;
        this.row = row;
    }

    /** The rows of {@code schema} as they are taken from {@code rows}. */
    public static Iterator<ColumnValues> over(Iterator<Row> rows, StructType schema) {
        Layout layout = new Layout(schema);
        return new Iterator<>() {
            @Override
            public boolean hasNext() {
                return rows.hasNext();
            }

            @Override
            public ColumnValues next() {
                return new SparkRowValues(layout, rows.next());
            }
        };
    }

    /**
     * The rows with each map column as an array of its entries: a map reaches a Java row as a Scala map,
     * which keeps no order, while PGN keeps its tags in their order.
     */
    public static Dataset<Row> withOrderedMaps(Dataset<Row> rows) {
        Dataset<Row> ordered = rows;
        for (StructField field : rows.schema().fields()) {
            if (field.dataType() instanceof MapType) {
                ordered = ordered.withColumn(field.name(), functions.map_entries(functions.col(field.name())));
            }
        }
        return ordered;
    }

    /** The field names of the structs in an array-of-structs column, or null when the schema has no such column. */
    public static List<String> nestedFields(StructType schema, String column) {
        for (StructField field : schema.fields()) {
            if (field.name().equals(column) && field.dataType() instanceof ArrayType array
                    && array.elementType() instanceof StructType struct) {
                return List.of(struct.fieldNames());
            }
        }
        return null;
    }

    @Override
    public Object get(String column) {
        Integer i = layout.positions.get(column);
        if (i == null || row.isNullAt(i)) {
            return null;
        }
        DataType type = layout.types[i];
        if (type instanceof MapType) {
            return row.getJavaMap(i);
        }
        return type instanceof ArrayType ? row.getList(i) : row.get(i);
    }

    @Override
    public List<? extends ColumnValues> rows(String column) {
        Integer i = layout.positions.get(column);
        if (i == null || row.isNullAt(i) || layout.nested[i] == null) {
            return null;
        }
        List<Row> rows = row.getList(i);
        List<ColumnValues> values = new ArrayList<>(rows.size());
        for (Row nested : rows) {
            values.add(new SparkRowValues(layout.nested[i], nested));
        }
        return values;
    }

    /** Where each column of a schema is and what type it has; for arrays of structs, the structs' layout. */
    private static final class Layout {
        final Map<String, Integer> positions = new HashMap<>();
        final DataType[] types;
        final Layout[] nested;

        Layout(StructType schema) {
            StructField[] fields = schema.fields();
            types = new DataType[fields.length];
            nested = new Layout[fields.length];
            for (int i = 0; i < fields.length; i++) {
                positions.putIfAbsent(fields[i].name(), i);
                types[i] = fields[i].dataType();
                if (types[i] instanceof ArrayType array && array.elementType() instanceof StructType struct) {
                    nested[i] = new Layout(struct);
                }
            }
        }
    }
}
