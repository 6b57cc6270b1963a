package org.chesslake.spark;

import java.io.IOException;
import java.util.Iterator;
import java.util.List;
import org.apache.spark.sql.catalyst.InternalRow;
import org.apache.spark.sql.connector.read.PartitionReader;
import org.chesslake.format.FormatOptions;
import org.chesslake.format.GameDatabase;
import org.chesslake.game.NameRecord;

/** names table: the names of one database (one partition per database, since names are distinct per database). */
final class NamesPartitionReader implements PartitionReader<InternalRow> {

    private final String source;
    private final List<Column<NameRow>> columns;
    private final Iterator<NameRecord> names;
    private InternalRow current;

    NamesPartitionReader(DatabaseRef ref, FormatOptions options, List<Column<NameRow>> columns) throws IOException {
        this.source = ref.source();
        this.columns = columns;
        try (GameDatabase database = ref.open(options)) {
            this.names = database.names().iterator();
        }
    }

    @Override
    public boolean next() {
        if (!names.hasNext()) {
            return false;
        }
        current = RowValues.row(columns, new NameRow(source, names.next()));
        return true;
    }

    @Override
    public InternalRow get() {
        return current;
    }

    @Override
    public void close() {
        // the database was closed once its names were read
    }
}
