package org.chesslake.format.pgn;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.LocalTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.chesslake.pgn.PgnTag;

/**
 * The PGN tags of a table's rows: every column but the movetext's is a tag named by its column (a
 * tag PGN or Lichess names, in its own spelling, for a column of that name in any case and with or
 * without underscores: {@code whiteelo}, {@code white_elo} → {@code WhiteElo}; any other column under
 * its own name), and each value is written as a PGN file writes it: a date {@code YYYY.MM.DD} (also a
 * date tag's text in ISO's form {@code YYYY-MM-DD}, as JSON and CSV tables hold dates), a time
 * of day {@code HH:MM:SS} (a whole number in a time tag is the second of the day), a rating difference
 * with its sign ({@code +6}, {@code -6}, {@code +0}), a whole number without a fraction whatever its
 * type. A null is no tag. Columns {@code year} and {@code month} (Hive partitions) are no tags. A table
 * without a {@code Date} column has its {@code UTCDate} as the date, as Lichess's PGN has.
 */
final class TableTags {

    /** The tags a column name may stand for, in their PGN spelling: the roster, Lichess's, and common others. */
    private static final Map<String, String> KNOWN = Stream.of("Event", "Site", "Date", "Round", "White", "Black", "Result",
                    "WhiteTitle", "BlackTitle", "WhiteElo", "BlackElo", "WhiteRatingDiff", "BlackRatingDiff", "WhiteFideId",
                    "BlackFideId", "WhiteTeam", "BlackTeam", "UTCDate", "UTCTime", "ECO", "Opening", "Variation",
                    "SubVariation", "Termination", "TimeControl", "Annotator", "PlyCount", "FEN", "SetUp", "Variant",
                    "EventDate", "EventType", "Board", "Time", "Mode", "Source")
            .collect(Collectors.toMap(TableTags::key, Function.identity()));
    private static final Set<String> PARTITIONS = Set.of("year", "month");
    private static final Set<String> TIMES = Set.of("UTCTime", "Time");
    private static final Set<String> DATES = Set.of("Date", "UTCDate", "EventDate");
    /** A date as text in ISO's form, as a JSON or CSV table holds a date ({@code 2021-10-01}). */
    private static final Pattern ISO_DATE = Pattern.compile("\\d{4}-\\d{2}-\\d{2}");

    /** The table's columns read as tags, as named in the table. */
    private final List<String> columns;
    /** Their tags' names, in the same order. */
    private final List<String> names;
    /** Where the UTCDate column is among {@link #columns} when there is no Date column to give the date, else -1. */
    private final int dateFromUtcDate;

    private TableTags(List<String> columns, List<String> names) {
        this.columns = List.copyOf(columns);
        this.names = List.copyOf(names);
        this.dateFromUtcDate = names.contains("Date") ? -1 : names.indexOf("UTCDate");
    }

    /** The tags of a table of these columns, whose movetext is in {@code movetextColumn}. */
    static TableTags of(List<String> tableColumns, String movetextColumn) {
        List<String> columns = new ArrayList<>();
        List<String> names = new ArrayList<>();
        for (String column : tableColumns) {
            if (!column.equalsIgnoreCase(movetextColumn) && !PARTITIONS.contains(column.toLowerCase(Locale.ROOT))) {
                columns.add(column);
                names.add(KNOWN.getOrDefault(key(column), column));
            }
        }
        return new TableTags(columns, names);
    }

    /** The columns to read, in the order {@link #tags} takes their values. */
    List<String> columns() {
        return columns;
    }

    /** The tags of a row whose values of {@link #columns()} are {@code values}. */
    List<PgnTag> tags(Function<Integer, Object> values) {
        List<PgnTag> tags = new ArrayList<>(columns.size() + 1);
        for (int i = 0; i < columns.size(); i++) {
            Object value = values.apply(i);
            if (value != null) {
                String name = names.get(i);
                String text = text(name, value);
                tags.add(new PgnTag(name, text));
                if (i == dateFromUtcDate) {
                    tags.add(new PgnTag("Date", text));
                }
            }
        }
        return tags;
    }

    /** A value as the text of tag {@code name}. */
    static String text(String name, Object value) {
        if (value instanceof String s) {
            return DATES.contains(name) && ISO_DATE.matcher(s).matches() ? s.replace('-', '.') : s;
        }
        if (value instanceof LocalDate d) {
            return digits(digits(digits(new StringBuilder(10), d.getYear(), 4).append('.'), d.getMonthValue(), 2).append('.'),
                    d.getDayOfMonth(), 2).toString();
        }
        if (value instanceof LocalTime t) {
            return digits(digits(digits(new StringBuilder(8), t.getHour(), 2).append(':'), t.getMinute(), 2).append(':'),
                    t.getSecond(), 2).toString();
        }
        if (value instanceof Long n) {
            return TIMES.contains(name) && n >= 0 && n < 86_400 ? text(name, LocalTime.ofSecondOfDay(n)) : whole(name, n);
        }
        if (value instanceof Double d) {
            return d == Math.rint(d) && Math.abs(d) < 1e15 ? whole(name, (long) d.doubleValue())
                    : BigDecimal.valueOf(d).stripTrailingZeros().toPlainString();
        }
        if (value instanceof BigDecimal d) {
            BigDecimal plain = d.stripTrailingZeros();
            return plain.scale() <= 0 ? whole(name, d.longValue()) : plain.toPlainString();
        }
        return value.toString();
    }

    /**
     * {@code n} in at least {@code width} characters, zeros after a minus sign, as {@code %0Nd} writes it:
     * a date or time a row at a time, where {@code String.format} cost more than the tags' other work.
     */
    private static StringBuilder digits(StringBuilder text, int n, int width) {
        String plain = Integer.toString(Math.abs(n));
        if (n < 0) {
            text.append('-');
        }
        for (int i = plain.length() + (n < 0 ? 1 : 0); i < width; i++) {
            text.append('0');
        }
        return text.append(plain);
    }

    /** A whole number; a rating difference with its sign, as Lichess writes it. */
    private static String whole(String name, long n) {
        return name.endsWith("RatingDiff") && n >= 0 ? "+" + n : Long.toString(n);
    }

    /** A column's name as matched against the known tags: lower case, without underscores. */
    private static String key(String name) {
        return name.replace("_", "").toLowerCase(Locale.ROOT);
    }
}
