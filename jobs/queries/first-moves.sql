-- How the games of the lake open: the first move of every main line, most played first. (The
-- scores are DOUBLE, not DECIMAL: engines differ in the scale of a DECIMAL average, e.g. Trino.)
SELECT m.san AS first_move,
       count(*) AS games,
       round(avg(CASE g.result WHEN '1-0' THEN 1e0 WHEN '0-1' THEN 0e0 WHEN '1/2-1/2' THEN 5e-1 END), 3) AS white_score
FROM moves m
JOIN games g ON g.game_id = m.game_id
WHERE m.line_id = 0 AND m.ply = 1 AND g.start_fen IS NULL
GROUP BY m.san
ORDER BY games DESC, first_move
