package org.chesslake.chess;


/**
 * The SAN strings a line builder has spelled, one instance per spelling: a game's moves are a few
 * thousand distinct SANs, so a decoder that asks for a string per ply gets the same one each time
 * instead of a new one (no allocation, and a consumer keyed by the string finds its hash cached and
 * the instance itself). A spelling of up to eight ASCII characters (every SAN is: at most seven) is
 * its own key, packed into a long. Not thread-safe: one per builder.
 */
final class SanSpellings {

    /** Per slot the packed spelling (0: free) and, at the same index, its string. */
    private long[] keys = new long[1024];
    private String[] strings = new String[1024];
    private int size;

    /** The string of {@code chars[0..length)}. */
    String of(char[] chars, int length) {
        long key = pack(chars, length);
        if (key == 0) {
            return new String(chars, 0, length);
        }
        int mask = keys.length - 1;
        int slot = slot(key, mask);
        long found;
        while ((found = keys[slot]) != 0) {
            if (found == key) {
                return strings[slot];
            }
            slot = (slot + 1) & mask;
        }
        String spelled = new String(chars, 0, length);
        keys[slot] = key;
        strings[slot] = spelled;
        if (++size * 2 > keys.length) {
            grow();
        }
        return spelled;
    }

    /** The characters, eight bits each, or 0 where they do not fit: more than eight, or one outside ASCII (or NUL). */
    private static long pack(char[] chars, int length) {
        if (length > Long.BYTES) {
            return 0;
        }
        long key = 0;
        for (int i = 0; i < length; i++) {
            char c = chars[i];
            if (c == 0 || c > 0x7f) {
                return 0;
            }
            key = key << 8 | c;
        }
        return key;
    }

    private static int slot(long key, int mask) {
        long h = key * 0x9E3779B97F4A7C15L;
        return (int) (h >>> 32) & mask;
    }

    private void grow() {
        long[] oldKeys = keys;
        String[] oldStrings = strings;
        keys = new long[oldKeys.length * 2];
        strings = new String[oldKeys.length * 2];
        int mask = keys.length - 1;
        for (int i = 0; i < oldKeys.length; i++) {
            if (oldKeys[i] != 0) {
                int slot = slot(oldKeys[i], mask);
                while (keys[slot] != 0) {
                    slot = (slot + 1) & mask;
                }
                keys[slot] = oldKeys[i];
                strings[slot] = oldStrings[i];
            }
        }
    }
}
