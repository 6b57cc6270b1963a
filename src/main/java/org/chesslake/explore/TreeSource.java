package org.chesslake.explore;

import java.util.Optional;

/**
 * What the explorer reads from a lake: the tree of a position and the PGN of a game. An
 * implementation answers only from the lake's data (its messages name no file of the machine).
 */
public interface TreeSource {

    /**
     * The tree of a position.
     *
     * @param fen    a chess or xiangqi FEN, already checked by the caller ({@link Position#of})
     * @param filter the games counted
     */
    Tree tree(String fen, TreeFilter filter);

    /** The PGN text of a game of the lake, empty when the lake has no game with this id. */
    Optional<String> pgn(long gameId);
}
