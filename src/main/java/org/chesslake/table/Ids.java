package org.chesslake.table;

import java.nio.charset.StandardCharsets;

/**
 * Deterministic 64-bit ids, so re-ingesting gives the same ids and names from different databases
 * join: FNV-1a over the UTF-8 bytes with a 0 byte between the parts, then the SplitMix64 finaliser
 * to spread FNV's weak low bits.
 */
public final class Ids {

    private static final long FNV_OFFSET = 0xcbf29ce484222325L;
    private static final long FNV_PRIME = 0x100000001b3L;

    private Ids() {
    }

    public static long gameId(String source, long gameNumber) {
        return hash(source, Long.toString(gameNumber));
    }

    /** The id of a name of a kind, or null for no name. */
    public static Long nameId(String kind, String name) {
        return name == null ? null : hash(kind, name);
    }

    static long hash(String... parts) {
        long h = FNV_OFFSET;
        for (int p = 0; p < parts.length; p++) {
            if (p > 0) {
                h *= FNV_PRIME; // the separator byte 0: xor with 0 leaves h, the multiply remains
            }
            for (byte b : parts[p].getBytes(StandardCharsets.UTF_8)) {
                h ^= b & 0xff;
                h *= FNV_PRIME;
            }
        }
        h ^= h >>> 30;
        h *= 0xbf58476d1ce4e5b9L;
        h ^= h >>> 27;
        h *= 0x94d049bb133111ebL;
        h ^= h >>> 31;
        return h;
    }
}
