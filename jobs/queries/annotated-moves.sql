-- The moves annotators marked as brilliant ($3, "!!") or blunders ($4, "??"), with their game.
SELECT g.white, g.black, g.year, m.move_number, m.side, m.san,
       CASE WHEN array_position(m.nags, 3) > 0 THEN '!!' ELSE '??' END AS mark
FROM moves m
JOIN games g ON g.game_id = m.game_id
WHERE array_position(m.nags, 3) > 0 OR array_position(m.nags, 4) > 0
ORDER BY g.year, g.white, m.ply
