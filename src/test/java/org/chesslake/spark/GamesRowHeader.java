package org.chesslake.spark;

import org.apache.spark.sql.Row;
import org.chesslake.game.GameHeader;
import org.chesslake.game.PartialDate;
import org.chesslake.game.Result;

/**
 * A games row turned back into a GameHeader, so header checks written for decoded games apply to
 * what Spark reads. Fills the fields that have their own column; tags stay empty.
 */
final class GamesRowHeader {

    /** The games columns {@link #of(Row)} reads. */
    static final String[] COLUMNS = {"white", "black", "event", "site", "round", "year", "month", "day",
        "white_elo", "black_elo", "result", "eco", "start_fen"};

    private GamesRowHeader() {
    }

    static GameHeader of(Row row) {
        return GameHeader.builder()
                .white(row.getAs("white"))
                .black(row.getAs("black"))
                .event(row.getAs("event"))
                .site(row.getAs("site"))
                .round(row.getAs("round"))
                .date(new PartialDate(zero(row.getAs("year")), zero(row.getAs("month")), zero(row.getAs("day"))))
                .whiteElo(row.getAs("white_elo"))
                .blackElo(row.getAs("black_elo"))
                .result(Result.parse(row.getAs("result")))
                .eco(row.getAs("eco"))
                .startFen(row.getAs("start_fen"))
                .build();
    }

    private static int zero(Integer value) {
        return value == null ? 0 : value;
    }
}
