package org.chesslake.lake;

import java.time.LocalDate;
import java.util.Locale;
import org.chesslake.table.PositionColumn;

/**
 * Which games an opening tree counts, exactly: both players' Elo at least {@code minElo} and at most
 * {@code maxElo} (a game without an Elo is left out by either bound), the date within
 * {@code since} and {@code until} (inclusive), the source; each null where it keeps every game.
 */
public record TreeFilter(Integer minElo, Integer maxElo, DateBound since, DateBound until, String source) {

    /** Every game. */
    public static final TreeFilter NONE = new TreeFilter(null, null, null, null, null);

    public TreeFilter {
        if (minElo != null && maxElo != null && minElo > maxElo) {
            throw new IllegalArgumentException("the lowest Elo " + minElo + " is above the highest " + maxElo);
        }
    }

    /**
     * A bound of the games' dates: a year compares with the game's year (known for games whose day is
     * not), a day with its full date (games without one are left out).
     */
    public sealed interface DateBound {

        /** {@code YYYY} or {@code YYYY-MM-DD}. */
        static DateBound parse(String text) {
            if (text.matches("\\d{4}")) {
                return new Year(Integer.parseInt(text));
            }
            return new Day(LocalDate.parse(text));
        }

        /** The bound as {@link #parse} reads it. */
        String text();

        /** The positions column the bound compares with. */
        PositionColumn column();

        /** The bound as that column's value: the year, or the day's number since 1970-01-01 (a Parquet date). */
        int value();

        record Year(int year) implements DateBound {
            @Override
            public String text() {
                return String.format(Locale.ROOT, "%04d", year);
            }

            @Override
            public PositionColumn column() {
                return PositionColumn.YEAR;
            }

            @Override
            public int value() {
                return year;
            }
        }

        record Day(LocalDate day) implements DateBound {
            @Override
            public String text() {
                return day.toString();
            }

            @Override
            public PositionColumn column() {
                return PositionColumn.DATE;
            }

            @Override
            public int value() {
                return Math.toIntExact(day.toEpochDay());
            }
        }
    }
}
