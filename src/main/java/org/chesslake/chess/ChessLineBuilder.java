package org.chesslake.chess;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import org.chesslake.game.LineBuilder;
import org.chesslake.game.MoveInfo;
import org.chesslake.game.MoveNode;
import org.chesslake.game.MoveTree;

/**
 * Builds a {@link MoveTree} while replaying moves on a board, so that every chess decoder computes
 * MoveInfo (SAN, UCI, squares, capture, check, mate, Polyglot key) in this one place.
 *
 * <p>A variation is an alternative to the last move played in the current line: opening it takes
 * that move back, closing it undoes the variation's moves and replays the parent's move.
 */
public final class ChessLineBuilder implements LineBuilder {

    /** One open line: the main line or a variation. */
    private static final class Line {
        final List<MoveNode> nodes;
        /** Undo depth of the board where this line starts. */
        final int startPly;
        /** The parent's move this line replaces (replayed on close); unused for the main line. */
        final int replacedMove;
        /** The parent node this line hangs on; null for the main line. */
        final MoveNode parent;
        MoveNode last;
        int lastMove;
        String pendingCommentBefore;

        Line(List<MoveNode> nodes, int startPly, int replacedMove, MoveNode parent) {
            this.nodes = nodes;
            this.startPly = startPly;
            this.replacedMove = replacedMove;
            this.parent = parent;
        }
    }

    private final Board board;
    private final List<MoveNode> mainLine = new ArrayList<>();
    private final Deque<Line> lines = new ArrayDeque<>();
    private final char[] sanBuffer = new char[10];
    private final SanSpellings sans = new SanSpellings();

    /** Starts building from a copy of start; the caller's board is not touched. */
    public ChessLineBuilder(Board start) {
        this.board = start.copy();
        lines.push(new Line(mainLine, board.plyCount(), 0, null));
    }

    /**
     * Starts a new tree from a copy of start, as a new builder would, but keeps this builder's
     * buffers: a decoder reuses one builder for all its games. Trees built before stay intact.
     */
    public void reset(Board start) {
        board.setTo(start);
        mainLine.clear();
        lines.clear();
        lines.push(new Line(mainLine, board.plyCount(), 0, null));
    }

    /** The current position; read it, but play moves only through {@link #play}. */
    public Board board() {
        return board;
    }

    /**
     * Plays a legal move or {@link Move#NULL} in the current line and returns its MoveInfo.
     *
     * @throws IllegalMoveException if the move is not legal here
     */
    public MoveInfo play(int move) {
        return add(move == Move.NULL ? Move.NULL : legalVersion(move), null);
    }

    /**
     * Plays the move a SAN token names ({@link San#parse}) in the current line and returns its
     * MoveInfo; the move comes from the board, so it is not looked up again.
     *
     * @throws IllegalMoveException on an unknown, ambiguous or illegal token
     */
    public MoveInfo playSan(String san) {
        return add(San.parse(board, san), san);
    }

    /** Plays the move a UCI string names ({@link Uci#parse}); chess keeps no notation of the source's. */
    @Override
    public MoveInfo playUci(String uci, String notation) {
        return play(Uci.parse(board, uci));
    }

    /** Plays a move the board found legal (with its flags), or {@link Move#NULL}. */
    private MoveInfo add(int legal, String token) {
        Line line = lines.peek();
        MoveInfo info = legal == Move.NULL ? playNull() : playLegal(legal, token);
        MoveNode node = new MoveNode(info);
        if (line.pendingCommentBefore != null) {
            node.addCommentBefore(line.pendingCommentBefore);
            line.pendingCommentBefore = null;
        }
        line.nodes.add(node);
        line.last = node;
        line.lastMove = legal;
        return info;
    }

    private MoveInfo playNull() {
        long fromKey = board.zobrist();
        board.make(Move.NULL);
        return new MoveInfo("--", "0000", null, null, null, null, null, null, false, false, fromKey, board.zobrist());
    }

    /** The board's own version of the move (with its flags), checking that it is legal. */
    private int legalVersion(int requested) {
        int move = board.findMove(Move.from(requested), Move.to(requested), Move.promotion(requested));
        if (move < 0) {
            throw new IllegalMoveException("illegal move " + Uci.toUci(requested) + " in " + board.toFen());
        }
        return move;
    }

    /** A move's MoveInfo; its SAN one string per spelling ({@link SanSpellings}), whether or not the source spelled it so. */
    private MoveInfo playLegal(int move, String token) {
        int from = Move.from(move);
        int to = Move.to(move);
        int type = Piece.type(board.pieceAt(from));
        int capturedType = Move.isEnPassant(move) ? Piece.PAWN : Piece.type(board.pieceAt(to));
        int promotion = Move.promotion(move);
        int n = San.writeBody(board, move, sanBuffer, token != null && San.namesNoOrigin(token));
        long fromKey = board.zobrist();
        board.make(move);
        boolean check = board.inCheck();
        boolean mate = check && !board.hasLegalMove();
        if (check) {
            sanBuffer[n++] = mate ? '#' : '+';
        }
        return new MoveInfo(sans.of(sanBuffer, n), Uci.toUci(move), null, Piece.letterString(type),
                Square.name(from), Square.name(to),
                capturedType == Piece.EMPTY ? null : Piece.letterString(capturedType),
                promotion == 0 ? null : Piece.letterString(promotion),
                check, mate, fromKey, board.zobrist());
    }

    /** Adds a NAG to the last move played in the current line. */
    @Override
    public void nag(int nag) {
        Line line = lines.peek();
        if (line.last == null) {
            throw new IllegalStateException("NAG $" + nag + " before any move of the line");
        }
        line.last.addNag(nag);
    }

    /** A comment for the next move played in the current line. */
    @Override
    public void commentBefore(String text) {
        Line line = lines.peek();
        line.pendingCommentBefore = join(line.pendingCommentBefore, text);
    }

    /**
     * A comment after the last move played in the current line; before any move it becomes the
     * comment before the line's first move (or the tree's comment if the game has no move).
     */
    @Override
    public void commentAfter(String text) {
        Line line = lines.peek();
        if (line.last == null) {
            commentBefore(text);
        } else {
            line.last.addCommentAfter(text);
        }
    }

    /** Opens an alternative to the last move played in the current line; the board goes back before it. */
    @Override
    public void startVariation() {
        Line line = lines.peek();
        if (line.last == null) {
            throw new IllegalStateException("variation before any move of the line");
        }
        board.unmake();
        lines.push(new Line(line.last.addVariation(), board.plyCount(), line.lastMove, line.last));
    }

    /** Closes the current variation; the board returns to where the parent line was. */
    @Override
    public void endVariation() {
        if (lines.size() == 1) {
            throw new IllegalStateException("no variation to end");
        }
        Line variation = lines.pop();
        while (board.plyCount() > variation.startPly) {
            board.unmake();
        }
        board.make(variation.replacedMove);
        List<List<MoveNode>> siblings = variation.parent.variations();
        if (variation.nodes.isEmpty()) {
            // An empty variation varies nothing; keep a comment it held on the move it hung on.
            siblings.remove(siblings.size() - 1);
            variation.parent.addCommentAfter(variation.pendingCommentBefore);
        } else if (variation.pendingCommentBefore != null) {
            variation.last.addCommentAfter(variation.pendingCommentBefore);
        }
    }

    /** 0 in the main line, +1 per open variation. */
    public int depth() {
        return lines.size() - 1;
    }

    /** The tree so far (variations still open are included as they stand). */
    @Override
    public MoveTree build() {
        Line main = lines.peekLast();
        String comment = null;
        if (main.pendingCommentBefore != null) {
            if (mainLine.isEmpty()) {
                comment = main.pendingCommentBefore;
            } else {
                main.last.addCommentAfter(main.pendingCommentBefore);
                main.pendingCommentBefore = null;
            }
        }
        return new MoveTree(mainLine, comment);
    }

    private static String join(String existing, String text) {
        if (text == null || text.isEmpty()) {
            return existing;
        }
        return existing == null ? text : existing + " " + text;
    }
}
