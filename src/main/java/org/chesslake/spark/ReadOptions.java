package org.chesslake.spark;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.chesslake.files.Packing;
import org.chesslake.format.FormatOptions;
import org.chesslake.format.SplitSizing;

/**
 * The options of a read, parsed once on the driver and shipped to the tasks.
 *
 * @param formatName the provider's format, or null for "chess" (detect each file's format)
 */
record ReadOptions(String formatName, List<String> paths, TableKind table, ReadMode mode, String sourceName,
                   SplitSizing sizing, Packing packing, FormatOptions formatOptions) implements Serializable {

    static ReadOptions parse(String formatName, Map<String, String> options) {
        return parse(formatName, options, paths(new FormatOptions(options)));
    }

    /** The options of a read of {@code paths} given apart from the options (a read that is not a DataFrame load). */
    static ReadOptions parse(String formatName, Map<String, String> options, List<String> paths) {
        FormatOptions all = new FormatOptions(options);
        if (paths.isEmpty()) {
            throw new IllegalArgumentException("no path: use load(path) or option('path', ...)");
        }
        return new ReadOptions(formatName, paths,
                TableKind.parse(all.get("table", "games")),
                ReadMode.parse(all.get("mode", "PERMISSIVE")),
                all.get("sourceName"),
                new SplitSizing(positive(all, "gamesPerPartition", SplitSizing.DEFAULT_GAMES),
                        positive(all, "bytesPerPartition", SplitSizing.DEFAULT_BYTES)),
                new Packing(positive(all, "maxPartitionBytes", Packing.DEFAULT_MAX_PARTITION_BYTES),
                        positive(all, "openCostInBytes", Packing.DEFAULT_OPEN_COST), 1),
                all);
    }

    /** Spark passes one path as "path" and several as "paths", a JSON array of strings. */
    private static List<String> paths(FormatOptions options) {
        List<String> paths = new ArrayList<>();
        String single = options.get("path");
        if (single != null && !single.isBlank()) {
            paths.add(single);
        }
        String several = options.get("paths");
        if (several != null && several.startsWith("[")) {
            paths.addAll(JsonStrings.parseArray(several));
        }
        return paths;
    }

    private static long positive(FormatOptions options, String key, long fallback) {
        String text = options.get(key);
        if (text == null) {
            return fallback;
        }
        try {
            long value = Long.parseLong(text.trim());
            if (value > 0) {
                return value;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new IllegalArgumentException("option " + key + " must be a positive whole number, not '" + text + "'");
    }
}
