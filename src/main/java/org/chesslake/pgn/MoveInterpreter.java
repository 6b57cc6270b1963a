package org.chesslake.pgn;

import org.chesslake.game.MoveTree;

/**
 * The variant plug-in of the PGN grammar: it owns the board, understands move tokens and builds
 * the move tree. The parser calls {@link #start} once per game, then the movetext operations in
 * source order, then {@link #finish}. One instance parses one game at a time.
 */
public interface MoveInterpreter {

    /**
     * Starts a game.
     *
     * @param fen the FEN tag, or null for the variant's standard start
     * @throws IllegalArgumentException when the FEN cannot be set up
     */
    void start(String fen);

    /**
     * Plays a move token ("Nf3", "炮二平五") in the current line.
     *
     * @throws IllegalArgumentException when the token is no legal move here; the message says why
     */
    void move(String token);

    /** Annotates the last move played in the current line. */
    void nag(int nag);

    /** A comment before the first move of the current line (or of the game). */
    void commentBefore(String text);

    /** A comment after the last move played in the current line. */
    void commentAfter(String text);

    /** Opens an alternative to the last move played in the current line. */
    void startVariation();

    /** Closes the innermost open variation. */
    void endVariation();

    /** The game's move tree; every variation has been closed. */
    MoveTree finish();
}
