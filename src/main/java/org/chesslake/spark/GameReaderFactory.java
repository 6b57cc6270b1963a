package org.chesslake.spark;

import java.util.Arrays;
import org.apache.spark.broadcast.Broadcast;
import org.apache.spark.sql.catalyst.InternalRow;
import org.apache.spark.sql.connector.read.InputPartition;
import org.apache.spark.sql.connector.read.PartitionReader;
import org.apache.spark.sql.connector.read.PartitionReaderFactory;
import org.apache.spark.sql.types.ArrayType;
import org.apache.spark.sql.types.StructField;
import org.apache.spark.sql.types.StructType;
import org.chesslake.files.SerializableConfiguration;
import org.chesslake.format.DecodeLevel;
import org.chesslake.format.GameDatabase;
import org.chesslake.scan.GameStream;
import org.chesslake.scan.PushedFilters;
import org.chesslake.scan.ReadOptions;
import org.chesslake.table.GameColumns;
import org.chesslake.table.NameColumns;
import org.chesslake.table.TableKind;

/** Makes the partition reader of the chosen table over the columns the query kept. */
final class GameReaderFactory implements PartitionReaderFactory {

    private final ReadOptions options;
    private final StructType required;
    private final PushedFilters filters;
    private final Broadcast<SerializableConfiguration> conf;

    GameReaderFactory(ReadOptions options, StructType required, PushedFilters filters,
                      Broadcast<SerializableConfiguration> conf) {
        this.options = options;
        this.required = required;
        this.filters = filters;
        this.conf = conf;
    }

    @Override
    public PartitionReader<InternalRow> createReader(InputPartition input) {
        PackedPartition partition = (PackedPartition) input;
        return switch (options.table()) {
            case GAMES -> new GamesPartitionReader(stream(partition), ColumnSelection.select(GameColumns.ALL, required));
            case MOVES -> new MovesPartitionReader(stream(partition), TableSchemas.movesOf(required));
            case NAMES -> new NamesPartitionReader(partition.pieces(), conf.value().value(), options.formatOptions(),
                    ColumnSelection.select(NameColumns.ALL, required));
            case FULL -> new FullPartitionReader(stream(partition), ColumnSelection.select(GameColumns.ALL, required),
                    TableSchemas.movesOf(nestedMoveSchema()), movesPosition());
        };
    }

    private GameStream stream(PackedPartition partition) {
        return new GameStream(partition.pieces(), conf.value().value(), options.formatOptions(), options.mode(),
                filters, this::levelFor);
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
