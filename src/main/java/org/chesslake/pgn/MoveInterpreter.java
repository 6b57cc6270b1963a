package org.chesslake.pgn;

import org.chesslake.game.LineBuilder;

/**
 * The variant plug-in of the PGN grammar: it owns the board and understands move tokens. The parser
 * calls {@link #start} once per game, which gives the {@link LineBuilder} of its move tree, then
 * {@link #move} for each move token and the builder for the NAGs, comments and variations, in
 * source order, and last the builder's {@link LineBuilder#build}. One instance parses one game at
 * a time.
 */
public interface MoveInterpreter {

    /**
     * Starts a game.
     *
     * @param fen the FEN tag, or null for the variant's standard start
     * @return the builder of the game's move tree, on which {@link #move} plays
     * @throws IllegalArgumentException when the FEN cannot be set up
     */
    LineBuilder start(String fen);

    /**
     * Plays a move token ("Nf3", "炮二平五") in the current line.
     *
     * @throws IllegalArgumentException when the token is no legal move here; the message says why
     */
    void move(String token);
}
