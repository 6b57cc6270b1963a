-- How the games of the lake open: the first move of every main line, most played first.
SELECT m.san AS first_move,
       count(*) AS games,
       round(avg(CASE g.result WHEN '1-0' THEN 1.0 WHEN '0-1' THEN 0.0 WHEN '1/2-1/2' THEN 0.5 END), 3) AS white_score
FROM moves m
JOIN games g ON g.game_id = m.game_id
WHERE m.line_id = 0 AND m.ply = 1 AND g.start_fen IS NULL
GROUP BY m.san
ORDER BY games DESC, first_move
