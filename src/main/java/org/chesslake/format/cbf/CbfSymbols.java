package org.chesslake.format.cbf;

import java.util.ArrayList;
import java.util.List;

/**
 * The symbol codes of an annotation record and their PGN NAGs (spec §11.2). A record has three
 * symbol slots in a fixed order (move evaluation, position evaluation, remark), so a list of NAGs
 * is representable only when it fills the slots in that order, at most one each.
 */
final class CbfSymbols {

    /** No NAG for this code: a sign ChessBase shows that SAN or the text already carries. */
    static final int IGNORED = -1;
    /** A code outside the table. */
    static final int UNKNOWN = -2;

    static final int MOVE_EVAL = 0;
    static final int POSITION_EVAL = 1;
    static final int REMARK = 2;

    /** NAG by code (index = code), per slot; code 0 means "none". */
    private static final int[][] NAGS = {
            {0, 1, 2, 5, 6, 3, 4, IGNORED, 140, 142},
            {0, 18, 16, 14, 10, 13, 15, 17, 19, 44, 45, 132, 36, 40, 138, 8},
            {0, 145, 142, 140, 144, 142, 143, IGNORED},
    };

    private CbfSymbols() {
    }

    /** The NAG of {@code code} in {@code slot}: 0 for none, {@link #IGNORED} or {@link #UNKNOWN}. */
    static int nag(int slot, int code) {
        int[] table = NAGS[slot];
        return code < table.length ? table[code] : UNKNOWN;
    }

    /**
     * The three slot codes holding {@code nags} so that reading gives them back in the same order,
     * or null when no assignment does (an unknown NAG, two of a kind, or an order the slots cannot keep).
     */
    static int[] codes(List<Integer> nags) {
        int[] codes = new int[3];
        int nextSlot = 0;
        for (int nag : nags) {
            int placed = -1;
            for (int slot = nextSlot; slot < 3 && placed < 0; slot++) {
                int code = codeOf(slot, nag);
                if (code > 0) {
                    codes[slot] = code;
                    placed = slot;
                }
            }
            if (placed < 0) {
                return null;
            }
            nextSlot = placed + 1;
        }
        return codes;
    }

    /** The NAGs a record's codes give, in slot order; unknown and ignored codes give none. */
    static List<Integer> nags(int[] codes) {
        List<Integer> nags = new ArrayList<>(3);
        for (int slot = 0; slot < 3; slot++) {
            int nag = nag(slot, codes[slot]);
            if (nag > 0) {
                nags.add(nag);
            }
        }
        return nags;
    }

    private static int codeOf(int slot, int nag) {
        int[] table = NAGS[slot];
        for (int code = 1; code < table.length; code++) {
            if (table[code] == nag) {
                return code;
            }
        }
        return 0;
    }
}
