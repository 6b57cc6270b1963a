-- The games in which an annotator marked a move a blunder ($4, "??"): one games row each, for
-- jobs/export --query (which writes the games in this order).
SELECT g.*
FROM games g
WHERE g.game_id IN (SELECT game_id FROM moves WHERE array_position(nags, 4) > 0)
ORDER BY g.year, g.white
