package org.chesslake.format.dcg;

import java.util.Arrays;

/** The tokens of a DCG game record after the start position (spec §4.1). */
sealed interface DcgToken {

    int BEGIN_VARIATION = 0x84;
    int END_VARIATION = 0x85;
    int COMMENT = 0x86;
    int NAGS = 0x87;
    int NULL_MOVE = 0x88;

    /**
     * A move as its 16 bits give it: squares a1 = 0 … h8 = 63 and the raw promotion code, whose
     * meaning depends on the database's {@link PromotionCoding}.
     */
    record Move(int from, int to, int promotionCode) implements DcgToken {

        static Move decode(int bits) {
            return new Move(bits >> 6 & 63, bits & 63, bits >> 12 & 7);
        }

        int encode() {
            return promotionCode << 12 | from << 6 | to;
        }
    }

    record NullMove() implements DcgToken {
    }

    /** Opens an alternative to the last move read in the current line. */
    record BeginVariation() implements DcgToken {
    }

    record EndVariation() implements DcgToken {
    }

    /**
     * The comment after the current node (the game comment before any move).
     *
     * @param leading the comment came right after a begin-of-variation, before the variation's
     *                first move; the reference writer never does this
     */
    record Comment(String text, boolean leading) implements DcgToken {
    }

    /** NAG numbers of the last move, in order. */
    record Nags(int[] values) implements DcgToken {

        @Override
        public boolean equals(Object o) {
            return o instanceof Nags other && Arrays.equals(values, other.values);
        }

        @Override
        public int hashCode() {
            return Arrays.hashCode(values);
        }

        @Override
        public String toString() {
            return "Nags" + Arrays.toString(values);
        }
    }
}
