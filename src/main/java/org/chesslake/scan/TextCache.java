package org.chesslake.scan;

import java.util.function.Function;

/**
 * Encoded forms of the short strings that repeat from move to move in a column (squares, pieces,
 * sides, UCI, most SAN), each encoded once: a direct-mapped table on the string's hash, a miss
 * replaces the slot. The chess core shares its strings, so most hits are one identity test.
 * One cache per column, its table made on first use; not thread-safe.
 *
 * @param <V> the encoded form: Spark's UTF8String, Parquet's Binary
 */
public final class TextCache<V> {

    private static final int BITS = 13;
    private static final int LONGEST = 12;
    private final Function<String, V> encoder;
    private String[] keys;
    private Object[] values;

    private TextCache(Function<String, V> encoder) {
        this.encoder = encoder;
    }

    /** One cache for each of {@code columns} columns. */
    @SuppressWarnings("unchecked")
    public static <V> TextCache<V>[] perColumn(int columns, Function<String, V> encoder) {
        TextCache<V>[] caches = new TextCache[columns];
        for (int i = 0; i < columns; i++) {
            caches[i] = new TextCache<>(encoder);
        }
        return caches;
    }

    @SuppressWarnings("unchecked")
    public V of(String text) {
        if (text.length() > LONGEST) {
            return encoder.apply(text);
        }
        if (keys == null) {
            keys = new String[1 << BITS];
            values = new Object[1 << BITS];
        }
        int slot = text.hashCode() * 0x9E3779B9 >>> (Integer.SIZE - BITS);
        String key = keys[slot];
        if (key == text || text.equals(key)) {
            return (V) values[slot];
        }
        V value = encoder.apply(text);
        keys[slot] = text;
        values[slot] = value;
        return value;
    }
}
