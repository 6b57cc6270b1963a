package org.chesslake.spark;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Arrays;
import org.apache.spark.sql.catalyst.InternalRow;
import org.apache.spark.sql.connector.read.InputPartition;
import org.apache.spark.sql.connector.read.PartitionReader;
import org.apache.spark.sql.connector.read.PartitionReaderFactory;
import org.apache.spark.sql.types.ArrayType;
import org.apache.spark.sql.types.StructField;
import org.apache.spark.sql.types.StructType;
import org.chesslake.format.DecodeLevel;
import org.chesslake.format.GameDatabase;

/** Makes the partition reader of the chosen table over the columns the query kept. */
final class GameReaderFactory implements PartitionReaderFactory {

    private final ReadOptions options;
    private final StructType required;
    private final PushedFilters filters;

    GameReaderFactory(ReadOptions options, StructType required, PushedFilters filters) {
        this.options = options;
        this.required = required;
        this.filters = filters;
    }

    @Override
    public PartitionReader<InternalRow> createReader(InputPartition input) {
        DatabasePartition partition = (DatabasePartition) input;
        try {
            return switch (options.table()) {
                case GAMES -> new GamesPartitionReader(stream(partition), ColumnSelection.select(GameColumns.ALL, required));
                case MOVES -> new MovesPartitionReader(stream(partition), ColumnSelection.select(MoveColumns.ALL, required));
                case NAMES -> new NamesPartitionReader(partition.database(), options.formatOptions(),
                        ColumnSelection.select(NameColumns.ALL, required));
                case FULL -> new FullPartitionReader(stream(partition), ColumnSelection.select(GameColumns.ALL, required),
                        ColumnSelection.select(MoveColumns.ALL, nestedMoveSchema()), movesPosition());
            };
        } catch (IOException e) {
            throw new UncheckedIOException(partition.database().path() + ": " + e.getMessage(), e);
        }
    }

    private GameStream stream(DatabasePartition partition) throws IOException {
        return GameStream.open(partition, options.formatOptions(), options.mode(), filters, this::levelFor);
    }

    /** The least decoding that fills every selected column from this database. */
    private DecodeLevel levelFor(GameDatabase database) {
        if (options.table() == TableKind.MOVES || movesPosition() >= 0) {
            return DecodeLevel.MOVES;
        }
        DecodeLevel level = DecodeLevel.INDEX;
        for (String column : required.fieldNames()) {
            DecodeLevel needed = GameColumns.level(column, database.indexFields());
            if (needed.includes(level)) {
                level = needed;
            }
        }
        return level;
    }

    private int movesPosition() {
        return options.table() == TableKind.FULL ? Arrays.asList(required.fieldNames()).indexOf(TableKind.MOVES_COLUMN) : -1;
    }

    /** The move fields kept inside the nested moves column (Spark may prune nested fields too). */
    private StructType nestedMoveSchema() {
        int position = movesPosition();
        if (position < 0) {
            return new StructType();
        }
        StructField moves = required.fields()[position];
        return (StructType) ((ArrayType) moves.dataType()).elementType();
    }
}
