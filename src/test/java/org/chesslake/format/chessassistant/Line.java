package org.chesslake.format.chessassistant;

import org.chesslake.chess.Board;
import org.chesslake.chess.ChessLineBuilder;
import org.chesslake.chess.Move;
import org.chesslake.chess.San;
import org.chesslake.game.MoveTree;

/**
 * Test games written as a tiny script: SAN moves, "(" and ")" around variations, "{text}" a comment
 * after the last move, "<text>" a comment before the next move, "$n" a NAG, "--" a null move.
 */
final class Line {

    private Line() {
    }

    static MoveTree of(String fen, String script) {
        ChessLineBuilder builder = new ChessLineBuilder(fen == null ? Board.standard() : Board.fromFen(fen));
        int i = 0;
        while (i < script.length()) {
            char c = script.charAt(i);
            if (c == ' ') {
                i++;
            } else if (c == '{' || c == '<') {
                int end = script.indexOf(c == '{' ? '}' : '>', i);
                String text = script.substring(i + 1, end);
                if (c == '{') {
                    builder.commentAfter(text);
                } else {
                    builder.commentBefore(text);
                }
                i = end + 1;
            } else if (c == '(') {
                builder.startVariation();
                i++;
            } else if (c == ')') {
                builder.endVariation();
                i++;
            } else {
                int end = i;
                while (end < script.length() && " ()".indexOf(script.charAt(end)) < 0) {
                    end++;
                }
                String token = script.substring(i, end);
                if (token.startsWith("$")) {
                    builder.nag(Integer.parseInt(token.substring(1)));
                } else {
                    builder.play(token.equals("--") ? Move.NULL : San.parse(builder.board(), token));
                }
                i = end;
            }
        }
        return builder.build();
    }
}
