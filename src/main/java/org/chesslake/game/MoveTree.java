package org.chesslake.game;

import java.util.List;

/**
 * The moves of a game: the main line with variations hanging on its nodes.
 *
 * @param mainLine the main line; empty for a game without moves
 * @param comment  a comment that has no move to attach to (a game with no moves); null otherwise.
 *                 A comment before the first move is that move's {@link MoveNode#commentBefore()}.
 */
public record MoveTree(List<MoveNode> mainLine, String comment) {

    public static final MoveTree EMPTY = new MoveTree(List.of(), null);

    public MoveTree {
        mainLine = List.copyOf(mainLine);
    }

    /** Number of half-moves in the main line. */
    public int plyCount() {
        return mainLine.size();
    }
}
