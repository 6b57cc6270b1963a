package org.chesslake.explore.web;

import java.util.Optional;
import org.chesslake.lake.Tree;
import org.chesslake.lake.TreeFilter;

/**
 * What the explorer page reads from a lake: the tree of a position (a lake's {@code PositionIndex})
 * and the PGN of a game (the export's path). An implementation answers only from the lake's data
 * (its messages name no file of the machine) and may be asked from several threads at once.
 */
public interface ExplorerLake {

    /**
     * The tree of a position.
     *
     * @param fen    a chess or xiangqi FEN, already checked by the caller ({@code Position.of})
     * @param filter the games counted
     */
    Tree tree(String fen, TreeFilter filter);

    /** The PGN text of a game of the lake, empty when the lake has no game with this id. */
    Optional<String> pgn(long gameId);
}
