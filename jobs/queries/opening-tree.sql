-- The opening tree of a position (a chess or xiangqi FEN): each move played from it in the main
-- lines of the lake's games, with its games, results, score and the average Elo of the side that
-- plays it. A game counts once per move it played there (a repetition does not count twice).
--   jobs/sql --param fen='rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq c6 0 2' jobs/queries/opening-tree.sql
WITH played AS (
  SELECT DISTINCT game_id, san, side
  FROM moves
  WHERE from_position_key = position_key(:fen) AND line_id = 0
)
SELECT p.san AS move,
       count(*) AS games,
       count_if(g.result = '1-0') AS white_wins,
       count_if(g.result = '1/2-1/2') AS draws,
       count_if(g.result = '0-1') AS black_wins,
       round(avg(result_score(g.result, p.side)), 3) AS score,
       round(avg(CASE p.side WHEN 'white' THEN g.white_elo ELSE g.black_elo END)) AS avg_elo
FROM played p
JOIN games g ON g.game_id = p.game_id
GROUP BY p.san
ORDER BY games DESC, move
