package org.chesslake.xiangqi;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import org.chesslake.game.LineBuilder;
import org.chesslake.game.MoveInfo;
import org.chesslake.game.MoveNode;
import org.chesslake.game.MoveTree;

/**
 * Builds a {@link MoveTree} while replaying moves on a board, so that every xiangqi reader
 * computes {@link MoveInfo} (WXF, ICCS, piece, squares, capture, check, mate, key) in one place.
 * A variation is an alternative to the last move played in the current line: opening one takes
 * that move back, closing it restores the parent line's position.
 */
public final class XiangqiLineBuilder implements LineBuilder {

    /** One open line: its nodes, the moves of them now on the board, and what it hangs on. */
    private static final class Line {
        final List<MoveNode> nodes;
        final List<Integer> moves = new ArrayList<>();
        final int anchorMove;
        int made;
        String pendingComment;

        Line(List<MoveNode> nodes, int anchorMove) {
            this.nodes = nodes;
            this.anchorMove = anchorMove;
        }

        MoveNode last() {
            return nodes.isEmpty() ? null : nodes.get(nodes.size() - 1);
        }
    }

    private final Board board;
    private final List<MoveNode> mainLine = new ArrayList<>();
    private final Deque<Line> lines = new ArrayDeque<>();

    public XiangqiLineBuilder(Board start) {
        this.board = start.copy();
        lines.push(new Line(mainLine, -1));
    }

    /** The current position. Read it, never change it. */
    public Board board() {
        return board;
    }

    /** Appends a legal move to the current line; {@code notation} is the source's token or null. */
    public MoveInfo play(int move, String notation) {
        int from = Move.from(move);
        int to = Move.to(move);
        int piece = board.pieceAt(from);
        int captured = board.pieceAt(to);
        String wxf = Wxf.toWxf(board, move);
        long fromKey = board.zobrist();
        board.make(move);
        boolean check = board.inCheck();
        boolean mate = check && !board.hasLegalMove();
        MoveInfo info = new MoveInfo(wxf, Iccs.toIccs(move), notation,
                String.valueOf(Piece.letter(Piece.type(piece))), Square.name(from), Square.name(to),
                captured == Piece.EMPTY ? null : String.valueOf(Piece.letter(Piece.type(captured))),
                null, check, mate, fromKey, board.zobrist());
        Line line = lines.peek();
        MoveNode node = new MoveNode(info);
        if (line.pendingComment != null) {
            node.addCommentBefore(line.pendingComment);
            line.pendingComment = null;
        }
        line.nodes.add(node);
        line.moves.add(move);
        line.made++;
        return info;
    }

    /** Plays the move an ICCS string names ({@link Iccs#parse}, ranks from 0). */
    @Override
    public MoveInfo playUci(String iccs, String notation) {
        return play(Iccs.parse(board, iccs, 0), notation);
    }

    /** Adds a NAG to the last move of the current line; ignored before any move. */
    @Override
    public void nag(int nag) {
        MoveNode last = lines.peek().last();
        if (last != null) {
            last.addNag(nag);
        }
    }

    /** A comment for the next move played in the current line. */
    @Override
    public void commentBefore(String text) {
        Line line = lines.peek();
        line.pendingComment = line.pendingComment == null ? text : line.pendingComment + " " + text;
    }

    /** A comment after the last move of the current line; before any move it comes before the first. */
    @Override
    public void commentAfter(String text) {
        MoveNode last = lines.peek().last();
        if (last == null) {
            commentBefore(text);
        } else {
            last.addCommentAfter(text);
        }
    }

    /** Opens an alternative to the last move of the current line; nothing before any move. */
    @Override
    public void startVariation() {
        Line line = lines.peek();
        if (line.made == 0) {
            return;
        }
        MoveNode last = line.last();
        int move = line.moves.get(line.moves.size() - 1);
        board.unmake();
        line.made--;
        lines.push(new Line(last.addVariation(), move));
    }

    /** Closes the innermost variation; nothing when none is open. */
    @Override
    public void endVariation() {
        if (lines.size() == 1) {
            return;
        }
        Line variation = lines.pop();
        flushPending(variation);
        for (int i = 0; i < variation.made; i++) {
            board.unmake();
        }
        Line parent = lines.peek();
        board.make(variation.anchorMove);
        parent.made++;
    }

    /** Open variations: 0 in the main line. */
    public int depth() {
        return lines.size() - 1;
    }

    @Override
    public MoveTree build() {
        while (depth() > 0) {
            endVariation();
        }
        Line main = lines.peek();
        if (main.nodes.isEmpty()) {
            return new MoveTree(List.of(), main.pendingComment);
        }
        flushPending(main);
        return new MoveTree(mainLine, null);
    }

    /** A comment waiting for a move that never came goes after the line's last move. */
    private static void flushPending(Line line) {
        if (line.pendingComment != null && line.last() != null) {
            line.last().addCommentAfter(line.pendingComment);
            line.pendingComment = null;
        }
    }
}
