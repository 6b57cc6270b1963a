package org.chesslake.cli;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.chesslake.explore.TopGame;
import org.chesslake.explore.Tree;
import org.chesslake.explore.TreeFilter;
import org.chesslake.explore.TreeMove;
import org.chesslake.explore.TreeSource;

/**
 * The explorer's trees over a lake in a Spark session, by jobs/queries/opening-tree.sql's count
 * (moves.from_position_key joined with games) with the filters and the fields the page shows, and
 * the games' PGN by {@link LakeGamePgn}: the page's source in the tests, until the position index's
 * reader (jobs/explore) answers it.
 */
public final class LakeTreeSource implements TreeSource {

    /** How many games of a position the page lists. */
    static final int TOP_GAMES = 5;

    private final SparkSession spark;

    /** @param spark a session where {@code games} and {@code moves} name the lake's tables ({@link SqlJob#register}) */
    public LakeTreeSource(SparkSession spark) {
        this.spark = spark;
    }

    @Override
    public Tree tree(String fen, TreeFilter filter) {
        Map<String, Object> args = new HashMap<>(Map.of("fen", fen));
        String kept = """
                WITH played AS (
                  SELECT DISTINCT game_id, san, uci, side
                  FROM moves
                  WHERE from_position_key = position_key(:fen) AND line_id = 0
                ), kept AS (
                  SELECT p.*, g.result, g.white, g.black, g.white_elo, g.black_elo, g.year, g.date
                  FROM played p JOIN games g ON g.game_id = p.game_id
                  WHERE %s
                )
                """.formatted(condition(filter, args));
        List<TreeMove> moves = new ArrayList<>();
        for (Row row : spark.sql(kept + """
                SELECT san, uci, count(*) AS games,
                       count_if(result = '1-0') AS white_wins,
                       count_if(result = '1/2-1/2') AS draws,
                       count_if(result = '0-1') AS black_wins,
                       avg(result_score(result, side)) AS score,
                       CAST(round(avg(CASE side WHEN 'white' THEN white_elo ELSE black_elo END)) AS INT) AS avg_elo,
                       min(year) AS first_year, max(year) AS last_year
                FROM kept GROUP BY san, uci ORDER BY games DESC, san
                """, args).collectAsList()) {
            moves.add(new TreeMove(row.getString(0), row.getString(1), row.getLong(2), row.getLong(3), row.getLong(4),
                    row.getLong(5), row.getDouble(6), (Integer) row.get(7), (Integer) row.get(8), (Integer) row.get(9)));
        }
        List<TopGame> top = new ArrayList<>();
        for (Row row : spark.sql(kept + """
                SELECT DISTINCT game_id, white, black, result, white_elo, black_elo,
                       coalesce(CAST(date AS STRING), CAST(year AS STRING)) AS day
                FROM kept
                ORDER BY coalesce(white_elo, 0) + coalesce(black_elo, 0) DESC, game_id
                LIMIT %d
                """.formatted(TOP_GAMES), args).collectAsList()) {
            top.add(new TopGame(row.getLong(0), row.getString(1), row.getString(2), row.getString(3),
                    (Integer) row.get(4), (Integer) row.get(5), row.getString(6)));
        }
        return new Tree(moves, top);
    }

    /** The filter as a condition on the games row {@code g}, its values added to the query's arguments. */
    private static String condition(TreeFilter filter, Map<String, Object> args) {
        List<String> conditions = new ArrayList<>(List.of("true"));
        if (filter.minElo() != null) {
            args.put("min_elo", filter.minElo());
            conditions.add("g.white_elo >= :min_elo AND g.black_elo >= :min_elo");
        }
        if (filter.maxElo() != null) {
            args.put("max_elo", filter.maxElo());
            conditions.add("g.white_elo <= :max_elo AND g.black_elo <= :max_elo");
        }
        if (filter.since() != null) {
            args.put("since", java.sql.Date.valueOf(filter.since()));
            conditions.add("g.date >= :since");
        }
        if (filter.until() != null) {
            args.put("until", java.sql.Date.valueOf(filter.until()));
            conditions.add("g.date <= :until");
        }
        if (!filter.sources().isEmpty()) {
            args.put("sources", filter.sources().toArray(String[]::new));
            conditions.add("array_contains(:sources, g.source)");
        }
        return String.join(" AND ", conditions);
    }

    @Override
    public Optional<String> pgn(long gameId) {
        return LakeGamePgn.of(spark, gameId);
    }
}
