-- Games the lake holds more than once (in two databases, two formats, or twice in one database):
-- the same start position and main line (main_line_key), the same result, years that agree where
-- both are known, and players that share a name: a word (three characters or more between spaces,
-- punctuation and digits) of White's name with White's, and of Black's with Black's, in lower case without accents ("Kasparov, Garry" and
-- "Kasparov,G" do; a name without such a word, e.g. "?" or none, agrees with any). Many different games
-- share a short main line (a forfeit, a short draw, a trap), and long ones too where a database gave
-- a game the wrong players, so the key alone is not enough. A game without moves (a bye, a
-- placeholder) has no main line to compare: it is nobody's duplicate here. (Written in the SQL that
-- Spark and Trino share: regexp_extract_all, cardinality.)
WITH keyed AS (
  SELECT game_id, source, game_number, white, black, year, result, ply_count, main_line_key,
         regexp_extract_all(translate(lower(coalesce(white, '')), 'àáâãäåçèéêëìíîïñòóôõöøšùúûüýÿž',
                                      'aaaaaaceeeeiiiinoooooosuuuuyyz'), '[^ ,.;:()/?0-9-]{3,}', 0) AS white_words,
         regexp_extract_all(translate(lower(coalesce(black, '')), 'àáâãäåçèéêëìíîïñòóôõöøšùúûüýÿž',
                                      'aaaaaaceeeeiiiinoooooosuuuuyyz'), '[^ ,.;:()/?0-9-]{3,}', 0) AS black_words
  FROM games
  WHERE main_line_key IS NOT NULL AND ply_count > 0)
SELECT a.main_line_key, a.source, a.game_number, b.source AS duplicate_source,
       b.game_number AS duplicate_game_number, a.white, a.black, a.year, a.result, a.ply_count
FROM keyed a
JOIN keyed b ON a.main_line_key = b.main_line_key AND a.game_id < b.game_id
WHERE a.result = b.result
  AND (a.year = b.year OR a.year IS NULL OR b.year IS NULL)
  AND (arrays_overlap(a.white_words, b.white_words) OR cardinality(a.white_words) = 0 OR cardinality(b.white_words) = 0)
  AND (arrays_overlap(a.black_words, b.black_words) OR cardinality(a.black_words) = 0 OR cardinality(b.black_words) = 0)
ORDER BY a.source, a.game_number, duplicate_source, duplicate_game_number
