package org.chesslake.spark;

import java.io.IOException;
import java.util.Collections;
import java.util.Iterator;
import java.util.List;
import org.apache.hadoop.conf.Configuration;
import org.apache.spark.sql.catalyst.InternalRow;
import org.apache.spark.sql.connector.read.PartitionReader;
import org.chesslake.format.FormatOptions;
import org.chesslake.format.GameDatabase;
import org.chesslake.game.NameRecord;
import org.chesslake.scan.DatabaseSplit;
import org.chesslake.table.Column;
import org.chesslake.table.NameRow;

/**
 * names table: the names of the partition's databases, one database after the other (each whole
 * database is one piece, since names are distinct per database).
 */
final class NamesPartitionReader implements PartitionReader<InternalRow> {

    private final Iterator<DatabaseSplit> pieces;
    private final Configuration conf;
    private final FormatOptions options;
    private final List<Column<NameRow>> columns;
    private String source;
    private Iterator<NameRecord> names = Collections.emptyIterator();
    private InternalRow current;

    NamesPartitionReader(List<DatabaseSplit> pieces, Configuration conf, FormatOptions options, List<Column<NameRow>> columns) {
        this.pieces = pieces.iterator();
        this.conf = conf;
        this.options = options;
        this.columns = columns;
    }

    @Override
    public boolean next() throws IOException {
        while (!names.hasNext()) {
            if (!pieces.hasNext()) {
                return false;
            }
            DatabaseSplit piece = pieces.next();
            source = piece.database().source();
            try (GameDatabase database = piece.database().open(conf, options.with(piece.facts()))) {
                names = database.names().iterator();
            }
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
        // each database was closed once its names were read
    }
}
