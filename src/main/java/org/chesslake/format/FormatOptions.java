package org.chesslake.format;

import java.io.Serializable;
import java.nio.charset.Charset;
import java.util.Map;
import java.util.TreeMap;
import org.chesslake.files.BadDatabaseException;

/** Reader options as the user gave them (keys compared case-insensitively, like Spark's). */
public record FormatOptions(Map<String, String> values) implements Serializable {

    public static final FormatOptions NONE = new FormatOptions(Map.of());

    public FormatOptions {
        TreeMap<String, String> copy = new TreeMap<>(String.CASE_INSENSITIVE_ORDER);
        copy.putAll(values);
        values = copy;
    }

    public String get(String key) {
        return values.get(key);
    }

    public String get(String key, String fallback) {
        return values.getOrDefault(key, fallback);
    }

    /** These options with {@code more} added (a key given here already keeps its value). */
    public FormatOptions with(Map<String, String> more) {
        if (more.isEmpty()) {
            return this;
        }
        TreeMap<String, String> all = new TreeMap<>(String.CASE_INSENSITIVE_ORDER);
        all.putAll(more);
        all.putAll(values);
        return new FormatOptions(all);
    }

    /** The charset the {@code encoding} option names, or null when it is not given. */
    public Charset encoding(String file) throws BadDatabaseException {
        String name = get("encoding");
        if (name == null) {
            return null;
        }
        try {
            return Charset.forName(name.trim());
        } catch (IllegalArgumentException e) {
            throw new BadDatabaseException(file, "unknown encoding '" + name + "'");
        }
    }

}
