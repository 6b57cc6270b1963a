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
    /** Made on the first NAG or variation: most moves have neither, and a decoder makes one node per ply. */
    private List<Integer> nags;
    private List<List<MoveNode>> variations;
    private String commentBefore;
    private String commentAfter;

    public MoveNode(MoveInfo move) {
        this.move = Objects.requireNonNull(move, "move");
    }

    public MoveInfo move() {
        return move;
    }

    /** The NAGs, in source order (read-only while there is none). */
    public List<Integer> nags() {
        return nags == null ? List.of() : nags;
    }

    /** Alternatives to this move, in the order the source gives them (read-only while there is none: {@link #addVariation}). */
    public List<List<MoveNode>> variations() {
        return variations == null ? List.of() : variations;
    }

    public String commentBefore() {
        return commentBefore;
    }

    public String commentAfter() {
        return commentAfter;
    }

    public void addNag(int nag) {
        if (nags == null) {
            nags = new ArrayList<>(2);
        }
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
        if (variations == null) {
            variations = new ArrayList<>(2);
        }
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
                && nags().equals(other.nags())
                && Objects.equals(commentBefore, other.commentBefore)
                && Objects.equals(commentAfter, other.commentAfter)
                && variations().equals(other.variations());
    }

    @Override
    public int hashCode() {
        return Objects.hash(move, nags(), commentBefore, commentAfter, variations());
    }

    @Override
    public String toString() {
        return move.san();
    }
}
