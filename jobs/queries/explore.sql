-- The opening explorer: the tree of a position (a chess or xiangqi FEN) read from the lake's opening
-- index, the positions table (one row per main-line move, sorted by the key of the position it was
-- played from): each move played from it, its games, results, score, the average Elo of the side
-- that plays it, the first and last year, and its three games of the highest Elo (by the players'
-- Elo summed, then the higher game_id). A game counts once per move it played there (a repetition
-- does not count twice). The index holds a move's UCI; its SAN and the side that moves come from the
-- FEN (move_san, side_to_move). jobs/explore counts the same over the positions a filter keeps (Elo,
-- dates, source).
--   jobs/sql --param fen='rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq c6 0 2' jobs/queries/explore.sql
WITH played AS (
  SELECT DISTINCT game_id, uci, result, white_elo, black_elo, date, year
  FROM positions
  WHERE from_position_key = position_key(:fen)
)
SELECT move_san(:fen, uci) AS move,
       uci,
       count(*) AS games,
       count_if(result = '1-0') AS white_wins,
       count_if(result = '1/2-1/2') AS draws,
       count_if(result = '0-1') AS black_wins,
       round(avg(result_score(result, side_to_move(:fen))), 3) AS score,
       round(avg(CASE side_to_move(:fen) WHEN 'white' THEN white_elo ELSE black_elo END)) AS avg_elo,
       min(year) AS first_year,
       max(year) AS last_year,
       transform(slice(sort_array(collect_list(named_struct('elo', coalesce(white_elo, 0) + coalesce(black_elo, 0),
           'game_id', game_id, 'result', result, 'white_elo', white_elo, 'black_elo', black_elo, 'date', date,
           'year', year)), false), 1, 3),
           top -> named_struct('game_id', top.game_id, 'result', top.result, 'white_elo', top.white_elo,
               'black_elo', top.black_elo, 'date', top.date, 'year', top.year)) AS top_games
FROM played
GROUP BY uci
ORDER BY games DESC, move
