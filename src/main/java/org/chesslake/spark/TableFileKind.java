package org.chesslake.spark;

import java.util.Arrays;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.chesslake.format.TableFiles;

/**
 * The kinds of table file the {@code pgn-table} format reads, by extension: the options Spark's
 * source of the kind reads it with, and whether the tasks read it by byte ranges (Parquet's row
 * groups, ORC's stripes) or only from its start (CSV and JSON lines, plain or compressed as every
 * text format's files are: a row's position is its ordinal, as in Spark's {@code multiLine} reads of
 * them, one task a file).
 */
enum TableFileKind {
    PARQUET("parquet", Map.of(), true),
    ORC("orc", Map.of(), true),
    /** A header row names the columns; a quoted value may span lines. */
    CSV("csv", Map.of("header", "true", "inferSchema", "true"), false),
    /** JSON lines: one object per line. */
    JSON("json", Map.of(), false);

    private final String extension;
    private final Map<String, String> options;
    private final boolean readsByRanges;

    TableFileKind(String extension, Map<String, String> options, boolean readsByRanges) {
        this.extension = extension;
        this.options = options;
        this.readsByRanges = readsByRanges;
    }

    /** The kind of a file by its name's extension (a text kind's with a compression's suffix too), if it is a table file. */
    static Optional<TableFileKind> of(String fileName) {
        String name = fileName.toLowerCase(Locale.ROOT);
        String uncompressed = TableFiles.uncompressedName(name);
        return Arrays.stream(values()).filter(k -> (k.readsByRanges ? name : uncompressed).endsWith("." + k.extension)).findFirst();
    }

    /** Spark's short name of the source that reads it. */
    String source() {
        return extension;
    }

    /** The options Spark's source reads it with, on the driver and in the tasks. */
    Map<String, String> options() {
        return options;
    }

    boolean readsByRanges() {
        return readsByRanges;
    }

}
