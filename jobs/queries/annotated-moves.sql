-- The moves annotators marked as brilliant ($3, "!!") or blunders ($4, "??"), with their game.
SELECT g.white, g.black, g.year, m.move_number, m.side, m.san,
       CASE WHEN array_contains(m.nags, 3) THEN '!!' ELSE '??' END AS mark
FROM moves m
JOIN games g ON g.game_id = m.game_id
WHERE array_contains(m.nags, 3) OR array_contains(m.nags, 4)
ORDER BY g.year, g.white, m.ply
