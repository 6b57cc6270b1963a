package org.chesslake.game;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
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
        FenCounters start = FenCounters.of(startFen);
        MoveTreeWalker walker = new MoveTreeWalker(start.fullMoveNumber(), start.whiteToMove());
        walker.nextLineId = 1;
        walker.lines(tree.mainLine(), visitor);
    }

    /** One line being walked: where it hangs, and how far the walk has got in it. */
    private static final class Line {
        final List<MoveNode> nodes;
        final int lineId;
        final Integer parent;
        final Integer branchPly;
        int index;
        int ply;
        /** The next variation of the current node to walk; -1 before the node itself is visited. */
        int variation = -1;

        Line(List<MoveNode> nodes, int lineId, Integer parent, Integer branchPly, int ply) {
            this.nodes = nodes;
            this.lineId = lineId;
            this.parent = parent;
            this.branchPly = branchPly;
            this.ply = ply;
        }
    }

    /**
     * Each node, then each of its variations depth first, then the next node: PGN's order. An explicit
     * stack, since a binary format's tree can nest variations as deep as its move count.
     */
    private void lines(List<MoveNode> mainLine, Consumer<FlatMove> visitor) {
        Deque<Line> open = new ArrayDeque<>();
        open.push(new Line(mainLine, 0, null, null, 1));
        while (!open.isEmpty()) {
            Line line = open.peek();
            if (line.index == line.nodes.size()) {
                open.pop();
                continue;
            }
            MoveNode node = line.nodes.get(line.index);
            if (line.variation < 0) {
                // ply 1 is the first move from the start position: its side and number come from the FEN
                int sinceStart = line.ply - 1 + (whiteStarts ? 0 : 1);
                visitor.accept(new FlatMove(line.lineId, line.parent, line.branchPly, line.ply,
                        firstMoveNumber + sinceStart / 2, sinceStart % 2 == 0, node));
                line.variation = 0;
            }
            if (line.variation < node.variations().size()) {
                List<MoveNode> variation = node.variations().get(line.variation++);
                open.push(new Line(variation, nextLineId++, line.lineId, line.ply, line.ply));
            } else {
                line.index++;
                line.ply++;
                line.variation = -1;
            }
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
