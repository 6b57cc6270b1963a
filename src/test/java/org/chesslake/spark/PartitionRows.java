package org.chesslake.spark;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.hadoop.conf.Configuration;
import org.apache.spark.sql.catalyst.InternalRow;
import org.apache.spark.sql.connector.read.PartitionReader;
import org.apache.spark.sql.types.ArrayType;
import org.apache.spark.sql.types.StructType;
import org.chesslake.format.DecodeLevel;
import org.chesslake.format.FormatOptions;
import org.chesslake.format.Split;
import org.chesslake.scan.DatabaseRef;
import org.chesslake.scan.DatabaseSplit;
import org.chesslake.scan.GameStream;
import org.chesslake.scan.PushedFilters;
import org.chesslake.scan.ReadMode;
import org.chesslake.table.GameColumns;
import org.chesslake.table.NameColumns;
import org.chesslake.table.TableKind;

/**
 * The rows Spark's own partition readers build for one split of a database, without a SparkSession:
 * the {@code full} table the ingest job reads (every games column with the moves nested, made by
 * {@link GameStream} and {@link FullPartitionReader} as a task makes them) and the {@code names}
 * table. Fuzz targets and hostile-input tests check the row contract through it.
 */
public final class PartitionRows {

    private static final Configuration CONF = new Configuration();
    private static final StructType FULL = TableSchemas.of(TableKind.FULL);
    private static final int GAME_NUMBER = FULL.fieldIndex("game_number");
    private static final int DECODE_ERROR = FULL.fieldIndex("decode_error");
    private static final int MOVES = FULL.fieldIndex(TableKind.MOVES_COLUMN);

    private PartitionRows() {
    }

    /** What a games row of the full table says about its game. */
    public record GamesRow(long gameNumber, String decodeError, int moves) {
    }

    /**
     * The full table's rows of {@code split} of the database {@code location} opens, read as a Spark
     * task reads them (PERMISSIVE or FAILFAST), with the facts the driver's plan learned.
     */
    public static List<GamesRow> full(String format, String location, Split split, Map<String, String> facts,
                                      boolean failFast) throws IOException {
        GameStream games = new GameStream(List.of(new DatabaseSplit(new DatabaseRef(format, location, "fuzz"), facts, split)),
                CONF, FormatOptions.NONE, failFast ? ReadMode.FAILFAST : ReadMode.PERMISSIVE,
                PushedFilters.NONE, database -> DecodeLevel.MOVES);
        StructType nestedMove = (StructType) ((ArrayType) FULL.fields()[MOVES].dataType()).elementType();
        List<GamesRow> rows = new ArrayList<>();
        try (PartitionReader<InternalRow> reader = new FullPartitionReader(games, ColumnSelection.select(GameColumns.ALL, FULL),
                TableSchemas.movesOf(nestedMove), MOVES)) {
            while (reader.next()) {
                InternalRow row = reader.get();
                rows.add(new GamesRow(row.getLong(GAME_NUMBER),
                        row.isNullAt(DECODE_ERROR) ? null : row.getUTF8String(DECODE_ERROR).toString(),
                        row.isNullAt(MOVES) ? 0 : row.getArray(MOVES).numElements()));
            }
        }
        return rows;
    }

    /** How many rows the names table has for the database. */
    public static long names(String format, String location, Map<String, String> facts) throws IOException {
        long count = 0;
        try (PartitionReader<InternalRow> reader = new NamesPartitionReader(
                List.of(new DatabaseSplit(new DatabaseRef(format, location, "fuzz"), facts, new Split(0, 0))), CONF,
                FormatOptions.NONE, ColumnSelection.select(NameColumns.ALL, TableSchemas.of(TableKind.NAMES)))) {
            while (reader.next()) {
                reader.get();
                count++;
            }
        }
        return count;
    }
}
