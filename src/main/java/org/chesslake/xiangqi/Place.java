package org.chesslake.xiangqi;

/**
 * A position marker that picks one of {@code n} pieces standing in a row, ordered front (nearest
 * the opponent) to back. Chinese markers count one way, WXF's another once four or five pawns
 * share a file, so each marker says which piece it means for a given {@code n}.
 */
public enum Place {
    /** 前: the first. */
    FRONT {
        int index(int n) { return n >= 2 ? 1 : 0; }
    },
    /** 中, or a pawn's own file in WXF: the middle one of an odd count (a lone piece is its own middle). */
    MIDDLE {
        int index(int n) { return n % 2 == 1 ? (n + 1) / 2 : 0; }
    },
    /** 后/後: the last. */
    REAR {
        int index(int n) { return n >= 2 ? n : 0; }
    },
    /** WXF {@code +}: the front one of two or three, the second of four or five. */
    WXF_FRONT {
        int index(int n) { return n < 2 ? 0 : n <= 3 ? 1 : 2; }
    },
    /** WXF {@code -}: the rear one of two or three, the second from the rear of four or five. */
    WXF_REAR {
        int index(int n) { return n < 2 ? 0 : n <= 3 ? n : n - 1; }
    },
    /** WXF {@code ++}: the foremost of four or five. */
    WXF_FOREMOST {
        int index(int n) { return n >= 4 ? 1 : 0; }
    },
    /** WXF {@code --}: the rearmost of four or five. */
    WXF_REARMOST {
        int index(int n) { return n >= 4 ? n : 0; }
    },
    FIRST {
        int index(int n) { return kth(1, n); }
    },
    SECOND {
        int index(int n) { return kth(2, n); }
    },
    THIRD {
        int index(int n) { return kth(3, n); }
    },
    FOURTH {
        int index(int n) { return kth(4, n); }
    },
    FIFTH {
        int index(int n) { return kth(5, n); }
    };

    /** The 1-based index from the front that this marker names among {@code n} pieces, or 0 for none. */
    abstract int index(int n);

    private static int kth(int k, int n) {
        return k <= n ? k : 0;
    }

    /** The ordinal marker for k = 1..5; null otherwise. */
    static Place ordinal(int k) {
        return switch (k) {
            case 1 -> FIRST;
            case 2 -> SECOND;
            case 3 -> THIRD;
            case 4 -> FOURTH;
            case 5 -> FIFTH;
            default -> null;
        };
    }
}
