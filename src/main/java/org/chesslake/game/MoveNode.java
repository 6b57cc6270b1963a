package org.chesslake.game;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * A move in a game tree with its annotations. Variations hang on the move they replace: each is a
 * line that starts from the same position as this move. Built by a decoder, then only read.
 */
public final class MoveNode {

    private final MoveInfo move;
    private final List<Integer> nags = new ArrayList<>(0);
    private final List<List<MoveNode>> variations = new ArrayList<>(0);
    private String commentBefore;
    private String commentAfter;

    public MoveNode(MoveInfo move) {
        this.move = Objects.requireNonNull(move, "move");
    }

    public MoveInfo move() {
        return move;
    }

    public List<Integer> nags() {
        return nags;
    }

    /** Alternatives to this move, in the order the source gives them. */
    public List<List<MoveNode>> variations() {
        return variations;
    }

    public String commentBefore() {
        return commentBefore;
    }

    public String commentAfter() {
        return commentAfter;
    }

    public void addNag(int nag) {
        nags.add(nag);
    }

    /** Appends to an existing comment with a space, as PGN readers join adjacent comments. */
    public void addCommentBefore(String text) {
        commentBefore = join(commentBefore, text);
    }

    public void addCommentAfter(String text) {
        commentAfter = join(commentAfter, text);
    }

    public List<MoveNode> addVariation() {
        List<MoveNode> line = new ArrayList<>();
        variations.add(line);
        return line;
    }

    private static String join(String existing, String text) {
        if (text == null || text.isEmpty()) {
            return existing;
        }
        return existing == null ? text : existing + " " + text;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof MoveNode other
                && move.equals(other.move)
                && nags.equals(other.nags)
                && Objects.equals(commentBefore, other.commentBefore)
                && Objects.equals(commentAfter, other.commentAfter)
                && variations.equals(other.variations);
    }

    @Override
    public int hashCode() {
        return Objects.hash(move, nags, commentBefore, commentAfter, variations);
    }

    @Override
    public String toString() {
        return move.san();
    }
}
