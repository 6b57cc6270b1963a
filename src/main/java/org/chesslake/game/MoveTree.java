package org.chesslake.game;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Objects;

/**
 * The moves of a game: the main line with variations hanging on its nodes.
 *
 * @param mainLine the main line; empty for a game without moves
 * @param comment  a comment that has no move to attach to (a game with no moves); null otherwise.
 *                 A comment before the first move is that move's {@link MoveNode#commentBefore()}.
 */
public record MoveTree(List<MoveNode> mainLine, String comment) {

    public static final MoveTree EMPTY = new MoveTree(List.of(), null);

    /**
     * Keeps a read-only copy of the caller's list: one array copy, where {@code List.copyOf} of an
     * {@code ArrayList} makes two in Java 17 (its {@code toArray}, then {@code List.of}'s own copy),
     * and a decoder makes a tree per game. Like {@code List.copyOf}, it refuses a null node.
     */
    public MoveTree {
        MoveNode[] nodes = mainLine.toArray(new MoveNode[0]);
        for (MoveNode node : nodes) {
            Objects.requireNonNull(node, "a null node in the main line");
        }
        mainLine = Collections.unmodifiableList(Arrays.asList(nodes));
    }

    /** Number of half-moves in the main line. */
    public int plyCount() {
        return mainLine.size();
    }
}
