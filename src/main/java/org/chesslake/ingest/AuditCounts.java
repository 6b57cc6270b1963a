package org.chesslake.ingest;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.count;
import static org.apache.spark.sql.functions.lit;
import static org.apache.spark.sql.functions.sum;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.spark.sql.Column;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;

/**
 * The audit's counts per source, all in one Spark query: each thing counted (the input's index
 * entries, a staged table's added, kept or removed data files, ...) is a read of its own, aggregated
 * by source, tagged with what it counts, and the tagged counts of every read are collected together.
 * A cold JVM pays planning, code generation and scheduling per query, and the reads' shuffle stages
 * run side by side; the counts are those of one query each.
 */
final class AuditCounts {

    /** What a count is of: a part of the run's input or of a staged table's data files. */
    record Part(String table, String files) {
    }

    /** A source's count in one part: its rows, those with an error, their plies, their main-line moves. */
    record Counts(long rows, long errors, long plies, long mainLine) {
        static final Counts NONE = new Counts(0, 0, 0, 0);
    }

    private static final String ROWS = "rows";
    private static final String ERRORS = "errors";
    private static final String PLIES = "plies";
    private static final String MAIN_LINE = "main_line";

    private final SparkSession spark;
    private final List<Dataset<Row>> reads = new ArrayList<>();

    AuditCounts(SparkSession spark) {
        this.spark = spark;
    }

    /**
     * Counts the rows of {@code rows} per source as {@code part}; {@code error} (a column set on a
     * row with an error), {@code plies} and {@code mainLine} (set on a main-line move) are null where
     * the part has none. Each read is aggregated by source on its own, before the union: its scan
     * and partial aggregation stay one generated loop over the file's columns, and no row carries a
     * tag (tagged rows unioned and aggregated once cost the moves count over three times its CPU).
     */
    AuditCounts add(Part part, Dataset<Row> rows, Column error, Column plies, Column mainLine) {
        reads.add(rows.groupBy("source")
                .agg(count(lit(1)).as(ROWS), count(orNull(error)).as(ERRORS),
                        sum(orNull(plies).cast(DataTypes.LongType)).as(PLIES), count(orNull(mainLine)).as(MAIN_LINE))
                .select(lit(part.table()), lit(part.files()), col("source"), col(ROWS), col(ERRORS), col(PLIES),
                        col(MAIN_LINE)));
        return this;
    }

    private static Column orNull(Column column) {
        return column == null ? lit(null) : column;
    }

    /**
     * Counts the rows of some data files of a staged table, read as Parquet with the table's schema
     * (a column a file predates reads as null); nothing is read for no file.
     */
    AuditCounts addFiles(Part part, List<String> dataFiles, StructType schema, Column error, Column plies,
                         Column mainLine) {
        return dataFiles.isEmpty() ? this : add(part,
                spark.read().schema(schema).parquet(dataFiles.toArray(String[]::new)), error, plies, mainLine);
    }

    /** Every part's counts, by source: one query over every read added; none when nothing was added. */
    Map<Part, Map<String, Counts>> collect() {
        Map<Part, Map<String, Counts>> counts = new HashMap<>();
        if (reads.isEmpty()) {
            return counts;
        }
        Dataset<Row> all = reads.get(0);
        for (Dataset<Row> read : reads.subList(1, reads.size())) {
            all = all.union(read);
        }
        for (Row row : all.collectAsList()) {
            counts.computeIfAbsent(new Part(row.getString(0), row.getString(1)), part -> new HashMap<>())
                    .put(row.getString(2), new Counts(row.getLong(3), row.getLong(4),
                            row.isNullAt(5) ? 0 : row.getLong(5), row.getLong(6)));
        }
        return counts;
    }

    /** A source's counts in one part; {@link Counts#NONE} where it has no row. */
    static Counts of(Map<Part, Map<String, Counts>> counts, Part part, String source) {
        return counts.getOrDefault(part, Map.of()).getOrDefault(source, Counts.NONE);
    }
}
