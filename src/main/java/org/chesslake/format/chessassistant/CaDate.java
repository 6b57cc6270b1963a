package org.chesslake.format.chessassistant;

import org.chesslake.game.PartialDate;

/** The 3-byte date of §8: day = D mod 32, month = (D / 32) mod 13, year = D / 416; 0 = unknown. */
final class CaDate {

    static final int DAYS = 32;
    static final int MONTHS = 13;
    /** The largest year a 24-bit value holds. */
    static final int MAX_YEAR = 0xFFFFFF / (DAYS * MONTHS);

    private CaDate() {
    }

    static PartialDate decode(int value) {
        return new PartialDate(value / (DAYS * MONTHS), value / DAYS % MONTHS, value % DAYS);
    }

    static int encode(PartialDate date) {
        return (date.year() * MONTHS + date.month()) * DAYS + date.day();
    }

    static boolean fits(PartialDate date) {
        return date.year() <= MAX_YEAR;
    }
}
