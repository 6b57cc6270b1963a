package org.chesslake.lake;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.iceberg.Schema;
import org.apache.iceberg.TableProperties;
import org.apache.iceberg.spark.SparkSchemaUtil;
import org.apache.spark.sql.types.StructField;
import org.apache.spark.sql.types.StructType;

/**
 * How a lake table lays out its rows: no directory or file per source. {@code clusterBy} columns
 * order the rows across files (a range shuffle, cheap for the small games and names tables), so
 * that file metrics on {@code source} prune; the big moves table keeps the scan's order instead
 * (each task holds contiguous games of one or a few databases) and spares a sort of every move. {@code bloomColumns} get Parquet bloom filters for the hash-valued point
 * lookups ({@code game_id}, {@code main_line_key}, {@code position_key}, {@code from_position_key}: an opening tree) that
 * min/max metrics cannot prune. A filter is at most
 * Iceberg's 1 MiB, so the moves' row groups are 16 MiB ({@code rowGroupBytes}, compressed): about 810,000
 * moves of scid-large (31.6 million in 39 row groups), each filter sized for a 1% false-positive rate;
 * in 128 MiB row groups (4.2 million moves, 3.5 million positions) it was 66–75%.
 * {@code plainColumns} are written without a Parquet dictionary: hash values that are (nearly) all
 * distinct overflow any dictionary, so building one only costs time before the writer falls back.
 * The moves' {@code game_id} keeps its dictionary (a row group holds some 10,000 games of 810,000
 * moves): it is cheaper to write than plain values and a bloom filter, and Iceberg prunes row
 * groups by it exactly; a chunk is given its bloom filter only when it is written without a dictionary
 * (a row group of very short games), by parquet-mr's writer as by the moves' own.
 * Every table keeps its files' {@code source} bounds in full (Iceberg keeps 16 characters of a
 * string by default): a filter on one of many sources that share a long prefix prunes exactly, and a
 * file whose bounds are equal is known to hold one source (the audit counts it from its metrics).
 */
public record TableLayout(List<String> clusterBy, List<String> bloomColumns, List<String> plainColumns, long rowGroupBytes,
                          int zstdLevel) {

    static final long MIB = 1 << 20;
    /** No level of the table's own: zstd's default (3), no table property. */
    static final int DEFAULT_ZSTD_LEVEL = 0;

    /** A layout whose files are compressed at zstd's default level. */
    TableLayout(List<String> clusterBy, List<String> bloomColumns, List<String> plainColumns, long rowGroupBytes) {
        this(clusterBy, bloomColumns, plainColumns, rowGroupBytes, DEFAULT_ZSTD_LEVEL);
    }

    /** The Iceberg schema of rows of {@code schema}: every column optional. */
    static Schema icebergSchema(StructType rows) {
        StructType nullable = new StructType(Arrays.stream(rows.fields())
                .map(f -> new StructField(f.name(), f.dataType(), true, f.metadata())).toArray(StructField[]::new));
        return SparkSchemaUtil.convert(nullable);
    }

    /** How the table's Parquet files are written, as Iceberg table properties: zstd (at {@code zstdLevel}), 128 MiB files, row groups, full source bounds, blooms, no dictionaries for hashes. */
    Map<String, String> writeProperties() {
        Map<String, String> properties = new LinkedHashMap<>();
        properties.put(TableProperties.PARQUET_COMPRESSION, "zstd");
        if (zstdLevel != DEFAULT_ZSTD_LEVEL) {
            properties.put(TableProperties.PARQUET_COMPRESSION_LEVEL, String.valueOf(zstdLevel));
        }
        properties.put(TableProperties.WRITE_TARGET_FILE_SIZE_BYTES, String.valueOf(128 * MIB));
        properties.put(TableProperties.PARQUET_ROW_GROUP_SIZE_BYTES, String.valueOf(rowGroupBytes));
        properties.put(TableProperties.METRICS_MODE_COLUMN_CONF_PREFIX + "source", "full");
        for (String column : bloomColumns) {
            properties.put(TableProperties.PARQUET_BLOOM_FILTER_COLUMN_ENABLED_PREFIX + column, "true");
        }
        for (String column : plainColumns) {
            properties.put(TableProperties.PARQUET_DICT_ENCODING_ENABLED_COLUMN_PREFIX + column, "false");
        }
        return properties;
    }
}
