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
        // parts separated by '.', '-' or '/'; scanned by hand, since every game's date passes here
        String date = text.trim();
        int[] values = new int[3];
        int[] max = {9999, 12, 31};
        int start = 0;
        for (int part = 0; part < 3 && start <= date.length(); part++) {
            int end = start;
            while (end < date.length() && !isSeparator(date.charAt(end))) {
                end++;
            }
            values[part] = number(date, start, end, max[part]);
            start = end + 1;
        }
        return new PartialDate(values[0], values[1], values[2]);
    }

    private static boolean isSeparator(char c) {
        return c == '.' || c == '-' || c == '/';
    }

    private static int number(String text, int from, int to, int max) {
        if (from == to || to - from > 4) {
            return 0;
        }
        int value = 0;
        for (int i = from; i < to; i++) {
            char c = text.charAt(i);
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
