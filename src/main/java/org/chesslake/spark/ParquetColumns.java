package org.chesslake.spark;

import java.util.ArrayList;
import java.util.List;
import org.apache.iceberg.parquet.ParquetValueWriter;
import org.apache.iceberg.parquet.TripleWriter;
import org.apache.iceberg.shaded.org.apache.parquet.column.ColumnWriteStore;

/**
 * A row of a Parquet file written leaf by leaf into Iceberg's column writers: the bookkeeping
 * Iceberg's writer asks of a row writer; subclasses write the values.
 *
 * @param <T> what one row is written from
 */
abstract class ParquetColumns<T> implements ParquetValueWriter<T> {

    protected final ParquetLeaf[] leaves;

    ParquetColumns(ParquetLeaf[] leaves) {
        this.leaves = leaves;
    }

    @Override
    public final List<TripleWriter<?>> columns() {
        List<TripleWriter<?>> all = new ArrayList<>();
        for (ParquetLeaf leaf : leaves) {
            all.addAll(leaf.columns());
        }
        return all;
    }

    @Override
    public final void setColumnStore(ColumnWriteStore store) {
        for (ParquetLeaf leaf : leaves) {
            leaf.setColumnStore(store);
        }
    }
}
