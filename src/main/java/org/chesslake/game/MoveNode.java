package org.chesslake.game;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * A move in a game tree with its annotations. Variations hang on the move they replace: each is a
 * line that starts from the same position as this move. Built by a decoder, then only read.
 */
public final class MoveNode {

    /**
     * What annotates a move, made on its first NAG, comment or variation: most moves have none, and a
     * decoder makes one node per ply, so a node without them is two references (24 bytes, not 32).
     */
    private static final class Annotations {
        List<Integer> nags;
        List<List<MoveNode>> variations;
        String commentBefore;
        String commentAfter;
    }

    private final MoveInfo move;
    private Annotations annotations;

    public MoveNode(MoveInfo move) {
        this.move = Objects.requireNonNull(move, "move");
    }

    public MoveInfo move() {
        return move;
    }

    /** The NAGs, in source order (read-only while there is none). */
    public List<Integer> nags() {
        return annotations == null || annotations.nags == null ? List.of() : annotations.nags;
    }

    /** Alternatives to this move, in the order the source gives them (read-only while there is none: {@link #addVariation}). */
    public List<List<MoveNode>> variations() {
        return annotations == null || annotations.variations == null ? List.of() : annotations.variations;
    }

    public String commentBefore() {
        return annotations == null ? null : annotations.commentBefore;
    }

    public String commentAfter() {
        return annotations == null ? null : annotations.commentAfter;
    }

    public void addNag(int nag) {
        Annotations a = annotations();
        if (a.nags == null) {
            a.nags = new ArrayList<>(2);
        }
        a.nags.add(nag);
    }

    /** Appends to an existing comment with a space, as PGN readers join adjacent comments. */
    public void addCommentBefore(String text) {
        if (text != null && !text.isEmpty()) {
            Annotations a = annotations();
            a.commentBefore = join(a.commentBefore, text);
        }
    }

    public void addCommentAfter(String text) {
        if (text != null && !text.isEmpty()) {
            Annotations a = annotations();
            a.commentAfter = join(a.commentAfter, text);
        }
    }

    public List<MoveNode> addVariation() {
        Annotations a = annotations();
        List<MoveNode> line = new ArrayList<>();
        if (a.variations == null) {
            a.variations = new ArrayList<>(2);
        }
        a.variations.add(line);
        return line;
    }

    private Annotations annotations() {
        if (annotations == null) {
            annotations = new Annotations();
        }
        return annotations;
    }

    /** {@code existing} and {@code text} (not empty) joined by a space. */
    private static String join(String existing, String text) {
        return existing == null ? text : existing + " " + text;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof MoveNode other
                && move.equals(other.move)
                && nags().equals(other.nags())
                && Objects.equals(commentBefore(), other.commentBefore())
                && Objects.equals(commentAfter(), other.commentAfter())
                && variations().equals(other.variations());
    }

    @Override
    public int hashCode() {
        return Objects.hash(move, nags(), commentBefore(), commentAfter(), variations());
    }

    @Override
    public String toString() {
        return move.san();
    }
}
