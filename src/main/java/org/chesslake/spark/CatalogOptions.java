package org.chesslake.spark;

import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * The read options of a table that {@code CREATE TABLE … USING} put in Spark's session catalog.
 *
 * <p>The catalog does not hand a provider its {@code path} option as given: it keeps the path as the
 * table's {@code location} (relative paths as the user wrote them) and passes {@code path} qualified
 * against the warehouse directory, next to its own keys ({@code owner}, {@code provider}) and each
 * user option twice (as {@code key} and {@code option.key}). A relative path in a chess table means
 * what it means to {@code load()}: relative to the driver's working directory, so the location wins.
 */
final class CatalogOptions {

    private static final String LOCATION = "location";
    private static final String OPTION_PREFIX = "option.";
    private static final Set<String> CATALOG_KEYS = Set.of("owner", "provider", "path", LOCATION, "comment", "external",
            "is_managed_location", "collation");

    private CatalogOptions() {
    }

    /** The options a read of the table uses: as given for {@code load()} and views, rebuilt for catalog tables. */
    static Map<String, String> readOptions(Map<String, String> properties) {
        Map<String, String> options = new TreeMap<>(String.CASE_INSENSITIVE_ORDER);
        String location = properties.get(LOCATION);
        if (location == null) {
            options.putAll(properties);
            return options;
        }
        properties.forEach((key, value) -> {
            String lower = key.toLowerCase(Locale.ROOT);
            if (lower.startsWith(OPTION_PREFIX)) {
                options.put(key.substring(OPTION_PREFIX.length()), value);
            } else if (!CATALOG_KEYS.contains(lower)) {
                options.putIfAbsent(key, value);
            }
        });
        options.put("path", location);
        return options;
    }

    /** Whether the properties are those of a table in Spark's session catalog (which keeps the path as the location). */
    static boolean isCatalogTable(Map<String, String> properties) {
        return properties.containsKey(LOCATION);
    }

    /** Whether the options name something to read: a table without a path fails when it is created, not when queried. */
    static void requirePath(Map<String, String> options) {
        if (!hasText(options.get("path")) && !hasText(options.get("paths")) && !hasText(options.get(LOCATION))) {
            throw new IllegalArgumentException("no path: use load(path), option('path', ...), "
                    + "or in SQL OPTIONS (path '...') or LOCATION '...'");
        }
    }

    private static boolean hasText(String value) {
        return value != null && !value.isBlank() && !value.equals("[]");
    }
}
