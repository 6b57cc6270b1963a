package org.chesslake.game;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/** Flattens a {@link MoveTree} into {@link FlatMove}s: main line first, each variation after the move it replaces. */
public final class MoveTreeWalker {

    private final int firstMoveNumber;
    private final boolean whiteStarts;
    private int nextLineId;

    private MoveTreeWalker(int firstMoveNumber, boolean whiteStarts) {
        this.firstMoveNumber = firstMoveNumber;
        this.whiteStarts = whiteStarts;
    }

    /** Every node of {@code tree}, in export order, numbered from the position {@code startFen} gives (null = standard start). */
    public static List<FlatMove> flatten(MoveTree tree, String startFen) {
        List<FlatMove> out = new ArrayList<>(tree.plyCount());
        walk(tree, startFen, out::add);
        return out;
    }

    public static void walk(MoveTree tree, String startFen, Consumer<FlatMove> visitor) {
        place(tree, startFen, (lineId, parent, branchPly, ply, moveNumber, white, node) ->
                visitor.accept(new FlatMove(lineId, parent, branchPly, ply, moveNumber, white, node)));
    }

    /** Every node of {@code tree}, as {@link #flatten(MoveTree, String)} gives them, into {@code into} (cleared first). */
    public static void flatten(MoveTree tree, String startFen, FlatMoves into) {
        into.clear();
        place(tree, startFen, into::add);
    }

    /** A placed node, told field by field: {@link FlatMove}'s fields. */
    private interface Placement {
        void accept(int lineId, Integer parentLineId, Integer branchPly, int ply, int moveNumber, boolean white,
                    MoveNode node);
    }

    private static void place(MoveTree tree, String startFen, Placement visitor) {
        FenCounters start = FenCounters.of(startFen);
        MoveTreeWalker walker = new MoveTreeWalker(start.fullMoveNumber(), start.whiteToMove());
        walker.nextLineId = 1;
        walker.walk(tree.mainLine(), visitor);
    }

    /** A line being walked: where it is, and which variation of its last visited move comes next. */
    private static final class Line {
        final List<MoveNode> nodes;
        final int lineId;
        final Integer parent;
        final Integer branchPly;
        int next;
        int ply;
        MoveNode visited;
        int variation;

        Line(List<MoveNode> nodes, int lineId, Integer parent, Integer branchPly, int firstPly) {
            this.nodes = nodes;
            this.lineId = lineId;
            this.parent = parent;
            this.branchPly = branchPly;
            this.ply = firstPly;
        }
    }

    /**
     * Depth first with an explicit stack (variations nest as deep as the input says): each move,
     * then each of its variations in full, then the next move of its line.
     */
    private void walk(List<MoveNode> mainLine, Placement visitor) {
        ArrayDeque<Line> stack = new ArrayDeque<>();
        stack.push(new Line(mainLine, 0, null, null, 1));
        while (!stack.isEmpty()) {
            Line line = stack.peek();
            if (line.visited != null) {
                if (line.variation < line.visited.variations().size()) {
                    List<MoveNode> variation = line.visited.variations().get(line.variation++);
                    stack.push(new Line(variation, nextLineId++, line.lineId, line.ply, line.ply));
                    continue;
                }
                line.visited = null;
                line.ply++;
            }
            if (line.next == line.nodes.size()) {
                stack.pop();
                continue;
            }
            MoveNode node = line.nodes.get(line.next++);
            // ply 1 is the first move from the start position: its side and number come from the FEN
            int sinceStart = line.ply - 1 + (whiteStarts ? 0 : 1);
            visitor.accept(line.lineId, line.parent, line.branchPly, line.ply,
                    firstMoveNumber + sinceStart / 2, sinceStart % 2 == 0, node);
            line.visited = node;
            line.variation = 0;
        }
    }

    /** Side to move and full-move number of a FEN (chess or xiangqi: both keep them in fields 2 and 6). */
    private record FenCounters(boolean whiteToMove, int fullMoveNumber) {
        static FenCounters of(String fen) {
            if (fen == null) {
                return new FenCounters(true, 1);
            }
            String[] fields = fen.trim().split("\\s+");
            boolean white = fields.length < 2 || !fields[1].equalsIgnoreCase("b");
            int number = 1;
            if (fields.length >= 6) {
                try {
                    number = Math.max(1, Integer.parseInt(fields[5]));
                } catch (NumberFormatException e) {
                    number = 1; // a FEN with a broken counter still numbers its moves from 1
                }
            }
            return new FenCounters(white, number);
        }
    }
}
