package org.chesslake.game;

import java.time.DateTimeException;
import java.time.LocalDate;

/**
 * A date as chess databases store it: any of year, month and day may be unknown (0).
 * PGN writes the unknown parts as "??".
 */
public record PartialDate(int year, int month, int day) {

    public static final PartialDate UNKNOWN = new PartialDate(0, 0, 0);

    public PartialDate {
        if (year < 0 || month < 0 || month > 12 || day < 0 || day > 31) {
            throw new IllegalArgumentException("date out of range: " + year + "." + month + "." + day);
        }
    }

    /** Parses "YYYY.MM.DD" with "?" in unknown parts; anything unreadable becomes unknown parts. */
    public static PartialDate parse(String text) {
        if (text == null) {
            return UNKNOWN;
        }
        String[] parts = text.trim().split("[.\\-/]", -1);
        int y = parts.length > 0 ? number(parts[0], 9999) : 0;
        int m = parts.length > 1 ? number(parts[1], 12) : 0;
        int d = parts.length > 2 ? number(parts[2], 31) : 0;
        return new PartialDate(y, m, d);
    }

    private static int number(String part, int max) {
        if (part.isEmpty() || part.length() > 4) {
            return 0;
        }
        int value = 0;
        for (int i = 0; i < part.length(); i++) {
            char c = part.charAt(i);
            if (c < '0' || c > '9') {
                return 0;
            }
            value = value * 10 + (c - '0');
        }
        return value <= max ? value : 0;
    }

    public boolean isUnknown() {
        return year == 0 && month == 0 && day == 0;
    }

    /** The full date when every part is known and it exists in the calendar, else null. */
    public LocalDate toLocalDate() {
        if (year == 0 || month == 0 || day == 0) {
            return null;
        }
        try {
            return LocalDate.of(year, month, day);
        } catch (DateTimeException e) {
            return null;
        }
    }

    /** PGN form: "1997.05.??". */
    public String toPgn() {
        StringBuilder pgn = new StringBuilder(10);
        digits(pgn, year, 4).append('.');
        digits(pgn, month, 2).append('.');
        return digits(pgn, day, 2).toString();
    }

    /** A field zero-padded to its width, or '?'s when unknown (without String.format: readers call this per game). */
    private static StringBuilder digits(StringBuilder out, int value, int width) {
        if (value == 0) {
            return out.append("?".repeat(width));
        }
        String text = Integer.toString(value);
        for (int i = text.length(); i < width; i++) {
            out.append('0');
        }
        return out.append(text);
    }

    @Override
    public String toString() {
        return toPgn();
    }
}
