package org.chesslake.table;

import java.time.LocalDate;
import java.util.Arrays;
import java.util.List;

/**
 * The games of a positions file being buffered, one index each, as columns of primitives: what every
 * positions row of a game repeats (its id, source, result, both Elos, date and year), each computed by
 * the games table's own column. A row refers to its game by index, so the buffer holds no object per
 * row and nothing of the game's move tree. Not thread-safe.
 */
public final class PositionGames {

    /** An Elo, date or year the game does not have. */
    public static final int NONE = Integer.MIN_VALUE;

    private static final List<Column<GameRow>> COLUMNS = List.of(column("result"), column("white_elo"),
            column("black_elo"), column("date"), column("year"));

    private long[] gameIds = new long[256];
    /** Sources and results are a few shared strings (the run's source names, the results' PGN constants). */
    private String[] sources = new String[256];
    private String[] results = new String[256];
    private int[] whiteElos = new int[256];
    private int[] blackElos = new int[256];
    private int[] dates = new int[256];
    private int[] years = new int[256];
    private int size;

    /** Adds the values of a decoded game, as its games row holds them; returns the game's index. */
    public int add(GameRow game) {
        LocalDate date = (LocalDate) COLUMNS.get(3).value().apply(game);
        return add(game.gameId(), game.source(), (String) COLUMNS.get(0).value().apply(game),
                orNone((Integer) COLUMNS.get(1).value().apply(game)), orNone((Integer) COLUMNS.get(2).value().apply(game)),
                date == null ? NONE : Math.toIntExact(date.toEpochDay()), orNone((Integer) COLUMNS.get(4).value().apply(game)));
    }

    /**
     * Adds a game by its values as a positions row holds them (an Elo, date or year it lacks is
     * {@link #NONE}; the date in days since 1970-01-01); returns the game's index.
     */
    public int add(long gameId, String source, String result, int whiteElo, int blackElo, int date, int year) {
        if (size == gameIds.length) {
            int length = size * 2;
            gameIds = Arrays.copyOf(gameIds, length);
            sources = Arrays.copyOf(sources, length);
            results = Arrays.copyOf(results, length);
            whiteElos = Arrays.copyOf(whiteElos, length);
            blackElos = Arrays.copyOf(blackElos, length);
            dates = Arrays.copyOf(dates, length);
            years = Arrays.copyOf(years, length);
        }
        gameIds[size] = gameId;
        sources[size] = source;
        results[size] = result;
        whiteElos[size] = whiteElo;
        blackElos[size] = blackElo;
        dates[size] = date;
        years[size] = year;
        return size++;
    }

    private static int orNone(Integer value) {
        return value == null ? NONE : value;
    }

    /** The games added since the last {@link #clear()}. */
    public int size() {
        return size;
    }

    public long gameId(int game) {
        return gameIds[game];
    }

    public String source(int game) {
        return sources[game];
    }

    /** The result, as games.result: '1-0', '0-1', '1/2-1/2' or '*'; null for a game without a header. */
    public String result(int game) {
        return results[game];
    }

    /** White's Elo, or {@link #NONE}. */
    public int whiteElo(int game) {
        return whiteElos[game];
    }

    /** Black's Elo, or {@link #NONE}. */
    public int blackElo(int game) {
        return blackElos[game];
    }

    /** The date as days since 1970-01-01 (a Parquet date), or {@link #NONE}. */
    public int date(int game) {
        return dates[game];
    }

    /** The year, or {@link #NONE}. */
    public int year(int game) {
        return years[game];
    }

    /** Forgets every game; the next one added has index 0. */
    public void clear() {
        Arrays.fill(sources, 0, size, null);
        Arrays.fill(results, 0, size, null);
        size = 0;
    }

    private static Column<GameRow> column(String name) {
        return GameColumns.ALL.stream().filter(c -> c.name().equals(name)).findFirst().orElseThrow();
    }
}
