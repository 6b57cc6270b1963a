package org.chesslake.game;

import java.util.Arrays;

/**
 * A game's move nodes placed in their lines, what a {@link FlatMove} says of one, held field by
 * field in arrays that a reader or writer refills for each of its games: no object per move (a
 * {@code FlatMove} a move was the moves pass's third largest allocation, after the decoder's
 * {@link MoveInfo} and {@link MoveNode}). Filled by {@link MoveTreeWalker#flatten(MoveTree, String, FlatMoves)}
 * or move by move; the values of move {@code i} are read by index. Not thread-safe.
 */
public final class FlatMoves {

    private int size;
    private int mainLine;
    private int[] lineIds = new int[256];
    /** Null on the main line: the walker's own boxes, one per line, so a move costs none. */
    private Integer[] parentLineIds = new Integer[256];
    private Integer[] branchPlies = new Integer[256];
    private int[] plies = new int[256];
    private int[] moveNumbers = new int[256];
    private boolean[] white = new boolean[256];
    private MoveNode[] nodes = new MoveNode[256];
    /**
     * Whether any move held has a parent line or branch ply, a notation of the source's own, a
     * comment (before or after it), a NAG:
     * what a column writer asks once per game to write a column of nulls or empty lists at once
     * (most games have none of them). What the moves and their nodes held when added.
     */
    private boolean branched;
    private boolean notated;
    private boolean commented;
    private boolean annotated;

    /** Forgets the moves held (and the nodes they reference, so a game's tree stays collectable). */
    public void clear() {
        Arrays.fill(nodes, 0, size, null);
        size = 0;
        mainLine = 0;
        branched = false;
        notated = false;
        commented = false;
        annotated = false;
    }

    /** Appends a move; the parameters are {@link FlatMove}'s. */
    public void add(int lineId, Integer parentLineId, Integer branchPly, int ply, int moveNumber, boolean white,
                    MoveNode node) {
        if (size == nodes.length) {
            grow();
        }
        lineIds[size] = lineId;
        parentLineIds[size] = parentLineId;
        branchPlies[size] = branchPly;
        plies[size] = ply;
        moveNumbers[size] = moveNumber;
        this.white[size] = white;
        nodes[size] = node;
        size++;
        if (lineId == 0) {
            mainLine++;
        }
        branched |= parentLineId != null || branchPly != null;
        notated |= node.move().notation() != null;
        commented |= node.commentBefore() != null || node.commentAfter() != null;
        annotated |= !node.nags().isEmpty();
    }

    public void add(FlatMove move) {
        add(move.lineId(), move.parentLineId(), move.branchPly(), move.ply(), move.moveNumber(), move.white(),
                move.node());
    }

    private void grow() {
        int capacity = nodes.length * 2;
        lineIds = Arrays.copyOf(lineIds, capacity);
        parentLineIds = Arrays.copyOf(parentLineIds, capacity);
        branchPlies = Arrays.copyOf(branchPlies, capacity);
        plies = Arrays.copyOf(plies, capacity);
        moveNumbers = Arrays.copyOf(moveNumbers, capacity);
        white = Arrays.copyOf(white, capacity);
        nodes = Arrays.copyOf(nodes, capacity);
    }

    /** How many moves are held. */
    public int size() {
        return size;
    }

    /** How many of them are on the main line (line 0). */
    public int mainLineSize() {
        return mainLine;
    }

    /** Whether any of the moves held has a parent line id or a branch ply (else they are all on the main line). */
    public boolean hasBranches() {
        return branched;
    }

    /** Whether any of the moves held has a notation of the source's own ({@link MoveInfo#notation()}). */
    public boolean hasNotation() {
        return notated;
    }

    /** Whether any of the moves held has a comment before or after it. */
    public boolean hasComments() {
        return commented;
    }

    /** Whether any of the moves held has a NAG. */
    public boolean hasNags() {
        return annotated;
    }

    public int lineId(int i) {
        return lineIds[i];
    }

    public Integer parentLineId(int i) {
        return parentLineIds[i];
    }

    public Integer branchPly(int i) {
        return branchPlies[i];
    }

    public int ply(int i) {
        return plies[i];
    }

    public int moveNumber(int i) {
        return moveNumbers[i];
    }

    public boolean white(int i) {
        return white[i];
    }

    public MoveNode node(int i) {
        return nodes[i];
    }
}
