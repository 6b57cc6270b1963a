package org.chesslake.lake;

import java.util.List;

/**
 * One move of an opening tree: the move (SAN; xiangqi: WXF) and its UCI (xiangqi: ICCS), the games
 * that played it from the position (a game once however often it did), their results, the mover's
 * score (of the finished games, to 3 places) and average Elo (of those who have one, rounded), the
 * first and last year, and its games of the highest Elo (both players' summed, then the higher game
 * id), at most three, best first.
 */
public record TreeMove(String move, String uci, long games, long whiteWins, long draws, long blackWins, Double score,
                       Double avgElo, Integer firstYear, Integer lastYear, List<TopGame> topGames) {

    public TreeMove {
        topGames = List.copyOf(topGames);
    }

    /**
     * The move as one JSON object: {@code move, uci, games, white_wins, draws, black_wins, score,
     * avg_elo, first_year, last_year, top_games} (each top game an object {@code game_id, result,
     * white_elo, black_elo, date, year}), a field without a value left out.
     */
    public String toJson() {
        StringBuilder json = new StringBuilder("{");
        field(json, "move", move == null ? null : quote(move));
        field(json, "uci", uci == null ? null : quote(uci));
        field(json, "games", games);
        field(json, "white_wins", whiteWins);
        field(json, "draws", draws);
        field(json, "black_wins", blackWins);
        field(json, "score", score);
        field(json, "avg_elo", avgElo);
        field(json, "first_year", firstYear);
        field(json, "last_year", lastYear);
        field(json, "top_games", "[" + String.join(",", topGames.stream().map(TreeMove::json).toList()) + "]");
        return json.append('}').toString();
    }

    private static String json(TopGame game) {
        StringBuilder json = new StringBuilder("{");
        field(json, "game_id", game.gameId());
        field(json, "result", game.result() == null ? null : quote(game.result()));
        field(json, "white_elo", game.whiteElo());
        field(json, "black_elo", game.blackElo());
        field(json, "date", game.date() == null ? null : quote(game.date().toString()));
        field(json, "year", game.year());
        return json.append('}').toString();
    }

    private static void field(StringBuilder json, String name, Object value) {
        if (value == null) {
            return;
        }
        if (json.length() > 1) {
            json.append(',');
        }
        json.append('"').append(name).append("\":").append(value);
    }

    private static String quote(String text) {
        StringBuilder quoted = new StringBuilder("\"");
        for (char c : text.toCharArray()) {
            switch (c) {
                case '"' -> quoted.append("\\\"");
                case '\\' -> quoted.append("\\\\");
                default -> {
                    if (c < 0x20) {
                        quoted.append(String.format("\\u%04x", (int) c));
                    } else {
                        quoted.append(c);
                    }
                }
            }
        }
        return quoted.append('"').toString();
    }
}
