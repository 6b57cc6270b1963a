package org.chesslake.pgn;

import java.util.Arrays;
import org.chesslake.game.LineBuilder;
import org.chesslake.game.MoveTree;

/**
 * Drives a {@link MoveInterpreter} and its game's {@link LineBuilder} with the movetext tokens of one game. Knows the grammar only:
 * which line a comment or NAG belongs to, where variations open and close, where the game ends.
 * Text after the game's result (text between games) is never read. A '{' or '(' that the game's
 * text never closes is an error: the rest of the file was swallowed or the game was cut off.
 * Variations are tracked in an array, never by recursion, so nesting depth costs no stack.
 */
final class MovetextParser {

    /** The tree and the result token that ended the movetext (null if it ran to the end). */
    record Movetext(MoveTree tree, String result) {
    }

    /** A token the grammar cannot place, or a move the interpreter rejected. */
    static final class MovetextException extends Exception {
        private final int offset;

        MovetextException(String reason, int offset) {
            super(reason);
            this.offset = offset;
        }

        int offset() {
            return offset;
        }
    }

    private MovetextParser() {
    }

    static Movetext parse(PgnLexer lexer, MoveInterpreter interpreter, LineBuilder line) throws MovetextException {
        // moves played in each open line: index 0 is the main line (grown as variations nest)
        int[] movesInLine = new int[8];
        int depth = 0;
        String result = null;
        int lastOffset = 0;
        for (PgnToken.Kind kind = lexer.advance(); kind != null; kind = lexer.advance()) {
            int offset = lexer.tokenOffset();
            lastOffset = offset;
            int played = movesInLine[depth];
            switch (kind) {
                case MOVE -> {
                    try {
                        interpreter.move(lexer.tokenText());
                    } catch (IllegalArgumentException e) {
                        throw new MovetextException("move '" + lexer.tokenText() + "': " + e.getMessage(), offset);
                    }
                    movesInLine[depth] = played + 1;
                }
                case NAG -> {
                    if (played > 0) { // a NAG before any move of its line annotates nothing
                        line.nag(lexer.tokenNag());
                    }
                }
                case COMMENT -> {
                    if (lexer.unclosedComment() == offset) {
                        throw new MovetextException("comment is never closed", offset);
                    }
                    if (played > 0) {
                        line.commentAfter(lexer.tokenText());
                    } else {
                        line.commentBefore(lexer.tokenText());
                    }
                }
                case START_VARIATION -> {
                    if (played == 0) {
                        throw new MovetextException("variation before any move of its line", offset);
                    }
                    line.startVariation();
                    if (++depth == movesInLine.length) {
                        movesInLine = Arrays.copyOf(movesInLine, depth * 2);
                    }
                    movesInLine[depth] = 0;
                }
                case END_VARIATION -> {
                    if (depth == 0) {
                        throw new MovetextException("')' without a variation", offset);
                    }
                    line.endVariation();
                    depth--;
                }
                case RESULT -> {
                    if (depth == 0) {
                        result = lexer.tokenText();
                    }
                }
            }
            if (result != null) {
                break;
            }
        }
        if (depth > 0) {
            throw new MovetextException(depth + " variation(s) never closed", lastOffset);
        }
        return new Movetext(line.build(), result);
    }
}
