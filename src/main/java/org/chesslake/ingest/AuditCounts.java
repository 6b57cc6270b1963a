package org.chesslake.ingest;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.count;
import static org.apache.spark.sql.functions.lit;
import static org.apache.spark.sql.functions.sum;
import static org.apache.spark.sql.functions.when;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.apache.iceberg.DataFile;
import org.apache.iceberg.Schema;
import org.apache.iceberg.spark.SparkSchemaUtil;
import org.apache.iceberg.types.Conversions;
import org.apache.iceberg.types.Types;
import org.apache.spark.sql.Column;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;

/**
 * The audit's counts per source. A data file of one source is counted from its metrics in the
 * manifest (its record count and its columns' value and null counts, which Iceberg's own planning
 * trusts): no row of it is read. Everything else is counted in one Spark query: each thing counted
 * (the input's index entries, a staged table's added, kept or removed data files that hold several
 * sources or need a sum, ...) is a read of its own, aggregated by source, tagged with what it
 * counts, and the tagged counts of every read are collected together. A cold JVM pays planning,
 * code generation and scheduling per query, and the reads' shuffle stages run side by side.
 */
final class AuditCounts {

    private static final String SOURCE = "source";

    /** What a count is of: a part of the run's input or of a staged table's data files. */
    record Part(String table, String files) {
    }

    /** A source's count in one part: its rows, those with an error, their plies, their main-line moves. */
    record Counts(long rows, long errors, long plies, long mainLine) {
        static final Counts NONE = new Counts(0, 0, 0, 0);

        Counts plus(Counts other) {
            return new Counts(rows + other.rows, errors + other.errors, plies + other.plies, mainLine + other.mainLine);
        }
    }

    /**
     * What a part counts of its rows besides how many there are, each by a column, null where the
     * part has none: {@code errorColumn} is set on a row with an error, {@code plyColumn} is summed,
     * {@code mainLineNullColumn} is null exactly on a main-line move (the moves' {@code parent_line_id}).
     */
    record Measures(String errorColumn, String plyColumn, String mainLineNullColumn) {
        /** Only the rows. */
        static final Measures ROWS = new Measures(null, null, null);
    }

    private static final String ROWS = "rows";
    private static final String ERRORS = "errors";
    private static final String PLIES = "plies";
    private static final String MAIN_LINE = "main_line";

    private final SparkSession spark;
    private final List<Dataset<Row>> reads = new ArrayList<>();
    /** Counts known without a read: from data files' metrics, or given. */
    private final Map<Part, Map<String, Counts>> known = new HashMap<>();

    AuditCounts(SparkSession spark) {
        this.spark = spark;
    }

    /**
     * Counts the rows of {@code rows} per source as {@code part}. Each read is aggregated by source
     * on its own, before the union: its scan and partial aggregation stay one generated loop over
     * the file's columns, and no row carries a tag (tagged rows unioned and aggregated once cost the
     * moves count over three times its CPU).
     */
    AuditCounts add(Part part, Dataset<Row> rows, Measures measures) {
        reads.add(rows.groupBy(SOURCE)
                .agg(count(lit(1)).as(ROWS), count(column(measures.errorColumn())).as(ERRORS),
                        sum(column(measures.plyColumn()).cast(DataTypes.LongType)).as(PLIES),
                        count(measures.mainLineNullColumn() == null ? lit(null)
                                : when(col(measures.mainLineNullColumn()).isNull(), true)).as(MAIN_LINE))
                .select(lit(part.table()), lit(part.files()), col(SOURCE), col(ROWS), col(ERRORS), col(PLIES),
                        col(MAIN_LINE)));
        return this;
    }

    private static Column column(String name) {
        return name == null ? lit(null) : col(name);
    }

    /**
     * Counts the rows of some data files of a staged table: a file of one source from its metrics
     * ({@link #countedByMetrics}); the others read as Parquet with the table's schema (a column a
     * file predates reads as null), nothing read when there are none.
     */
    AuditCounts addFiles(Part part, List<DataFile> dataFiles, Schema schema, Measures measures) {
        List<String> unread = new ArrayList<>();
        for (DataFile file : dataFiles) {
            Optional<SourceCounts> counted = countedByMetrics(file, schema, measures);
            if (counted.isPresent()) {
                addKnown(part, counted.get().source(), counted.get().counts());
            } else {
                unread.add(file.location());
            }
        }
        return unread.isEmpty() ? this : add(part,
                spark.read().schema(SparkSchemaUtil.convert(schema)).parquet(unread.toArray(String[]::new)), measures);
    }

    /** Adds a source's counts in {@code part} known without a read. */
    AuditCounts addKnown(Part part, String source, Counts counts) {
        known.computeIfAbsent(part, any -> new HashMap<>()).merge(source, counts, Counts::plus);
        return this;
    }

    /** One source's counts in a data file. */
    record SourceCounts(String source, Counts counts) {
    }

    /**
     * A data file's counts from its metrics, when they tell them: its {@code source} bounds are equal
     * and it has no null source (every row is of that one source: a truncated bound never equals the
     * other), no sum is asked for, and the file has the value and null counts of each column asked
     * about. Empty otherwise: the file must be read.
     */
    static Optional<SourceCounts> countedByMetrics(DataFile file, Schema schema, Measures measures) {
        if (measures.plyColumn() != null) {
            return Optional.empty();
        }
        int sourceId = schema.findField(SOURCE).fieldId();
        ByteBuffer lower = bound(file.lowerBounds(), sourceId);
        ByteBuffer upper = bound(file.upperBounds(), sourceId);
        Long nullSources = metric(file.nullValueCounts(), sourceId);
        if (lower == null || !lower.equals(upper) || nullSources == null || nullSources != 0) {
            return Optional.empty();
        }
        long errors = 0;
        if (measures.errorColumn() != null) {
            int id = schema.findField(measures.errorColumn()).fieldId();
            Long values = metric(file.valueCounts(), id);
            Long nulls = metric(file.nullValueCounts(), id);
            if (values == null || nulls == null) {
                return Optional.empty();
            }
            errors = values - nulls;
        }
        long mainLine = 0;
        if (measures.mainLineNullColumn() != null) {
            Long nulls = metric(file.nullValueCounts(), schema.findField(measures.mainLineNullColumn()).fieldId());
            if (nulls == null) {
                return Optional.empty();
            }
            mainLine = nulls;
        }
        String source = Conversions.<CharSequence>fromByteBuffer(Types.StringType.get(), lower.duplicate()).toString();
        return Optional.of(new SourceCounts(source, new Counts(file.recordCount(), errors, 0, mainLine)));
    }

    private static ByteBuffer bound(Map<Integer, ByteBuffer> bounds, int fieldId) {
        return bounds == null ? null : bounds.get(fieldId);
    }

    private static Long metric(Map<Integer, Long> counts, int fieldId) {
        return counts == null ? null : counts.get(fieldId);
    }

    /** Every part's counts, by source: those known and one query over every read added. */
    Map<Part, Map<String, Counts>> collect() {
        Map<Part, Map<String, Counts>> counts = new HashMap<>();
        known.forEach((part, bySource) -> counts.put(part, new HashMap<>(bySource)));
        if (reads.isEmpty()) {
            return counts;
        }
        Dataset<Row> all = reads.get(0);
        for (Dataset<Row> read : reads.subList(1, reads.size())) {
            all = all.union(read);
        }
        for (Row row : all.collectAsList()) {
            counts.computeIfAbsent(new Part(row.getString(0), row.getString(1)), part -> new HashMap<>())
                    .merge(row.getString(2), new Counts(row.getLong(3), row.getLong(4),
                            row.isNullAt(5) ? 0 : row.getLong(5), row.getLong(6)), Counts::plus);
        }
        return counts;
    }

    /** A source's counts in one part; {@link Counts#NONE} where it has no row. */
    static Counts of(Map<Part, Map<String, Counts>> counts, Part part, String source) {
        return counts.getOrDefault(part, Map.of()).getOrDefault(source, Counts.NONE);
    }
}
