package org.chesslake.format.cbf;

import org.chesslake.chess.Board;
import org.chesslake.chess.ChessLineBuilder;
import org.chesslake.chess.San;
import org.chesslake.game.Game;
import org.chesslake.game.GameHeader;
import org.chesslake.game.MoveTree;

/** Builds games for the tests from a small movetext: SAN, "(" ")", "$n", "{comment}". */
final class TestGames {

    private TestGames() {
    }

    static MoveTree moves(String fen, String movetext) {
        ChessLineBuilder builder = new ChessLineBuilder(fen == null ? Board.standard() : Board.fromFen(fen));
        int i = 0;
        while (i < movetext.length()) {
            char c = movetext.charAt(i);
            if (c == ' ') {
                i++;
            } else if (c == '{') {
                int end = movetext.indexOf('}', i);
                builder.commentAfter(movetext.substring(i + 1, end));
                i = end + 1;
            } else if (c == '(') {
                builder.startVariation();
                i++;
            } else if (c == ')') {
                builder.endVariation();
                i++;
            } else {
                int end = i;
                while (end < movetext.length() && " (){".indexOf(movetext.charAt(end)) < 0) {
                    end++;
                }
                String token = movetext.substring(i, end);
                if (token.startsWith("$")) {
                    builder.nag(Integer.parseInt(token.substring(1)));
                } else {
                    builder.play(San.parse(builder.board(), token));
                }
                i = end;
            }
        }
        return builder.build();
    }

    static Game game(long number, GameHeader header, String movetext) {
        return new Game(number, header, moves(header.startFen(), movetext));
    }
}
