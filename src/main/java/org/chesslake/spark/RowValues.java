package org.chesslake.spark;

import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import org.apache.spark.sql.catalyst.InternalRow;
import org.apache.spark.sql.catalyst.expressions.GenericInternalRow;
import org.apache.spark.sql.catalyst.util.ArrayBasedMapData;
import org.apache.spark.sql.catalyst.util.GenericArrayData;
import org.apache.spark.unsafe.types.UTF8String;
import org.chesslake.table.Column;

/** Turns the plain Java values columns compute into Spark's internal row representation. */
final class RowValues {

    private RowValues() {
    }

    static <S> InternalRow row(List<Column<S>> columns, S source) {
        Object[] values = new Object[columns.size()];
        for (int i = 0; i < values.length; i++) {
            values[i] = internal(columns.get(i).value().apply(source));
        }
        return new GenericInternalRow(values);
    }

    static Object internal(Object value) {
        if (value == null || value instanceof Integer || value instanceof Long || value instanceof Boolean) {
            return value;
        }
        if (value instanceof String s) {
            return UTF8String.fromString(s);
        }
        if (value instanceof LocalDate d) {
            return (int) d.toEpochDay();
        }
        if (value instanceof Map<?, ?> map) {
            Object[] keys = new Object[map.size()];
            Object[] vals = new Object[map.size()];
            int i = 0;
            for (Map.Entry<?, ?> e : map.entrySet()) {
                keys[i] = internal(e.getKey());
                vals[i++] = internal(e.getValue());
            }
            return new ArrayBasedMapData(new GenericArrayData(keys), new GenericArrayData(vals));
        }
        if (value instanceof List<?> list) {
            Object[] items = new Object[list.size()];
            for (int i = 0; i < items.length; i++) {
                items[i] = internal(list.get(i));
            }
            return new GenericArrayData(items);
        }
        if (value instanceof InternalRow row) {
            return row;
        }
        throw new IllegalArgumentException("no Spark form for " + value.getClass());
    }
}
