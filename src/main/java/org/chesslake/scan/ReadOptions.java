package org.chesslake.scan;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.chesslake.format.FormatOptions;
import org.chesslake.format.SplitSizing;
import org.chesslake.table.TableKind;

/**
 * The options of a read, parsed once on the driver and shipped to the tasks.
 *
 * @param formatName   the provider's format, or {@link DatabaseFinder#ANY_FORMAT} (detect each file's format)
 * @param plannedInput the id of the {@link PlannedInput} whose databases and plans the read takes, or null to plan its
 *                     own: set through {@link PlannedInput#INTERNAL_OPTION} by the run that opened it, never by users
 */
public record ReadOptions(String formatName, List<String> paths, TableKind table, ReadMode mode, String sourceName,
                   SplitSizing sizing, Packing packing, FormatOptions formatOptions, String plannedInput)
        implements Serializable {

    /** The options that only say what a read makes of the databases, not which databases or how they are planned. */
    private static final Set<String> SCAN_ONLY = Set.of("table", "mode", "path", "paths",
            PlannedInput.INTERNAL_OPTION.toLowerCase(Locale.ROOT));

    /**
     * What decides which databases a read finds and how it plans them: reads with equal planning may
     * share one {@link PlannedInput}.
     */
    record Planning(String formatName, List<String> paths, String sourceName, SplitSizing sizing, Packing packing,
                    Map<String, String> otherOptions) {
    }

    Planning planning() {
        Map<String, String> others = new TreeMap<>(String.CASE_INSENSITIVE_ORDER);
        formatOptions.values().forEach((key, value) -> {
            if (!SCAN_ONLY.contains(key.toLowerCase(Locale.ROOT))) {
                others.put(key, value);
            }
        });
        return new Planning(formatName, paths, sourceName, sizing, packing, others);
    }

    public static ReadOptions parse(String formatName, Map<String, String> options) {
        return parse(formatName, options, paths(new FormatOptions(options)));
    }

    /** The options of a read of {@code paths} given apart from the options (a read that is not a DataFrame load). */
    public static ReadOptions parse(String formatName, Map<String, String> options, List<String> paths) {
        FormatOptions all = new FormatOptions(options);
        if (paths.isEmpty()) {
            throw new IllegalArgumentException("no path: use load(path) or option('path', ...)");
        }
        ReadOptions parsed = new ReadOptions(formatName, List.copyOf(paths),
                TableKind.parse(all.get("table", "games")),
                ReadMode.parse(all.get("mode", "PERMISSIVE")),
                all.get("sourceName"),
                new SplitSizing(positive(all, "gamesPerPartition", SplitSizing.DEFAULT_GAMES),
                        positive(all, "bytesPerPartition", SplitSizing.DEFAULT_BYTES)),
                new Packing(positive(all, "maxPartitionBytes", Packing.DEFAULT_MAX_PARTITION_BYTES),
                        positive(all, "openCostInBytes", Packing.DEFAULT_OPEN_COST), 1),
                all, all.get(PlannedInput.INTERNAL_OPTION));
        if (parsed.plannedInput() != null) {
            PlannedInput.named(parsed.plannedInput()).requireSamePlanning(parsed);
        }
        return parsed;
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
