package org.chesslake.ingest;

import java.util.List;
import org.apache.iceberg.parquet.ColumnWriter;
import org.apache.iceberg.parquet.ParquetValueWriters;
import org.apache.iceberg.shaded.org.apache.parquet.column.ColumnDescriptor;
import org.apache.iceberg.shaded.org.apache.parquet.schema.MessageType;

/**
 * One leaf column of a Parquet file that Iceberg's writer drives: its primitive writer, whose
 * column writer takes unboxed values.
 */
final class ParquetLeaf extends ParquetValueWriters.PrimitiveWriter<Object> {

    private final ColumnDescriptor descriptor;

    private ParquetLeaf(ColumnDescriptor descriptor) {
        super(descriptor);
        this.descriptor = descriptor;
    }

    ColumnWriter<Object> column() {
        return column;
    }

    ColumnDescriptor descriptor() {
        return descriptor;
    }

    /**
     * The leaves of {@code file} in the order of {@code names}, found by their top-level column
     * name: every row must write every leaf, so a column of the file not named is an error.
     */
    @SuppressWarnings("unchecked")
    static ParquetLeaf[] byName(MessageType file, List<String> names, LakeTable table) {
        if (file.getFieldCount() != names.size()) {
            throw new IllegalStateException("the " + table.tableName() + " table has the columns "
                    + file.getFields().stream().map(f -> f.getName()).toList() + "; this version writes " + names);
        }
        ParquetLeaf[] leaves = new ParquetLeaf[names.size()];
        for (ColumnDescriptor descriptor : file.getColumns()) {
            int i = names.indexOf(descriptor.getPath()[0]);
            if (i < 0) {
                throw new IllegalStateException("the " + table.tableName() + " table has a column "
                        + descriptor.getPath()[0] + " that this version does not write");
            }
            leaves[i] = new ParquetLeaf(descriptor);
        }
        return leaves;
    }
}
