package org.chesslake.spark;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.spark.sql.catalyst.InternalRow;
import org.apache.spark.sql.connector.read.PartitionReader;
import org.apache.spark.sql.sources.Filter;
import org.apache.spark.sql.types.StructType;
import org.chesslake.format.FormatOptions;
import org.chesslake.format.Split;
import org.chesslake.format.SplitSizing;

/**
 * The rows Spark's own partition readers build for one split of a database, without a SparkSession:
 * the {@code full} table the ingest job reads (every games column with the moves nested) and the
 * {@code names} table. Fuzz targets and hostile-input tests check the row contract through it.
 */
public final class PartitionRows {

    private static final StructType FULL = TableKind.FULL.schema();
    private static final int GAME_NUMBER = FULL.fieldIndex("game_number");
    private static final int DECODE_ERROR = FULL.fieldIndex("decode_error");
    private static final int MOVES = FULL.fieldIndex(TableKind.MOVES_COLUMN);

    private PartitionRows() {
    }

    /** What a games row of the full table says about its game. */
    public record GamesRow(long gameNumber, String decodeError, int moves) {
    }

    /** The full table's rows of {@code split}, read as a Spark task reads them (PERMISSIVE or FAILFAST). */
    public static List<GamesRow> full(String format, Path file, Split split, boolean failFast) throws IOException {
        ReadOptions options = options(format, file, TableKind.FULL, failFast);
        List<GamesRow> rows = new ArrayList<>();
        try (PartitionReader<InternalRow> reader = new GameReaderFactory(options, FULL, new PushedFilters(new Filter[0]))
                .createReader(new DatabasePartition(ref(format, file), split))) {
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
    public static long names(String format, Path file) throws IOException {
        ReadOptions options = options(format, file, TableKind.NAMES, false);
        long count = 0;
        try (PartitionReader<InternalRow> reader = new GameReaderFactory(options, TableKind.NAMES.schema(),
                new PushedFilters(new Filter[0])).createReader(new DatabasePartition(ref(format, file), new Split(0, 0)))) {
            while (reader.next()) {
                reader.get();
                count++;
            }
        }
        return count;
    }

    private static DatabaseRef ref(String format, Path file) {
        return new DatabaseRef(format, file.toString(), "fuzz");
    }

    private static ReadOptions options(String format, Path file, TableKind table, boolean failFast) {
        return new ReadOptions(format, List.of(file.toString()), table, failFast ? ReadMode.FAILFAST : ReadMode.PERMISSIVE,
                null, SplitSizing.DEFAULT, FormatOptions.NONE);
    }
}
