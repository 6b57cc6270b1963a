package org.chesslake.format.xqpgn;

import java.util.Optional;
import org.chesslake.pgn.PgnLexer;
import org.chesslake.pgn.PgnToken;

/**
 * What the shared PGN grammar forgives but xiangqi PGN makes a decode error (spec §10): a '{'
 * never closed, a '(' never closed before the game's result or end. Runs over the shared lexer's
 * tokens, so it agrees with the grammar on what is a comment.
 */
final class MovetextCheck {

    private MovetextCheck() {
    }

    /** The problem with a game's text, if any. */
    static Optional<String> check(String text) {
        PgnLexer lexer = new PgnLexer(text);
        lexer.readTags();
        int depth = 0;
        for (PgnToken token = lexer.next(); token != null; token = lexer.next()) {
            switch (token.kind()) {
                case COMMENT -> {
                    if (text.charAt(token.offset()) == '{' && text.indexOf('}', token.offset()) < 0) {
                        return Optional.of("comment opened on line " + (1 + lexer.lineOf(token.offset())) + " is never closed");
                    }
                }
                case START_VARIATION -> depth++;
                case END_VARIATION -> depth--;
                case RESULT -> {
                    if (depth == 0) {
                        return Optional.empty();
                    }
                }
                default -> { }
            }
        }
        return depth > 0 ? Optional.of(depth + " variation(s) never closed") : Optional.empty();
    }
}
