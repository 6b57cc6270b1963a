package org.chesslake.pgn;

/**
 * A movetext token. Move numbers, dots and "e.p." are dropped by the lexer, and suffix glyphs
 * ("e4!?") arrive as a MOVE followed by a NAG, so the parser sees only what changes the tree.
 *
 * @param text   the move token, comment text, result or NAG number in decimal
 * @param offset char offset of the token in the game's text
 */
public record PgnToken(Kind kind, String text, int offset) {

    public enum Kind { MOVE, NAG, COMMENT, START_VARIATION, END_VARIATION, RESULT }
}
