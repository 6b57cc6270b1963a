-- The opening explorer: the tree of a position (a chess or xiangqi FEN) read from the lake's opening
-- index, the positions table (one row per main-line move, sorted by the key of the position it was
-- played from): each move played from it, its games, results, score, the average Elo of the side
-- that plays it, the first and last year, and its three games of the highest Elo (game_id, by the
-- players' Elo summed). A game counts once per move it played there (a repetition does not count
-- twice). jobs/explore runs this query over the positions a filter keeps (Elo, dates, source).
--   jobs/sql --param fen='rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq c6 0 2' jobs/queries/explore.sql
WITH played AS (
  SELECT DISTINCT game_id, move, uci, side, result, white_elo, black_elo, year
  FROM positions
  WHERE from_position_key = position_key(:fen)
)
SELECT move,
       uci,
       count(*) AS games,
       count_if(result = '1-0') AS white_wins,
       count_if(result = '1/2-1/2') AS draws,
       count_if(result = '0-1') AS black_wins,
       round(avg(result_score(result, side)), 3) AS score,
       round(avg(CASE side WHEN 'white' THEN white_elo ELSE black_elo END)) AS avg_elo,
       min(year) AS first_year,
       max(year) AS last_year,
       transform(slice(sort_array(collect_list(named_struct('elo', coalesce(white_elo, 0) + coalesce(black_elo, 0),
           'game_id', game_id)), false), 1, 3), top -> top.game_id) AS top_games
FROM played
GROUP BY move, uci
ORDER BY games DESC, move
