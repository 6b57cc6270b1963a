package org.chesslake.chess;

import static org.chesslake.chess.Piece.BISHOP;
import static org.chesslake.chess.Piece.BLACK;
import static org.chesslake.chess.Piece.EMPTY;
import static org.chesslake.chess.Piece.KING;
import static org.chesslake.chess.Piece.KNIGHT;
import static org.chesslake.chess.Piece.PAWN;
import static org.chesslake.chess.Piece.QUEEN;
import static org.chesslake.chess.Piece.ROOK;
import static org.chesslake.chess.Piece.WHITE;

import java.util.Arrays;

/**
 * A chess position with make/unmake. Bitboards per piece code plus a mailbox; the Polyglot key is
 * kept incrementally. make pushes an undo record onto primitive arrays, so replaying a game
 * allocates nothing once the arrays have grown to the game's length.
 */
public final class Board {

    public static final int WHITE_KINGSIDE = 1;
    public static final int WHITE_QUEENSIDE = 2;
    public static final int BLACK_KINGSIDE = 4;
    public static final int BLACK_QUEENSIDE = 8;

    public static final String STANDARD_FEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    private static final int A1 = 0, C1 = 2, D1 = 3, E1 = 4, F1 = 5, G1 = 6, H1 = 7;
    private static final int A8 = 56, C8 = 58, D8 = 59, E8 = 60, F8 = 61, G8 = 62, H8 = 63;
    private static final long RANK_1 = 0xFFL;
    private static final long RANK_8 = 0xFFL << 56;

    /** Castling rights that survive a move from or to each square. */
    private static final int[] CASTLING_KEPT = new int[64];
    private static final long[] PIECE_KEYS = new long[16 * 64];
    private static final long[] CASTLING_KEYS = new long[16];
    private static final long TURN_KEY = PolyglotRandom.RANDOM64[PolyglotRandom.TURN_OFFSET];

    static {
        Arrays.fill(CASTLING_KEPT, 15);
        CASTLING_KEPT[E1] = ~(WHITE_KINGSIDE | WHITE_QUEENSIDE) & 15;
        CASTLING_KEPT[H1] = ~WHITE_KINGSIDE & 15;
        CASTLING_KEPT[A1] = ~WHITE_QUEENSIDE & 15;
        CASTLING_KEPT[E8] = ~(BLACK_KINGSIDE | BLACK_QUEENSIDE) & 15;
        CASTLING_KEPT[H8] = ~BLACK_KINGSIDE & 15;
        CASTLING_KEPT[A8] = ~BLACK_QUEENSIDE & 15;
        for (int color = WHITE; color <= BLACK; color++) {
            for (int type = PAWN; type <= KING; type++) {
                int kind = 2 * (type - 1) + (color == WHITE ? 1 : 0);
                for (int sq = 0; sq < 64; sq++) {
                    PIECE_KEYS[Piece.of(color, type) << 6 | sq] = PolyglotRandom.RANDOM64[64 * kind + sq];
                }
            }
        }
        for (int rights = 0; rights < 16; rights++) {
            for (int bit = 0; bit < 4; bit++) {
                if ((rights & 1 << bit) != 0) {
                    CASTLING_KEYS[rights] ^= PolyglotRandom.RANDOM64[PolyglotRandom.CASTLE_OFFSET + bit];
                }
            }
        }
    }

    /** Copied rather than parsed: decoders start a board per game. */
    private static final Board STANDARD = fromFen(STANDARD_FEN);

    /** The standard castling rooks, by right: White O-O, White O-O-O, Black O-O, Black O-O-O. */
    private static final int[] STANDARD_ROOKS = {H1, A1, H8, A8};

    private final int[] squares = new int[64];
    private final long[] pieces = new long[16];
    private final long[] colors = new long[2];
    private final int[] kings = new int[2];
    private long occupied;
    private int side;
    private int castling;
    /**
     * Chess960 castling (rooks named by Shredder-FEN letters): castling is written king-takes-own-rook
     * (g1h1, e1b1) with {@link Move#CASTLE_FLAG}, so that it stays a move when the king does not move.
     */
    private boolean chess960;
    /** The castling rook of each right (index = bit number of the right); shared, never changed. */
    private int[] castlingRooks = STANDARD_ROOKS;
    /** Castling rights that survive a move from or to each square; shared, never changed. */
    private int[] castlingKept = CASTLING_KEPT;
    private int epSquare = -1;
    private int halfmoveClock;
    private int fullmoveNumber = 1;
    private long key;
    /** The en-passant part of {@link #key}: non-zero only when Polyglot counts the ep file. */
    private long epKey;

    private int ply;
    private int[] undoMove = new int[64];
    /** captured piece | castling rights << 4 | (ep square + 1) << 8, before the move. */
    private int[] undoState = new int[64];
    private int[] undoHalfmove = new int[64];
    private long[] undoKey = new long[64];
    private long[] undoEpKey = new long[64];

    private final int[] scratch = new int[256];
    /** Pieces giving check, computed on demand once per position (SAN, findMove and the mate test share it). */
    private long checkers;
    private boolean checkersKnown;

    private Board() {
    }

    public static Board standard() {
        return STANDARD.copy();
    }

    /** Reads a FEN; the halfmove and fullmove counters may be missing. */
    public static Board fromFen(String fen) {
        return FenReader.read(fen, new Board());
    }

    /** A Chess960 position (X-FEN or Shredder-FEN castling letters): castling by Chess960 rules, written king-takes-rook. */
    public static Board fromChess960Fen(String fen) {
        return FenReader.read(fen, new Board(), true);
    }

    public Board copy() {
        Board b = new Board();
        b.setTo(this);
        return b;
    }

    /**
     * A copy of the position alone, without the moves that led to it (it cannot unmake them): its
     * size does not grow with the game, where {@link #copy()} copies the whole undo stack.
     */
    public Board positionCopy() {
        Board b = new Board();
        b.setPosition(this);
        return b;
    }

    /** Makes this board a copy of other, reusing its own undo arrays when they are long enough. */
    void setTo(Board other) {
        setPosition(other);
        ply = other.ply;
        if (undoMove.length < ply) {
            int n = other.undoMove.length;
            undoMove = new int[n];
            undoState = new int[n];
            undoHalfmove = new int[n];
            undoKey = new long[n];
            undoEpKey = new long[n];
        }
        System.arraycopy(other.undoMove, 0, undoMove, 0, ply);
        System.arraycopy(other.undoState, 0, undoState, 0, ply);
        System.arraycopy(other.undoHalfmove, 0, undoHalfmove, 0, ply);
        System.arraycopy(other.undoKey, 0, undoKey, 0, ply);
        System.arraycopy(other.undoEpKey, 0, undoEpKey, 0, ply);
    }

    private void setPosition(Board other) {
        System.arraycopy(other.squares, 0, squares, 0, 64);
        System.arraycopy(other.pieces, 0, pieces, 0, 16);
        colors[WHITE] = other.colors[WHITE];
        colors[BLACK] = other.colors[BLACK];
        kings[WHITE] = other.kings[WHITE];
        kings[BLACK] = other.kings[BLACK];
        occupied = other.occupied;
        side = other.side;
        castling = other.castling;
        chess960 = other.chess960;
        castlingRooks = other.castlingRooks;
        castlingKept = other.castlingKept;
        epSquare = other.epSquare;
        halfmoveClock = other.halfmoveClock;
        fullmoveNumber = other.fullmoveNumber;
        key = other.key;
        epKey = other.epKey;
        checkers = other.checkers;
        checkersKnown = other.checkersKnown;
    }

    public String toFen() {
        StringBuilder sb = new StringBuilder(90).append(placement(squares));
        sb.append(side == WHITE ? " w " : " b ");
        if (castling == 0) {
            sb.append('-');
        } else if (chess960) {
            for (int right = 0; right < 4; right++) {
                if ((castling & 1 << right) != 0) {
                    char file = (char) ('a' + Square.file(castlingRooks[right]));
                    sb.append(right < 2 ? Character.toUpperCase(file) : file);
                }
            }
        } else {
            if ((castling & WHITE_KINGSIDE) != 0) sb.append('K');
            if ((castling & WHITE_QUEENSIDE) != 0) sb.append('Q');
            if ((castling & BLACK_KINGSIDE) != 0) sb.append('k');
            if ((castling & BLACK_QUEENSIDE) != 0) sb.append('q');
        }
        sb.append(' ').append(epSquare < 0 ? "-" : Square.name(epSquare));
        sb.append(' ').append(halfmoveClock).append(' ').append(fullmoveNumber);
        return sb.toString();
    }

    /**
     * The piece-placement field of a FEN for 64 squares (a1 = 0) holding {@link Piece} codes; decoders
     * that assemble a start position square by square use it to build the FEN they hand to {@link #fromFen}.
     */
    public static String placement(int[] squares) {
        StringBuilder sb = new StringBuilder(72);
        for (int rank = 7; rank >= 0; rank--) {
            int empty = 0;
            for (int file = 0; file < 8; file++) {
                int p = squares[rank << 3 | file];
                if (p == EMPTY) {
                    empty++;
                    continue;
                }
                if (empty > 0) {
                    sb.append(empty);
                    empty = 0;
                }
                char c = Piece.letter(Piece.type(p));
                sb.append(Piece.color(p) == WHITE ? c : Character.toLowerCase(c));
            }
            if (empty > 0) {
                sb.append(empty);
            }
            if (rank > 0) {
                sb.append('/');
            }
        }
        return sb.toString();
    }

    public int pieceAt(int sq) {
        return squares[sq];
    }

    public int sideToMove() {
        return side;
    }

    /** A mask of {@link #WHITE_KINGSIDE}, {@link #WHITE_QUEENSIDE}, {@link #BLACK_KINGSIDE}, {@link #BLACK_QUEENSIDE}. */
    public int castlingRights() {
        return castling;
    }

    /** Whether castling follows the Chess960 rules (set by a FEN whose castling letters name other rook files). */
    public boolean isChess960() {
        return chess960;
    }

    /** The FEN en-passant target square after any double push (FEN standard), -1 if none. */
    public int epSquare() {
        return epSquare;
    }

    public int halfmoveClock() {
        return halfmoveClock;
    }

    public int fullmoveNumber() {
        return fullmoveNumber;
    }

    public int kingSquare(int color) {
        return kings[color];
    }

    /** The number of moves made (and not unmade) on this board: the depth of the undo stack. */
    public int plyCount() {
        return ply;
    }

    /** The Polyglot key of the position. */
    public long zobrist() {
        return key;
    }

    public boolean isAttacked(int sq, int byColor) {
        return attackers(sq, byColor, occupied, colors[byColor]) != 0;
    }

    public boolean inCheck() {
        return checkers() != 0;
    }

    private long checkers() {
        if (!checkersKnown) {
            checkers = attackers(kings[side], side ^ 1, occupied, colors[side ^ 1]);
            checkersKnown = true;
        }
        return checkers;
    }

    public boolean isCheckmate() {
        return inCheck() && !hasLegalMove();
    }

    public boolean isStalemate() {
        return !inCheck() && !hasLegalMove();
    }

    public boolean hasLegalMove() {
        return generate(scratch, true) > 0;
    }

    // ------------------------------------------------------------------ make / unmake

    /**
     * Plays a legal move (or {@link Move#NULL}) and pushes an undo record. Castling and en passant
     * are recognised from the board, so a flagless {@link Move#of} move is played right too; an
     * illegal move corrupts the position (check with {@link #findMove} first when unsure).
     */
    public void make(int move) {
        if (ply == undoMove.length) {
            growUndo();
        }
        checkersKnown = false;
        int us = side;
        undoMove[ply] = move;
        undoHalfmove[ply] = halfmoveClock;
        undoKey[ply] = key;
        undoEpKey[ply] = epKey;
        long k = key ^ epKey ^ TURN_KEY;
        if (move == Move.NULL) {
            undoState[ply++] = castling << 4 | (epSquare + 1) << 8;
            halfmoveClock++;
            epSquare = -1;
        } else if (chess960 && (move & Move.CASTLE_FLAG) != 0) {
            undoState[ply++] = castling << 4 | (epSquare + 1) << 8;
            halfmoveClock++;
            k = castle960(move, us, k);
            epSquare = -1;
        } else {
            int from = move & 63;
            int to = move >>> 6 & 63;
            int piece = squares[from];
            int type = piece & 7;
            int captured = squares[to];
            undoState[ply++] = captured | castling << 4 | (epSquare + 1) << 8;
            halfmoveClock++;
            if (captured != EMPTY) {
                remove(to, captured);
                k ^= PIECE_KEYS[captured << 6 | to];
                halfmoveClock = 0;
            }
            remove(from, piece);
            k ^= PIECE_KEYS[piece << 6 | from];
            int placed = piece;
            if (type == PAWN) {
                halfmoveClock = 0;
                if (to == epSquare) {
                    int victimSq = to ^ 8; // the square behind the target, on the mover's side
                    int victim = squares[victimSq];
                    remove(victimSq, victim);
                    k ^= PIECE_KEYS[victim << 6 | victimSq];
                }
                int promotion = move >>> 12 & 7;
                if (promotion != 0) {
                    placed = Piece.of(us, promotion);
                }
            } else if (type == KING) {
                kings[us] = to;
                if (to - from == 2 || from - to == 2) {
                    int rookFrom = to > from ? to + 1 : to - 2;
                    int rookTo = to > from ? to - 1 : to + 1;
                    int rook = squares[rookFrom];
                    remove(rookFrom, rook);
                    put(rookTo, rook);
                    k ^= PIECE_KEYS[rook << 6 | rookFrom] ^ PIECE_KEYS[rook << 6 | rookTo];
                }
            }
            put(to, placed);
            k ^= PIECE_KEYS[placed << 6 | to];
            int rights = castling & castlingKept[from] & castlingKept[to];
            k ^= CASTLING_KEYS[castling] ^ CASTLING_KEYS[rights];
            castling = rights;
            epSquare = type == PAWN && (to - from == 16 || from - to == 16) ? (from + to) >> 1 : -1;
        }
        side = us ^ 1;
        if (us == BLACK) {
            fullmoveNumber++;
        }
        epKey = epSquare < 0 ? 0 : polyglotEpKey();
        key = k ^ epKey;
    }

    /** Takes back the last move made. */
    public void unmake() {
        if (ply == 0) {
            throw new IllegalStateException("no move to unmake");
        }
        checkersKnown = false;
        int move = undoMove[--ply];
        int state = undoState[ply];
        halfmoveClock = undoHalfmove[ply];
        key = undoKey[ply];
        epKey = undoEpKey[ply];
        castling = state >>> 4 & 15;
        epSquare = (state >>> 8) - 1;
        int us = side ^ 1;
        side = us;
        if (us == BLACK) {
            fullmoveNumber--;
        }
        if (move == Move.NULL) {
            return;
        }
        if (chess960 && (move & Move.CASTLE_FLAG) != 0) {
            uncastle960(move, us);
            return;
        }
        int from = move & 63;
        int to = move >>> 6 & 63;
        int placed = squares[to];
        remove(to, placed);
        int piece = (move >>> 12 & 7) != 0 ? Piece.of(us, PAWN) : placed;
        put(from, piece);
        int captured = state & 15;
        if (captured != EMPTY) {
            put(to, captured);
        }
        int type = piece & 7;
        if (type == PAWN && to == epSquare) {
            put(to ^ 8, Piece.of(us ^ 1, PAWN));
        } else if (type == KING) {
            kings[us] = from;
            if (to - from == 2 || from - to == 2) {
                int rookFrom = to > from ? to + 1 : to - 2;
                int rookTo = to > from ? to - 1 : to + 1;
                int rook = squares[rookTo];
                remove(rookTo, rook);
                put(rookFrom, rook);
            }
        }
    }

    /** The king's and the rook's target squares of a Chess960 castling king-takes-rook move. */
    private static int castledKing(int move) {
        int from = move & 63;
        int rook = move >>> 6 & 63;
        return (from & ~7) | (rook > from ? 6 : 2);
    }

    private static int castledRook(int move) {
        int from = move & 63;
        int rook = move >>> 6 & 63;
        return (from & ~7) | (rook > from ? 5 : 3);
    }

    /** Plays a Chess960 castling (king and rook may land on each other's squares); returns the updated key. */
    private long castle960(int move, int us, long k) {
        int from = move & 63;
        int rookFrom = move >>> 6 & 63;
        int kingTo = castledKing(move);
        int rookTo = castledRook(move);
        int king = Piece.of(us, KING);
        int rook = Piece.of(us, ROOK);
        remove(from, king);
        remove(rookFrom, rook);
        put(kingTo, king);
        put(rookTo, rook);
        kings[us] = kingTo;
        k ^= PIECE_KEYS[king << 6 | from] ^ PIECE_KEYS[king << 6 | kingTo]
                ^ PIECE_KEYS[rook << 6 | rookFrom] ^ PIECE_KEYS[rook << 6 | rookTo];
        int rights = castling & castlingKept[from] & castlingKept[rookFrom];
        k ^= CASTLING_KEYS[castling] ^ CASTLING_KEYS[rights];
        castling = rights;
        return k;
    }

    private void uncastle960(int move, int us) {
        int from = move & 63;
        int rookFrom = move >>> 6 & 63;
        int king = Piece.of(us, KING);
        int rook = Piece.of(us, ROOK);
        remove(castledKing(move), king);
        remove(castledRook(move), rook);
        put(from, king);
        put(rookFrom, rook);
        kings[us] = from;
    }

    private void growUndo() {
        int n = undoMove.length * 2;
        undoMove = Arrays.copyOf(undoMove, n);
        undoState = Arrays.copyOf(undoState, n);
        undoHalfmove = Arrays.copyOf(undoHalfmove, n);
        undoKey = Arrays.copyOf(undoKey, n);
        undoEpKey = Arrays.copyOf(undoEpKey, n);
    }

    private void put(int sq, int piece) {
        squares[sq] = piece;
        long bit = 1L << sq;
        pieces[piece] |= bit;
        colors[piece >> 3] |= bit;
        occupied |= bit;
    }

    private void remove(int sq, int piece) {
        squares[sq] = EMPTY;
        long bit = ~(1L << sq);
        pieces[piece] &= bit;
        colors[piece >> 3] &= bit;
        occupied &= bit;
    }

    /** Polyglot counts the ep file only if a pawn of the side to move stands beside the pushed pawn. */
    private long polyglotEpKey() {
        long capturers = Attacks.pawn(side ^ 1, epSquare) & pieces[Piece.of(side, PAWN)];
        return capturers == 0 ? 0 : PolyglotRandom.RANDOM64[PolyglotRandom.EN_PASSANT_OFFSET + (epSquare & 7)];
    }

    // ------------------------------------------------------------------ attacks and legality

    /** Pieces of byColor (restricted to mask) attacking sq when the board's occupancy is occ. */
    private long attackers(int sq, int byColor, long occ, long mask) {
        int base = byColor << 3;
        long queens = pieces[base | QUEEN];
        long result = (Attacks.KNIGHT[sq] & pieces[base | KNIGHT])
                | (Attacks.KING[sq] & pieces[base | KING])
                | (Attacks.pawn(byColor ^ 1, sq) & pieces[base | PAWN]);
        long sliders = (Attacks.BISHOP_EMPTY[sq] & (pieces[base | BISHOP] | queens))
                | (Attacks.ROOK_EMPTY[sq] & (pieces[base | ROOK] | queens));
        return mask & (result | Attacks.unblocked(sq, sliders, occ));
    }

    /**
     * Whether the side to move's king is safe after moving from -> to, removing whatever stands on
     * victimSq (the target, or the pawn taken en passant). Works on occupancy only, nothing is moved.
     */
    private boolean kingSafeAfter(int from, int to, int victimSq) {
        long toBit = 1L << to;
        long victimBit = 1L << victimSq;
        long occ = (occupied & ~(1L << from) & ~victimBit) | toBit;
        int king = from == kings[side] ? to : kings[side];
        return attackers(king, side ^ 1, occ, colors[side ^ 1] & ~victimBit) == 0;
    }

    /**
     * Whether moving the non-king piece on from (not en passant) keeps the own king safe. Out of
     * check, a piece off every line through the king cannot uncover it, which spares the test.
     */
    private boolean keepsKingSafe(int from, int to) {
        if ((Attacks.QUEEN_EMPTY[kings[side]] & 1L << from) == 0 && checkers() == 0) {
            return true;
        }
        return kingSafeAfter(from, to, to);
    }

    /** Pieces of the side to move pinned to their king. */
    private long pinned() {
        int us = side;
        int them = us ^ 1;
        int king = kings[us];
        long queens = pieces[them << 3 | QUEEN];
        long snipers = (Attacks.ROOK_EMPTY[king] & (pieces[them << 3 | ROOK] | queens))
                | (Attacks.BISHOP_EMPTY[king] & (pieces[them << 3 | BISHOP] | queens));
        long result = 0;
        for (; snipers != 0; snipers &= snipers - 1) {
            long between = Attacks.between(king, Long.numberOfTrailingZeros(snipers)) & occupied;
            if (between != 0 && (between & between - 1) == 0) {
                result |= between & colors[us];
            }
        }
        return result;
    }

    /**
     * The legal move with these squares and promotion (0 for none), with its flags set, or -1.
     * Tolerates castling given as king-takes-own-rook (e1h1).
     */
    public int findMove(int from, int to, int promotionType) {
        if (from < 0 || from > 63 || to < 0 || to > 63 || from == to) {
            return -1;
        }
        int us = side;
        int piece = squares[from];
        if (piece == EMPTY || Piece.color(piece) != us) {
            return -1;
        }
        int type = piece & 7;
        if (promotionType != 0 && (type != PAWN || promotionType < KNIGHT || promotionType > QUEEN)) {
            return -1;
        }
        int target = squares[to];
        if (target != EMPTY && Piece.color(target) == us) {
            if (chess960) {
                return type == KING && target == Piece.of(us, ROOK) ? findCastle960(to) : -1;
            }
            if (type == KING && target == Piece.of(us, ROOK) && (to == from + 3 || to == from - 4)) {
                return findCastle(from, to > from ? from + 2 : from - 2);
            }
            return -1;
        }
        long toBit = 1L << to;
        switch (type) {
            case PAWN:
                return findPawnMove(from, to, promotionType, target);
            case KNIGHT:
                return (Attacks.KNIGHT[from] & toBit) != 0 && keepsKingSafe(from, to) ? Move.of(from, to) : -1;
            case BISHOP:
                return slides(Attacks.BISHOP_EMPTY, from, to) && keepsKingSafe(from, to) ? Move.of(from, to) : -1;
            case ROOK:
                return slides(Attacks.ROOK_EMPTY, from, to) && keepsKingSafe(from, to) ? Move.of(from, to) : -1;
            case QUEEN:
                return slides(Attacks.QUEEN_EMPTY, from, to) && keepsKingSafe(from, to) ? Move.of(from, to) : -1;
            default:
                if ((Attacks.KING[from] & toBit) != 0) {
                    return kingSafeAfter(from, to, to) ? Move.of(from, to) : -1;
                }
                return chess960 ? -1 : findCastle(from, to);
        }
    }

    /** A slider with these empty-board lines reaches to from from: on one of them, nothing between. */
    private boolean slides(long[] lines, int from, int to) {
        return (lines[from] & 1L << to) != 0 && (Attacks.between(from, to) & occupied) == 0;
    }

    private int findPawnMove(int from, int to, int promotionType, int target) {
        int us = side;
        int forward = us == WHITE ? 8 : -8;
        boolean lastRank = ((1L << to) & (RANK_1 | RANK_8)) != 0;
        if (lastRank != (promotionType != 0)) {
            return -1;
        }
        int move = Move.of(from, to, promotionType);
        int victimSq = to;
        if (to == from + forward) {
            if (target != EMPTY) {
                return -1;
            }
        } else if (to == from + 2 * forward) {
            int startRank = us == WHITE ? 1 : 6;
            if (from >> 3 != startRank || target != EMPTY || squares[from + forward] != EMPTY) {
                return -1;
            }
        } else if ((Attacks.pawn(us, from) & 1L << to) != 0) {
            if (target == EMPTY) {
                if (to != epSquare) {
                    return -1;
                }
                victimSq = to ^ 8;
                move |= Move.EN_PASSANT_FLAG;
            }
        } else {
            return -1;
        }
        boolean safe = victimSq == to ? keepsKingSafe(from, to) : kingSafeAfter(from, to, victimSq);
        return safe ? move : -1;
    }

    /**
     * The legal castling of the side to move towards the king side or the queen side, or -1: the
     * standard e1g1 form, or in Chess960 the king-takes-rook form.
     */
    public int findCastling(boolean kingSide) {
        int us = side;
        if (chess960) {
            int right = 2 * us + (kingSide ? 0 : 1);
            return (castling & 1 << right) == 0 ? -1 : findCastle960(castlingRooks[right]);
        }
        int king = kings[us];
        return findCastle(king, kingSide ? king + 2 : king - 2);
    }

    /**
     * Chess960 castling with the rook on rookSq: the right is there, every square between the king
     * and its target and between the rook and its target is empty but for the two, and the king is
     * not in check on any square it crosses or lands on.
     */
    private int findCastle960(int rookSq) {
        int us = side;
        int right = -1;
        for (int r = 2 * us; r < 2 * us + 2; r++) {
            if ((castling & 1 << r) != 0 && castlingRooks[r] == rookSq) {
                right = r;
            }
        }
        int king = kings[us];
        if (right < 0 || squares[rookSq] != Piece.of(us, ROOK) || (king & ~7) != (rookSq & ~7)) {
            return -1;
        }
        int move = Move.of(king, rookSq) | Move.CASTLE_FLAG;
        int kingTo = castledKing(move);
        int rookTo = castledRook(move);
        long pieces = 1L << king | 1L << rookSq;
        long path = Attacks.between(king, kingTo) | 1L << kingTo | Attacks.between(rookSq, rookTo) | 1L << rookTo;
        if ((path & occupied & ~pieces) != 0) {
            return -1;
        }
        long occ = occupied & ~pieces;
        int them = us ^ 1;
        long crossed = Attacks.between(king, kingTo) | 1L << kingTo | 1L << king;
        for (long bb = crossed; bb != 0; bb &= bb - 1) {
            if (attackers(Long.numberOfTrailingZeros(bb), them, occ, colors[them]) != 0) {
                return -1;
            }
        }
        return move;
    }

    private int findCastle(int from, int to) {
        int us = side;
        int home = us == WHITE ? E1 : E8;
        if (from != home || kings[us] != from) {
            return -1;
        }
        int kingside = us == WHITE ? WHITE_KINGSIDE : BLACK_KINGSIDE;
        int queenside = us == WHITE ? WHITE_QUEENSIDE : BLACK_QUEENSIDE;
        if (to == from + 2 && (castling & kingside) != 0) {
            return canCastle(from, from + 3, from + 1, from + 2) ? Move.of(from, to) | Move.CASTLE_FLAG : -1;
        }
        if (to == from - 2 && (castling & queenside) != 0) {
            return canCastle(from, from - 4, from - 1, from - 2) ? Move.of(from, to) | Move.CASTLE_FLAG : -1;
        }
        return -1;
    }

    /** Castling with the rook on rookSq: path empty, rook there, king not in, through, or into check. */
    private boolean canCastle(int king, int rookSq, int passSq, int targetSq) {
        int us = side;
        if (squares[rookSq] != Piece.of(us, ROOK) || (Attacks.between(king, rookSq) & occupied) != 0) {
            return false;
        }
        int them = us ^ 1;
        return !isAttacked(king, them) && !isAttacked(passSq, them) && !isAttacked(targetSq, them);
    }

    // ------------------------------------------------------------------ move generation

    /** Writes the legal moves into out (length >= 256) and returns their number. */
    public int legalMoves(int[] out) {
        return generate(out, false);
    }

    /**
     * Legal move generation. Out of check, only the king, en passant and pinned pieces need a
     * safety test; in single check the others must also land on the checker or between it and
     * the king. With firstOnly it stops after the first king move, or else the first group that yields a
     * move (mate tests).
     */
    private int generate(int[] out, boolean firstOnly) {
        int us = side;
        int them = us ^ 1;
        int king = kings[us];
        long own = colors[us];
        long enemy = colors[them];
        long checkers = checkers();
        int n = 0;

        long kingTargets = Attacks.KING[king] & ~own;
        long occWithoutKing = occupied & ~(1L << king);
        for (; kingTargets != 0; kingTargets &= kingTargets - 1) {
            int to = Long.numberOfTrailingZeros(kingTargets);
            if (attackers(to, them, occWithoutKing, enemy) == 0) {
                out[n++] = Move.of(king, to);
                if (firstOnly) {
                    return n; // a mate test needs one reply, and a king step is the usual one
                }
            }
        }
        long targets = ~own;
        if (checkers != 0) {
            if ((checkers & checkers - 1) != 0) {
                return n; // double check: only the king moves
            }
            int checker = Long.numberOfTrailingZeros(checkers);
            targets &= checkers | Attacks.between(king, checker);
        } else if (chess960) {
            for (int right = 2 * us; right < 2 * us + 2; right++) {
                if ((castling & 1 << right) != 0) {
                    int castle = findCastle960(castlingRooks[right]);
                    if (castle >= 0) {
                        out[n++] = castle;
                    }
                }
            }
        } else {
            n = addCastles(out, n, king);
        }
        if (firstOnly && n > 0) {
            return n;
        }
        long pinned = pinned();
        int base = us << 3;
        for (long bb = pieces[base | KNIGHT] & ~pinned; bb != 0; bb &= bb - 1) { // a pinned knight never moves
            int from = Long.numberOfTrailingZeros(bb);
            n = addTargets(out, n, from, Attacks.KNIGHT[from] & targets, 0);
        }
        long queens = pieces[base | QUEEN];
        for (long bb = pieces[base | BISHOP] | queens; bb != 0; bb &= bb - 1) {
            int from = Long.numberOfTrailingZeros(bb);
            n = addTargets(out, n, from, Attacks.bishop(from, occupied) & targets, pinned);
        }
        if (firstOnly && n > 0) {
            return n;
        }
        for (long bb = pieces[base | ROOK] | queens; bb != 0; bb &= bb - 1) {
            int from = Long.numberOfTrailingZeros(bb);
            n = addTargets(out, n, from, Attacks.rook(from, occupied) & targets, pinned);
        }
        if (firstOnly && n > 0) {
            return n;
        }
        return addPawnMoves(out, n, pinned, targets);
    }

    private int addTargets(int[] out, int n, int from, long targets, long pinned) {
        boolean check = (pinned & 1L << from) != 0;
        for (; targets != 0; targets &= targets - 1) {
            int to = Long.numberOfTrailingZeros(targets);
            if (!check || kingSafeAfter(from, to, to)) {
                out[n++] = Move.of(from, to);
            }
        }
        return n;
    }

    private int addCastles(int[] out, int n, int king) {
        int us = side;
        int kingside = us == WHITE ? WHITE_KINGSIDE : BLACK_KINGSIDE;
        int queenside = us == WHITE ? WHITE_QUEENSIDE : BLACK_QUEENSIDE;
        if ((castling & kingside) != 0 && canCastle(king, king + 3, king + 1, king + 2)) {
            out[n++] = Move.of(king, king + 2) | Move.CASTLE_FLAG;
        }
        if ((castling & queenside) != 0 && canCastle(king, king - 4, king - 1, king - 2)) {
            out[n++] = Move.of(king, king - 2) | Move.CASTLE_FLAG;
        }
        return n;
    }

    private int addPawnMoves(int[] out, int n, long pinned, long targets) {
        int us = side;
        int forward = us == WHITE ? 8 : -8;
        int startRank = us == WHITE ? 1 : 6;
        long enemy = colors[us ^ 1];
        for (long bb = pieces[us << 3 | PAWN]; bb != 0; bb &= bb - 1) {
            int from = Long.numberOfTrailingZeros(bb);
            boolean check = (pinned & 1L << from) != 0;
            int one = from + forward;
            if (squares[one] == EMPTY) {
                if ((targets & 1L << one) != 0 && (!check || kingSafeAfter(from, one, one))) {
                    n = addPawnMove(out, n, from, one);
                }
                int two = one + forward;
                if (from >> 3 == startRank && squares[two] == EMPTY && (targets & 1L << two) != 0
                        && (!check || kingSafeAfter(from, two, two))) {
                    out[n++] = Move.of(from, two);
                }
            }
            long captures = Attacks.pawn(us, from) & enemy & targets;
            for (; captures != 0; captures &= captures - 1) {
                int to = Long.numberOfTrailingZeros(captures);
                if (!check || kingSafeAfter(from, to, to)) {
                    n = addPawnMove(out, n, from, to);
                }
            }
            // en passant can uncover a rank attack on the king through both pawns: always tested
            if (epSquare >= 0 && (Attacks.pawn(us, from) & 1L << epSquare) != 0
                    && kingSafeAfter(from, epSquare, epSquare ^ 8)) {
                out[n++] = Move.of(from, epSquare) | Move.EN_PASSANT_FLAG;
            }
        }
        return n;
    }

    private static int addPawnMove(int[] out, int n, int from, int to) {
        if (((1L << to) & (RANK_1 | RANK_8)) == 0) {
            out[n++] = Move.of(from, to);
            return n;
        }
        out[n++] = Move.of(from, to, QUEEN);
        out[n++] = Move.of(from, to, ROOK);
        out[n++] = Move.of(from, to, BISHOP);
        out[n++] = Move.of(from, to, KNIGHT);
        return n;
    }

    // ------------------------------------------------------------------ helpers for San and FEN

    /** The squares of color's pieces of this type. */
    long pieces(int color, int type) {
        return pieces[color << 3 | type];
    }

    /**
     * Pieces of the side to move with this piece code that could reach sq: attack sets, plus the
     * pawn pushes that end on sq (for pawns only). Legality is not checked.
     */
    long candidatesTo(int sq, int type) {
        int us = side;
        long own = pieces[us << 3 | type];
        switch (type) {
            case PAWN: {
                int back = us == WHITE ? -8 : 8;
                long result = Attacks.pawn(us ^ 1, sq) & own;
                int one = sq + back;
                if (one >= 0 && one < 64) {
                    result |= own & 1L << one;
                    int two = one + back;
                    int doubleRank = us == WHITE ? 3 : 4;
                    if (squares[one] == EMPTY && sq >> 3 == doubleRank) {
                        result |= own & 1L << two;
                    }
                }
                return result;
            }
            case KNIGHT:
                return Attacks.KNIGHT[sq] & own;
            case BISHOP:
                return Attacks.unblocked(sq, Attacks.BISHOP_EMPTY[sq] & own, occupied);
            case ROOK:
                return Attacks.unblocked(sq, Attacks.ROOK_EMPTY[sq] & own, occupied);
            case QUEEN:
                return Attacks.unblocked(sq, Attacks.QUEEN_EMPTY[sq] & own, occupied);
            default:
                return Attacks.KING[sq] & own;
        }
    }

    /** Whether moving from -> to (a pseudo-legal non-king, non-ep move) keeps the own king safe. */
    boolean isLegalOrdinary(int from, int to) {
        return keepsKingSafe(from, to);
    }

    /** Places a piece while a board is being set up; the key is computed afterwards. */
    void setUp(int sq, int piece) {
        put(sq, piece);
        if ((piece & 7) == KING) {
            kings[piece >> 3] = sq;
        }
    }

    /**
     * Finishes a Chess960 set-up: the castling rooks by right (-1 for none); a right whose king is not
     * on its back rank or whose rook is not there is dropped. Then as {@link #finishSetUp}.
     */
    void finishSetUp960(int sideToMove, int[] rooks, int ep, int halfmove, int fullmove) {
        int rights = 0;
        int[] rookSquares = STANDARD_ROOKS.clone();
        int[] kept = new int[64];
        Arrays.fill(kept, 15);
        for (int right = 0; right < 4; right++) {
            int color = right < 2 ? WHITE : BLACK;
            int king = kings[color];
            int backRank = color == WHITE ? 0 : 7;
            if (rooks[right] < 0 || squares[king] != Piece.of(color, KING) || king >> 3 != backRank
                    || squares[rooks[right]] != Piece.of(color, ROOK) || rooks[right] >> 3 != backRank
                    || (right % 2 == 0) != (rooks[right] > king)) {
                continue;
            }
            rights |= 1 << right;
            rookSquares[right] = rooks[right];
            kept[king] &= ~(3 << (2 * color));
            kept[rooks[right]] &= ~(1 << right);
        }
        chess960 = true;
        castlingRooks = rookSquares;
        castlingKept = kept;
        finish(sideToMove, rights, ep, halfmove, fullmove);
    }

    /** Finishes set-up: state fields, sanitised castling and ep, and the full key. */
    void finishSetUp(int sideToMove, int rights, int ep, int halfmove, int fullmove) {
        int valid = 0;
        if (squares[E1] == Piece.of(WHITE, KING)) {
            if (squares[H1] == Piece.of(WHITE, ROOK)) valid |= WHITE_KINGSIDE;
            if (squares[A1] == Piece.of(WHITE, ROOK)) valid |= WHITE_QUEENSIDE;
        }
        if (squares[E8] == Piece.of(BLACK, KING)) {
            if (squares[H8] == Piece.of(BLACK, ROOK)) valid |= BLACK_KINGSIDE;
            if (squares[A8] == Piece.of(BLACK, ROOK)) valid |= BLACK_QUEENSIDE;
        }
        finish(sideToMove, rights & valid, ep, halfmove, fullmove);
    }

    private void finish(int sideToMove, int rights, int ep, int halfmove, int fullmove) {
        side = sideToMove;
        checkersKnown = false;
        castling = rights;
        epSquare = ep >= 0 && plausibleEpSquare(ep) ? ep : -1;
        halfmoveClock = halfmove;
        fullmoveNumber = fullmove;
        long k = CASTLING_KEYS[castling] ^ (side == WHITE ? TURN_KEY : 0);
        for (long bb = occupied; bb != 0; bb &= bb - 1) {
            int sq = Long.numberOfTrailingZeros(bb);
            k ^= PIECE_KEYS[squares[sq] << 6 | sq];
        }
        epKey = epSquare < 0 ? 0 : polyglotEpKey();
        key = k ^ epKey;
    }

    /** An ep square is kept only if a pawn of the side not to move just passed over it. */
    private boolean plausibleEpSquare(int ep) {
        int pushedRank = side == WHITE ? 4 : 3;
        int pawnSq = ep ^ 8;
        int from = side == WHITE ? ep + 8 : ep - 8;
        return (pawnSq >> 3) == pushedRank && squares[ep] == EMPTY && squares[from] == EMPTY
                && squares[pawnSq] == Piece.of(side ^ 1, PAWN);
    }

    @Override
    public String toString() {
        return toFen();
    }
}
