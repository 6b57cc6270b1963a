-- Every player's score over the lake, with the games the names table counts for them.
WITH sides AS (
  SELECT white_id AS player_id, white AS player,
         CASE result WHEN '1-0' THEN 1.0 WHEN '1/2-1/2' THEN 0.5 WHEN '0-1' THEN 0.0 END AS points
  FROM games WHERE white IS NOT NULL
  UNION ALL
  SELECT black_id, black,
         CASE result WHEN '0-1' THEN 1.0 WHEN '1/2-1/2' THEN 0.5 WHEN '1-0' THEN 0.0 END
  FROM games WHERE black IS NOT NULL
),
counted AS (
  SELECT name_id, sum(games) AS games_in_names FROM names WHERE kind = 'player' GROUP BY name_id
)
SELECT s.player, count(*) AS games, sum(s.points) AS points, max(c.games_in_names) AS games_in_names
FROM sides s
LEFT JOIN counted c ON c.name_id = s.player_id
GROUP BY s.player_id, s.player
ORDER BY points DESC, s.player
