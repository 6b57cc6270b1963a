package org.chesslake.table;

import java.time.LocalDate;
import java.util.List;

/**
 * What every positions row of a game repeats: the game, its source and variant, and what a tree
 * counts and filters on, each computed by the games table's own column.
 */
public record PositionGame(long gameId, String source, String variant, String result, Integer whiteElo,
                           Integer blackElo, LocalDate date, Integer year) {

    private static final List<Column<GameRow>> COLUMNS = List.of(column("variant"), column("result"),
            column("white_elo"), column("black_elo"), column("date"), column("year"));

    /** The values of a decoded game, as its games row holds them. */
    public static PositionGame of(GameRow game) {
        Object[] values = COLUMNS.stream().map(column -> column.value().apply(game)).toArray();
        return new PositionGame(game.gameId(), game.source(), (String) values[0], (String) values[1],
                (Integer) values[2], (Integer) values[3], (LocalDate) values[4], (Integer) values[5]);
    }

    private static Column<GameRow> column(String name) {
        return GameColumns.ALL.stream().filter(c -> c.name().equals(name)).findFirst().orElseThrow();
    }
}
