package org.chesslake.format.scid;

/**
 * The fields of one index entry that chesslake uses, the same for SCID 3, 4 and 5 (the derived
 * search helpers — stored line, material signature, home pawns — are not read).
 *
 * @param offset          the record's byte offset in the game file
 * @param length          the record's length in bytes
 * @param flags           the 22 index flag bits ({@link ScidFlags})
 * @param result          0 = *, 1 = 1-0, 2 = 0-1, 3 = draw; larger values are corrupt
 * @param date            20-bit date (§2.7)
 * @param eventDate       absolute 20-bit EventDate, 0 if none
 * @param variationCode   count code (§2.4), likewise {@code commentCode} and {@code nagCode}
 * @param plyCount        the stored main-line half-move count (10 bits)
 * @param chess960        SCID 5 only: the game is Chess960
 */
record IndexEntry(long offset, int length, int flags, int white, int black, int event, int site, int round,
                  int result, int eco, int date, int eventDate, int whiteRating, int whiteRatingType,
                  int blackRating, int blackRatingType, int variationCode, int commentCode, int nagCode,
                  int plyCount, boolean chess960) {

    boolean deleted() {
        return (flags & ScidFlags.DELETED) != 0;
    }

    /** The count SCID reports for a 4-bit count code (§2.4): 0–10 as is, then 15, 20, 30, 40, 50. */
    static int countOf(int code) {
        return switch (code) {
            case 11 -> 15;
            case 12 -> 20;
            case 13 -> 30;
            case 14 -> 40;
            case 15 -> 50;
            default -> code;
        };
    }

    /** The code SCID stores for a real count: exact up to 10 (11 and 12 too become 10), then bands. */
    static int codeOf(int count) {
        if (count <= 12) {
            return Math.min(count, 10);
        }
        if (count <= 17) {
            return 11;
        }
        if (count <= 24) {
            return 12;
        }
        if (count <= 34) {
            return 13;
        }
        return count <= 44 ? 14 : 15;
    }
}
