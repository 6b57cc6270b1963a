package org.chesslake.format.cbf;

import static org.chesslake.chess.Piece.BISHOP;
import static org.chesslake.chess.Piece.KING;
import static org.chesslake.chess.Piece.KNIGHT;
import static org.chesslake.chess.Piece.PAWN;
import static org.chesslake.chess.Piece.QUEEN;
import static org.chesslake.chess.Piece.ROOK;
import static org.chesslake.chess.Piece.WHITE;

import org.chesslake.chess.Board;
import org.chesslake.chess.Piece;

/**
 * ChessBase for DOS's move generator (spec §8, §9): the list whose positions the move bytes
 * number. It is pseudo-legal and reproduces ChessBase's quirks on purpose: moves into check and
 * castling judged by placement only are counted, king captures are not, promotions take four
 * numbers (Q, R, B, N), and the e.p. slots carry the phantom entries of §9.
 *
 * <p>Entries are ints: {@code from | to << 6 | promotionType << 12} plus the flag bits below. The
 * entry at index {@code i} has move number {@code i + 1}. Squares are 0..63 (a1 = 0, h8 = 63);
 * pieces use the chess core's codes ({@link Piece}).
 */
final class CbfMoveOrder {

    /** A true bound: no piece has more than 27 numbered moves (pawns at most 16, kings 10). */
    static final int MAX_ENTRIES = 64 * 28;

    static final int CASTLE = 1 << 15;
    static final int EN_PASSANT = 1 << 16;
    /** Counted by ChessBase but never chosen by a move byte (§8.3). */
    static final int NOT_SELECTABLE = 1 << 17;

    private static final int[][] KING_STEPS = {{-1, -1}, {-1, 0}, {-1, 1}, {0, -1}, {0, 1}, {1, -1}, {1, 0}, {1, 1}};
    private static final int[][] KNIGHT_STEPS = {{-2, -1}, {-2, 1}, {2, -1}, {2, 1}, {-1, -2}, {-1, 2}, {1, -2}, {1, 2}};
    private static final int[][] BISHOP_RAYS = {{-1, -1}, {1, -1}, {1, 1}, {-1, 1}};
    private static final int[][] ROOK_RAYS = {{-1, 0}, {0, -1}, {1, 0}, {0, 1}};
    private static final int[] PROMOTION_ORDER = {QUEEN, ROOK, BISHOP, KNIGHT};

    private final int[] squares;
    private final int side;
    private final CbfEnPassant enPassant;
    private final int[] out;
    private int count;

    private CbfMoveOrder(int[] squares, int side, CbfEnPassant enPassant, int[] out) {
        this.squares = squares;
        this.side = side;
        this.enPassant = enPassant;
        this.out = out;
    }

    /**
     * Writes the numbered list of the position into {@code out} (length at least
     * {@link #MAX_ENTRIES}) and returns its length.
     *
     * @param squares piece codes by square, 64 long
     * @param side    the side to move, 0 = White, 1 = Black
     */
    static int generate(int[] squares, int side, CbfEnPassant enPassant, int[] out) {
        if (squares.length != 64 || out.length < MAX_ENTRIES) {
            throw new IllegalArgumentException("need 64 squares and room for " + MAX_ENTRIES + " entries");
        }
        CbfMoveOrder order = new CbfMoveOrder(squares, side, enPassant, out);
        order.walk();
        return order.count;
    }

    /** The list of {@code board}'s placement and side to move; {@code squares} is scratch space of 64. */
    static int generate(Board board, CbfEnPassant enPassant, int[] squares, int[] out) {
        for (int sq = 0; sq < 64; sq++) {
            squares[sq] = board.pieceAt(sq);
        }
        return generate(squares, board.sideToMove(), enPassant, out);
    }

    /**
     * The index of the entry move number {@code number} selects: that entry, or the next selectable
     * one when ChessBase's number falls on a phantom (§8.3); -1 when there is none.
     */
    static int select(int[] entries, int count, int number) {
        for (int i = Math.max(number - 1, 0); number >= 1 && i < count; i++) {
            if ((entries[i] & NOT_SELECTABLE) == 0) {
                return i;
            }
        }
        return -1;
    }

    /** The move number of the first selectable entry with these squares and promotion, or -1. */
    static int numberOf(int[] entries, int count, int from, int to, int promotionType) {
        for (int i = 0; i < count; i++) {
            int e = entries[i];
            if ((e & NOT_SELECTABLE) == 0 && from(e) == from && to(e) == to && promotion(e) == promotionType) {
                return i + 1;
            }
        }
        return -1;
    }

    static int from(int entry) {
        return entry & 63;
    }

    static int to(int entry) {
        return entry >> 6 & 63;
    }

    static int promotion(int entry) {
        return entry >> 12 & 7;
    }

    private void walk() {
        for (int file = 0; file < 8; file++) {
            for (int rank = 0; rank < 8; rank++) {
                int piece = squares[rank * 8 + file];
                if (piece == Piece.EMPTY || Piece.color(piece) != side) {
                    continue;
                }
                switch (Piece.type(piece)) {
                    case KING -> king(file, rank);
                    case QUEEN -> {
                        rays(file, rank, BISHOP_RAYS);
                        rays(file, rank, ROOK_RAYS);
                    }
                    case ROOK -> rays(file, rank, ROOK_RAYS);
                    case BISHOP -> rays(file, rank, BISHOP_RAYS);
                    case KNIGHT -> steps(file, rank, KNIGHT_STEPS);
                    case PAWN -> pawn(file, rank);
                    default -> { } // an undefined code moves nothing
                }
            }
        }
    }

    private void king(int file, int rank) {
        steps(file, rank, KING_STEPS);
        int from = rank * 8 + file;
        int home = side == WHITE ? 4 : 60;
        if (from != home) {
            return;
        }
        int rook = Piece.of(side, ROOK);
        if (squares[home + 3] == rook && squares[home + 1] == 0 && squares[home + 2] == 0) {
            add(from, home + 2, 0, CASTLE);
        }
        if (squares[home - 4] == rook && squares[home - 1] == 0 && squares[home - 2] == 0 && squares[home - 3] == 0) {
            add(from, home - 2, 0, CASTLE);
        }
    }

    private void steps(int file, int rank, int[][] steps) {
        for (int[] step : steps) {
            int f = file + step[0];
            int r = rank + step[1];
            if (onBoard(f, r) && counts(squares[r * 8 + f])) {
                add(rank * 8 + file, r * 8 + f, 0, 0);
            }
        }
    }

    private void rays(int file, int rank, int[][] rays) {
        for (int[] ray : rays) {
            for (int f = file + ray[0], r = rank + ray[1]; onBoard(f, r); f += ray[0], r += ray[1]) {
                int target = squares[r * 8 + f];
                if (counts(target)) {
                    add(rank * 8 + file, r * 8 + f, 0, 0);
                }
                if (target != 0) {
                    break;
                }
            }
        }
    }

    private void pawn(int file, int rank) {
        int from = rank * 8 + file;
        int forward = side == WHITE ? 1 : -1;
        int ahead = rank + forward;
        if (ahead < 0 || ahead > 7) {
            return; // a pawn on its last rank: the start position check rejects it, nothing to number
        }
        boolean promotes = ahead == (side == WHITE ? 7 : 0);
        int startRank = side == WHITE ? 1 : 6;
        if (rank == startRank && squares[ahead * 8 + file] == 0 && squares[(ahead + forward) * 8 + file] == 0) {
            add(from, (ahead + forward) * 8 + file, 0, 0);
        }
        if (squares[ahead * 8 + file] == 0) {
            pawnTarget(from, ahead * 8 + file, promotes);
        }
        for (int df = -1; df <= 1; df += 2) {
            int f = file + df;
            if (f >= 0 && f < 8 && isEnemyNonKing(squares[ahead * 8 + f])) {
                pawnTarget(from, ahead * 8 + f, promotes);
            }
        }
        enPassantSlot(from, file - 1, ahead);
        int fifthRank = side == WHITE ? 4 : 3;
        if (file == 0 && rank == fifthRank && enPassant.origin() == CbfEnPassant.Origin.NONE) {
            add(from, from, 0, NOT_SELECTABLE); // the a-file phantom (§9.2)
        }
        enPassantSlot(from, file + 1, ahead);
    }

    private void pawnTarget(int from, int to, boolean promotes) {
        if (!promotes) {
            add(from, to, 0, 0);
            return;
        }
        for (int type : PROMOTION_ORDER) {
            add(from, to, type, 0);
        }
    }

    private void enPassantSlot(int from, int file, int rank) {
        if (file < 0 || file > 7 || rank * 8 + file != enPassant.square()) {
            return;
        }
        int to = rank * 8 + file;
        int target = squares[to];
        if (!enPassant.isFake()) {
            add(from, to, 0, EN_PASSANT);
        } else if (isEnemyNonKing(target)) {
            add(from, to, 0, EN_PASSANT); // a plain capture of that piece, numbered a second time (§9.1)
        } else {
            add(from, to, 0, EN_PASSANT | NOT_SELECTABLE);
        }
    }

    private boolean counts(int target) {
        return target == 0 || isEnemyNonKing(target);
    }

    private boolean isEnemyNonKing(int piece) {
        return piece != Piece.EMPTY && Piece.color(piece) != side && Piece.type(piece) != KING;
    }

    private static boolean onBoard(int file, int rank) {
        return file >= 0 && file < 8 && rank >= 0 && rank < 8;
    }

    private void add(int from, int to, int promotionType, int flags) {
        out[count++] = from | to << 6 | promotionType << 12 | flags;
    }
}
