package org.chesslake.spark;

import java.util.Arrays;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The kinds of table file the {@code pgn-table} format reads, by extension: Spark's source that
 * reads the file's schema on the driver (with the options it needs), and whether the tasks read it
 * by byte ranges (Parquet's row groups, ORC's stripes) or only from its start (CSV and JSON lines:
 * a row's position is its ordinal, as in Spark's {@code multiLine} reads of them, one task a file).
 */
enum TableFileKind {
    PARQUET("parquet", Map.of(), true),
    ORC("orc", Map.of(), true),
    /** A header row names the columns; their types are inferred as Spark infers them (a read of the file); a quoted value may span lines. */
    CSV("csv", Map.of("header", "true", "inferSchema", "true", "multiLine", "true"), false),
    /** JSON lines: one object per line; the types as Spark infers them (a read of the file). */
    JSON("json", Map.of(), false);

    private final String source;
    private final Map<String, String> options;
    private final boolean readsByRanges;

    TableFileKind(String source, Map<String, String> options, boolean readsByRanges) {
        this.source = source;
        this.options = options;
        this.readsByRanges = readsByRanges;
    }

    /** The kind of a file by its name's extension, if it is a table file. */
    static Optional<TableFileKind> of(String fileName) {
        String lower = fileName.toLowerCase(Locale.ROOT);
        return Arrays.stream(values()).filter(k -> lower.endsWith("." + k.source)).findFirst();
    }

    /** Spark's short name of the source that reads it. */
    String source() {
        return source;
    }

    /** The options Spark's source reads it with, on the driver and in the tasks. */
    Map<String, String> options() {
        return options;
    }

    boolean readsByRanges() {
        return readsByRanges;
    }
}
