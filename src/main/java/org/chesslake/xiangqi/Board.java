package org.chesslake.xiangqi;

import java.util.Arrays;

/**
 * A xiangqi position with legal-move generation: palace, river, flying general, blocked horse
 * legs and elephant eyes, cannon screens. {@link #make} pushes an undo record, {@link #unmake}
 * pops it. Stalemate is a loss in xiangqi, so {@link #isCheckmate()} is only the checked case.
 */
public final class Board {

    public static final String STANDARD_FEN = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

    /** Enough for every position: at most 4 + 2×4 + 2×4 + 2×8 + 4×17 + 5×3 = 119 pseudo-legal moves. */
    public static final int MAX_MOVES = 128;

    private static final int[] ORTHOGONAL = {1, 0, -1, 0, 0, 1, 0, -1};
    private static final int[] DIAGONAL = {1, 1, 1, -1, -1, 1, -1, -1};
    /** Horse jumps (df, dr) with the leg point (lf, lr) next to the horse. */
    private static final int[][] HORSE = {
            {1, 2, 0, 1}, {-1, 2, 0, 1}, {1, -2, 0, -1}, {-1, -2, 0, -1},
            {2, 1, 1, 0}, {2, -1, 1, 0}, {-2, 1, -1, 0}, {-2, -1, -1, 0}};

    private final int[] squares = new int[Square.COUNT];
    /** Where each side's king stands (-1: none), kept by {@link #put}. */
    private final int[] kings = {-1, -1};
    /** Moves of one piece, for {@link #findMove}. */
    private final int[] pieceScratch = new int[MAX_MOVES];
    private int sideToMove;
    private int halfmoveClock;
    private int fullmoveNumber;
    private long key;
    private int[] undoMoves = new int[64];
    private int[] undoCaptured = new int[64];
    private int[] undoHalfmove = new int[64];
    private int undoDepth;

    private Board() {
    }

    public static Board standard() {
        return fromFen(STANDARD_FEN);
    }

    /** Parses a xiangqi FEN (see {@link Fen}); IllegalArgumentException on a bad one. */
    public static Board fromFen(String fen) {
        return Fen.parse(fen);
    }

    /**
     * The position with {@code pieces[square]} (a {@link Piece} code or {@link Piece#EMPTY}) on each
     * of the 90 points and {@code side} to move, checked as a FEN is (one king per side, in its
     * palace); IllegalArgumentException otherwise. For binary formats that store a board.
     */
    public static Board of(int[] pieces, int side) {
        if (pieces.length != Square.COUNT) {
            throw new IllegalArgumentException(pieces.length + " points, not " + Square.COUNT);
        }
        Board board = new Board();
        for (int square = 0; square < Square.COUNT; square++) {
            if (pieces[square] != Piece.EMPTY) {
                board.put(square, pieces[square]);
            }
        }
        board.setState(side, 0, 1);
        Fen.checkKings(board, board.toFen());
        return board;
    }

    /** An empty board, filled by {@link Fen}. */
    static Board empty() {
        return new Board();
    }

    void put(int square, int piece) {
        int old = squares[square];
        if (old != Piece.EMPTY) {
            key ^= Zobrist.key(old, square);
            if (Piece.type(old) == Piece.KING && kings[Piece.color(old)] == square) {
                kings[Piece.color(old)] = -1;
            }
        }
        squares[square] = piece;
        if (piece != Piece.EMPTY) {
            key ^= Zobrist.key(piece, square);
            if (Piece.type(piece) == Piece.KING) {
                kings[Piece.color(piece)] = square;
            }
        }
    }

    void setState(int side, int halfmove, int fullmove) {
        if (sideToMove == Piece.BLACK) {
            key ^= Zobrist.BLACK_TO_MOVE;
        }
        sideToMove = side;
        if (side == Piece.BLACK) {
            key ^= Zobrist.BLACK_TO_MOVE;
        }
        halfmoveClock = halfmove;
        fullmoveNumber = fullmove;
    }

    public Board copy() {
        Board b = new Board();
        System.arraycopy(squares, 0, b.squares, 0, Square.COUNT);
        System.arraycopy(kings, 0, b.kings, 0, 2);
        b.sideToMove = sideToMove;
        b.halfmoveClock = halfmoveClock;
        b.fullmoveNumber = fullmoveNumber;
        b.key = key;
        return b;
    }

    public String toFen() {
        return Fen.write(this);
    }

    public int pieceAt(int square) {
        return squares[square];
    }

    public int sideToMove() {
        return sideToMove;
    }

    public int halfmoveClock() {
        return halfmoveClock;
    }

    public int fullmoveNumber() {
        return fullmoveNumber;
    }

    /** Zobrist key of the position (pieces and side to move). */
    public long zobrist() {
        return key;
    }

    /** The square of {@code color}'s king, or -1 if it has none. */
    public int kingSquare(int color) {
        return kings[color];
    }

    /** Plays a legal move (the caller has checked it), pushing an undo record. */
    public void make(int move) {
        int from = Move.from(move);
        int to = Move.to(move);
        if (undoDepth == undoMoves.length) {
            undoMoves = Arrays.copyOf(undoMoves, undoDepth * 2);
            undoCaptured = Arrays.copyOf(undoCaptured, undoDepth * 2);
            undoHalfmove = Arrays.copyOf(undoHalfmove, undoDepth * 2);
        }
        int captured = squares[to];
        undoMoves[undoDepth] = move;
        undoCaptured[undoDepth] = captured;
        undoHalfmove[undoDepth] = halfmoveClock;
        undoDepth++;
        int piece = squares[from];
        put(from, Piece.EMPTY);
        put(to, piece);
        halfmoveClock = captured != Piece.EMPTY ? 0 : halfmoveClock + 1;
        if (sideToMove == Piece.BLACK) {
            fullmoveNumber++;
        }
        sideToMove ^= 1;
        key ^= Zobrist.BLACK_TO_MOVE;
    }

    /** Takes back the last move made. */
    public void unmake() {
        if (undoDepth == 0) {
            throw new IllegalStateException("no move to take back");
        }
        undoDepth--;
        int move = undoMoves[undoDepth];
        int from = Move.from(move);
        int to = Move.to(move);
        sideToMove ^= 1;
        key ^= Zobrist.BLACK_TO_MOVE;
        if (sideToMove == Piece.BLACK) {
            fullmoveNumber--;
        }
        int piece = squares[to];
        put(to, undoCaptured[undoDepth]);
        put(from, piece);
        halfmoveClock = undoHalfmove[undoDepth];
    }

    /** Writes the legal moves into {@code out} (length >= {@link #MAX_MOVES}); returns the count. */
    public int legalMoves(int[] out) {
        int count = pseudoLegalMoves(out);
        int legal = 0;
        int mover = sideToMove;
        for (int i = 0; i < count; i++) {
            int move = out[i];
            make(move);
            boolean safe = !kingAttacked(mover);
            unmake();
            if (safe) {
                out[legal++] = move;
            }
        }
        return legal;
    }

    /** The legal move from {@code from} to {@code to}, or -1 if there is none. */
    public int findMove(int from, int to) {
        if (from < 0 || from >= Square.COUNT || to < 0 || to >= Square.COUNT) {
            return -1;
        }
        int piece = squares[from];
        if (piece == Piece.EMPTY || Piece.color(piece) != sideToMove) {
            return -1;
        }
        int count = pieceMoves(from, pieceScratch, 0);
        for (int i = 0; i < count; i++) {
            int move = pieceScratch[i];
            if (Move.to(move) == to) {
                make(move);
                boolean safe = !kingAttacked(Piece.opponent(sideToMove));
                unmake();
                return safe ? move : -1;
            }
        }
        return -1;
    }

    /** The side to move is in check. */
    public boolean inCheck() {
        return kingAttacked(sideToMove);
    }

    /** The side to move is in check and has no legal move. */
    public boolean isCheckmate() {
        return inCheck() && !hasLegalMove();
    }

    /** The side to move is not in check and has no legal move (a loss for it in xiangqi). */
    public boolean isStalemate() {
        return !inCheck() && !hasLegalMove();
    }

    public boolean hasLegalMove() {
        return legalMoves(new int[MAX_MOVES]) > 0;
    }

    private int pseudoLegalMoves(int[] out) {
        int count = 0;
        for (int square = 0; square < Square.COUNT; square++) {
            int piece = squares[square];
            if (piece != Piece.EMPTY && Piece.color(piece) == sideToMove) {
                count = pieceMoves(square, out, count);
            }
        }
        return count;
    }

    /** Appends the pseudo-legal moves of the piece on {@code from} at {@code out[count]}. */
    private int pieceMoves(int from, int[] out, int count) {
        int piece = squares[from];
        int color = Piece.color(piece);
        int file = Square.file(from);
        int rank = Square.rank(from);
        switch (Piece.type(piece)) {
            case Piece.KING -> {
                for (int d = 0; d < 8; d += 2) {
                    count = step(from, file + ORTHOGONAL[d], rank + ORTHOGONAL[d + 1], color, true, out, count);
                }
            }
            case Piece.ADVISOR -> {
                for (int d = 0; d < 8; d += 2) {
                    count = step(from, file + DIAGONAL[d], rank + DIAGONAL[d + 1], color, true, out, count);
                }
            }
            case Piece.ELEPHANT -> {
                for (int d = 0; d < 8; d += 2) {
                    int tf = file + 2 * DIAGONAL[d];
                    int tr = rank + 2 * DIAGONAL[d + 1];
                    if (Square.onBoard(tf, tr) && Square.ownSide(Square.of(tf, tr), color)
                            && squares[Square.of(file + DIAGONAL[d], rank + DIAGONAL[d + 1])] == Piece.EMPTY) {
                        count = step(from, tf, tr, color, false, out, count);
                    }
                }
            }
            case Piece.HORSE -> {
                for (int[] jump : HORSE) {
                    int tf = file + jump[0];
                    int tr = rank + jump[1];
                    if (Square.onBoard(tf, tr) && squares[Square.of(file + jump[2], rank + jump[3])] == Piece.EMPTY) {
                        count = step(from, tf, tr, color, false, out, count);
                    }
                }
            }
            case Piece.ROOK, Piece.CANNON -> count = slide(from, Piece.type(piece) == Piece.CANNON, color, out, count);
            case Piece.PAWN -> {
                count = step(from, file, rank + Square.forward(color), color, false, out, count);
                if (!Square.ownSide(from, color)) {
                    count = step(from, file - 1, rank, color, false, out, count);
                    count = step(from, file + 1, rank, color, false, out, count);
                }
            }
            default -> throw new IllegalStateException("bad piece " + piece + " on " + Square.name(from));
        }
        return count;
    }

    private int step(int from, int file, int rank, int color, boolean palace, int[] out, int count) {
        if (!Square.onBoard(file, rank)) {
            return count;
        }
        int to = Square.of(file, rank);
        if (palace && !Square.inPalace(to, color)) {
            return count;
        }
        int target = squares[to];
        if (target == Piece.EMPTY || Piece.color(target) != color) {
            out[count++] = Move.of(from, to);
        }
        return count;
    }

    private int slide(int from, boolean cannon, int color, int[] out, int count) {
        for (int d = 0; d < 8; d += 2) {
            int file = Square.file(from) + ORTHOGONAL[d];
            int rank = Square.rank(from) + ORTHOGONAL[d + 1];
            boolean screened = false;
            for (; Square.onBoard(file, rank); file += ORTHOGONAL[d], rank += ORTHOGONAL[d + 1]) {
                int to = Square.of(file, rank);
                int target = squares[to];
                if (!screened) {
                    if (target == Piece.EMPTY) {
                        out[count++] = Move.of(from, to);
                    } else if (cannon) {
                        screened = true;
                    } else {
                        if (Piece.color(target) != color) {
                            out[count++] = Move.of(from, to);
                        }
                        break;
                    }
                } else if (target != Piece.EMPTY) {
                    if (Piece.color(target) != color) {
                        out[count++] = Move.of(from, to);
                    }
                    break;
                }
            }
        }
        return count;
    }

    /**
     * Whether {@code color}'s king is attacked, counting the two kings facing each other on an
     * open file as an attack (the flying-general rule).
     */
    boolean kingAttacked(int color) {
        int king = kingSquare(color);
        if (king < 0) {
            return false;
        }
        int enemy = Piece.opponent(color);
        int file = Square.file(king);
        int rank = Square.rank(king);
        for (int d = 0; d < 8; d += 2) {
            int seen = 0;
            for (int f = file + ORTHOGONAL[d], r = rank + ORTHOGONAL[d + 1]; Square.onBoard(f, r) && seen < 2;
                    f += ORTHOGONAL[d], r += ORTHOGONAL[d + 1]) {
                int piece = squares[Square.of(f, r)];
                if (piece == Piece.EMPTY) {
                    continue;
                }
                seen++;
                if (Piece.color(piece) != enemy) {
                    continue;
                }
                int type = Piece.type(piece);
                if (seen == 1 && (type == Piece.ROOK || type == Piece.KING && ORTHOGONAL[d] == 0)) {
                    return true;
                }
                if (seen == 2 && type == Piece.CANNON) {
                    return true;
                }
            }
        }
        for (int[] jump : HORSE) {
            // a horse at (file - df, rank - dr) jumps onto the king if its own leg point is empty
            int hf = file - jump[0];
            int hr = rank - jump[1];
            if (Square.onBoard(hf, hr) && squares[Square.of(hf, hr)] == Piece.of(enemy, Piece.HORSE)
                    && squares[Square.of(hf + jump[2], hr + jump[3])] == Piece.EMPTY) {
                return true;
            }
        }
        int enemyPawn = Piece.of(enemy, Piece.PAWN);
        int behind = rank - Square.forward(enemy);
        if (Square.onBoard(file, behind) && squares[Square.of(file, behind)] == enemyPawn) {
            return true;
        }
        for (int side = -1; side <= 1; side += 2) {
            int f = file + side;
            // a pawn attacks sideways only once it has crossed the river, which the king's square has
            if (Square.onBoard(f, rank) && squares[Square.of(f, rank)] == enemyPawn && !Square.ownSide(king, enemy)) {
                return true;
            }
        }
        return false;
    }
}
