package org.chesslake.game;

/**
 * Builds a {@link MoveTree} while replaying a game's moves on a board of its variant (chess:
 * {@code chess.ChessLineBuilder}, xiangqi: {@code xiangqi.XiangqiLineBuilder}): the moves of the
 * current line, the NAGs and comments that annotate them, and the variations that open and close
 * around them. What reads a game move by move (the PGN grammar, the rebuild of games from rows)
 * drives this one interface, whatever the variant.
 *
 * <p>A variation is an alternative to the last move played in the current line: opening one takes
 * that move back, closing it returns to the parent line's position.
 */
public interface LineBuilder {

    /**
     * Plays the move that coordinate notation names (chess: UCI, {@code e2e4}; xiangqi: ICCS,
     * {@code h2e2}) in the current line.
     *
     * @param notation the source's own token for the move, kept where the variant keeps one (xiangqi), or null
     * @throws IllegalArgumentException when the text names no legal move here; the message says why
     */
    MoveInfo playUci(String uci, String notation);

    /** Annotates the last move played in the current line. */
    void nag(int nag);

    /** A comment for the next move played in the current line. */
    void commentBefore(String text);

    /** A comment after the last move played in the current line; before any move it comes before the first. */
    void commentAfter(String text);

    /** Opens an alternative to the last move played in the current line. */
    void startVariation();

    /** Closes the innermost open variation. */
    void endVariation();

    /** The tree built so far. */
    MoveTree build();
}
