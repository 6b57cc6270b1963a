package org.chesslake.format.scid;

import org.chesslake.game.PartialDate;

/** SCID's 20-bit date, {@code year << 9 | month << 5 | day}, 0 in a part meaning unknown (spec §2.7). */
final class ScidDate {

    static final int MAX_YEAR = 2047;

    private ScidDate() {
    }

    /** A month above 12 cannot be a date part; it is read as unknown rather than failing the game. */
    static PartialDate decode(int value) {
        int year = (value >>> 9) & 0x7FF;
        int month = (value >>> 5) & 0x0F;
        int day = value & 0x1F;
        return new PartialDate(year, month <= 12 ? month : 0, day);
    }

    /** A year SCID cannot hold (above 2047) is stored as unknown. */
    static int encode(PartialDate date) {
        int year = date.year() <= MAX_YEAR ? date.year() : 0;
        return year << 9 | date.month() << 5 | date.day();
    }

    /**
     * The EventDate of a SCID 4 index entry, stored in the top 12 bits of the date word relative
     * to Date's year (spec §2.8); 0 when there is none.
     */
    static int decodeEventDate(int dateWord) {
        int relative = dateWord >>> 20;
        int yy = relative >>> 9;
        if (yy == 0) {
            return 0;
        }
        int year = ((dateWord >>> 9) & 0x7FF) + yy - 4;
        return Math.max(year, 0) << 9 | (relative & 0x1FF);
    }

    /**
     * The 12-bit relative EventDate, or -1 when SCID's dual date cannot hold it (unknown Date
     * year, or more than three years from it).
     */
    static int encodeEventDate(int date, int eventDate) {
        int year = date >>> 9;
        int eventYear = eventDate >>> 9;
        if (eventDate == 0) {
            return 0;
        }
        if (year == 0 || eventYear == 0 || Math.abs(eventYear - year) > 3) {
            return -1;
        }
        return (eventYear - year + 4) << 9 | (eventDate & 0x1FF);
    }
}
