package org.chesslake.chess;

import static org.chesslake.chess.Piece.EMPTY;
import static org.chesslake.chess.Piece.KING;
import static org.chesslake.chess.Piece.PAWN;
import static org.chesslake.chess.Piece.QUEEN;

/**
 * Standard algebraic notation. Writing looks only at the same-type pieces that reach the target
 * (for disambiguation) and tests for mate only when the move checks, because this runs for every
 * ply of every decoded game. Reading is tolerant the way real PGN files need.
 */
public final class San {

    private static final long FILE_A = 0x0101010101010101L;
    private static final long RANK_1 = 0xFFL;

    private San() {
    }

    /** The SAN of a legal move (or "--" for {@link Move#NULL}) with '+' or '#'. */
    public static String toSan(Board board, int move) {
        if (move == Move.NULL) {
            return "--";
        }
        char[] buf = new char[10];
        int n = writeBody(board, move, buf);
        board.make(move);
        try {
            if (board.inCheck()) {
                buf[n++] = board.hasLegalMove() ? '+' : '#';
            }
        } finally {
            board.unmake();
        }
        return new String(buf, 0, n);
    }

    /**
     * Writes the SAN of a legal move without check suffix into buf (length >= 10) and returns the
     * number of characters; the board must be in the position before the move.
     */
    static int writeBody(Board board, int move, char[] buf) {
        return writeBody(board, move, buf, false);
    }

    /**
     * As {@link #writeBody(Board, int, char[])}; {@code alone} says the move's piece is known to be
     * the only one of its type that reaches the target legally, which spares looking for rivals.
     */
    static int writeBody(Board board, int move, char[] buf, boolean alone) {
        int from = Move.from(move);
        int to = Move.to(move);
        int type = Piece.type(board.pieceAt(from));
        int n = 0;
        if (type == KING && (Math.abs(to - from) == 2 || Move.isCastle(move))) {
            buf[n++] = 'O';
            buf[n++] = '-';
            buf[n++] = 'O';
            if (to < from) {
                buf[n++] = '-';
                buf[n++] = 'O';
            }
            return n;
        }
        if (type == PAWN) {
            if (Square.file(from) != Square.file(to)) {
                buf[n++] = (char) ('a' + Square.file(from));
                buf[n++] = 'x';
            }
            n = writeSquare(buf, n, to);
            int promotion = Move.promotion(move);
            if (promotion != 0) {
                buf[n++] = '=';
                buf[n++] = Piece.letter(promotion);
            }
            return n;
        }
        buf[n++] = Piece.letter(type);
        long rivals = type == KING || alone ? 0 : legalRivals(board, type, from, to);
        if (rivals != 0) {
            if ((rivals & FILE_A << Square.file(from)) == 0) {
                buf[n++] = (char) ('a' + Square.file(from));
            } else if ((rivals & RANK_1 << 8 * Square.rank(from)) == 0) {
                buf[n++] = (char) ('1' + Square.rank(from));
            } else {
                n = writeSquare(buf, n, from);
            }
        }
        if (board.pieceAt(to) != EMPTY) {
            buf[n++] = 'x';
        }
        return writeSquare(buf, n, to);
    }

    /** Other pieces of the mover's type that could legally move to the same target. */
    private static long legalRivals(Board board, int type, int from, int to) {
        long others = board.pieces(board.sideToMove(), type) & ~(1L << from);
        if (others == 0) {
            return 0; // a lone piece of its type (often a queen, or in endgames): no attack lookup
        }
        long rivals = 0;
        for (long bb = board.candidatesTo(to, type) & others; bb != 0; bb &= bb - 1) {
            int other = Long.numberOfTrailingZeros(bb);
            if (board.isLegalOrdinary(other, to)) {
                rivals |= 1L << other;
            }
        }
        return rivals;
    }

    private static int writeSquare(char[] buf, int n, int sq) {
        buf[n] = (char) ('a' + Square.file(sq));
        buf[n + 1] = (char) ('1' + Square.rank(sq));
        return n + 2;
    }

    /**
     * The legal move a SAN token names. Tolerates missing or superfluous '+'/'#', "0-0"/"O-O",
     * "e.p.", a 'P' prefix, 'x' or ':' for captures (or no capture mark), "=Q"/"Q"/"(Q)"/"/Q" for
     * promotions, long forms such as "Ng1-f3" or "e2e4", and "--"/"Z0" null moves.
     *
     * @throws IllegalMoveException on an unknown, ambiguous or illegal token
     */
    public static int parse(Board board, String san) {
        if (san == null) {
            throw new IllegalMoveException("no move token");
        }
        int written = parseAsWritten(board, san);
        if (written != NOT_AS_WRITTEN) {
            return written;
        }
        String token = stripSuffixes(san.trim());
        if (token.equals("--") || token.equals("Z0") || token.equals("z0") || token.equals("0000")) {
            return Move.NULL;
        }
        int castle = castleSide(token);
        if (castle != 0) {
            int move = board.findCastling(castle > 0);
            if (move < 0) {
                throw illegal(board, san);
            }
            return move;
        }
        return parseOrdinary(board, san, token);
    }

    static final int NOT_AS_WRITTEN = -1;

    /**
     * The move of a token spelled as SAN writers spell it ("e4", "exd5", "e8=Q", "Nf3", "Nbxd7",
     * "R1e2", "Qh4xe1", "O-O", each with or without '+' or '#'), read straight from the token; or
     * {@link #NOT_AS_WRITTEN} for any other spelling, which the tolerant reader takes. Such a token
     * comes to the same {@link #resolve} as through the tolerant reader, so it gives the same move
     * or the same error.
     */
    static int parseAsWritten(Board board, String san) {
        int end = san.length();
        if (end > 0 && (san.charAt(end - 1) == '+' || san.charAt(end - 1) == '#')) {
            end--;
        }
        if (end < 2) {
            return NOT_AS_WRITTEN;
        }
        char lead = san.charAt(0);
        if (lead == 'O') {
            boolean kingSide = end == 3 && san.startsWith("O-O");
            if (!kingSide && !(end == 5 && san.startsWith("O-O-O"))) {
                return NOT_AS_WRITTEN;
            }
            int move = board.findCastling(kingSide);
            if (move < 0) {
                throw illegal(board, san);
            }
            return move;
        }
        int promotion = 0;
        if (end >= 4 && san.charAt(end - 2) == '=') {
            promotion = promotionType(san.charAt(end - 1));
            if (promotion == 0) {
                return NOT_AS_WRITTEN;
            }
            end -= 2;
        }
        if (!isFile(san.charAt(end - 2)) || !isRankDigit(san.charAt(end - 1))) {
            return NOT_AS_WRITTEN;
        }
        int target = Square.of(san.charAt(end - 2) - 'a', san.charAt(end - 1) - '1');
        int before = end - 2; // what precedes the target: piece letter, origin, capture mark
        boolean capture = before > 0 && san.charAt(before - 1) == 'x';
        if (capture) {
            before--;
        }
        if (isFile(lead)) {
            if (before == 0 && !capture) { // a push: the pawn stands on the target's file
                return resolve(board, san, PAWN, FILE_A << Square.file(target), -1, -1, target, promotion);
            }
            if (before == 1 && capture) {
                return resolve(board, san, PAWN, ~0L, lead - 'a', -1, target, promotion);
            }
            return NOT_AS_WRITTEN;
        }
        int type = Piece.typeOfLetter(lead);
        if (type == EMPTY || type == PAWN || promotion != 0) {
            return NOT_AS_WRITTEN;
        }
        int fromFile = -1;
        int fromRank = -1;
        if (before == 3) { // "Qh4e1"
            if (!isFile(san.charAt(1)) || !isRankDigit(san.charAt(2))) {
                return NOT_AS_WRITTEN;
            }
            fromFile = san.charAt(1) - 'a';
            fromRank = san.charAt(2) - '1';
        } else if (before == 2) { // "Nbd7", "R1e2"
            char origin = san.charAt(1);
            if (isFile(origin)) {
                fromFile = origin - 'a';
            } else if (isRankDigit(origin)) {
                fromRank = origin - '1';
            } else {
                return NOT_AS_WRITTEN;
            }
        } else if (before != 1) {
            return NOT_AS_WRITTEN;
        }
        return resolve(board, san, type, ~0L, fromFile, fromRank, target, 0);
    }

    private static int parseOrdinary(Board board, String san, String token) {
        int end = token.length();
        int promotion = 0;
        // A promotion letter follows the target square: "e8Q", "e8=Q", "e8/Q" or "e8(Q)".
        if (end >= 4 && token.charAt(end - 1) == ')' && token.charAt(end - 3) == '(') {
            promotion = promotionType(token.charAt(end - 2));
            if (promotion == 0) {
                throw unknown(san);
            }
            end -= 3;
        } else if (end >= 3 && promotionType(token.charAt(end - 1)) != 0) {
            char before = token.charAt(end - 2);
            if (isRankDigit(before)) {
                promotion = promotionType(token.charAt(end - 1));
                end--;
            } else if (before == '=' || before == '/') {
                promotion = promotionType(token.charAt(end - 1));
                end -= 2;
            }
        }
        int start = 0;
        int type = PAWN;
        if (end > 0) {
            int lead = Piece.typeOfLetter(token.charAt(0));
            if (lead != EMPTY) {
                type = lead;
                start = 1;
            }
        }
        // What is left: [file][rank]file rank, with capture and dash marks optional anywhere.
        char[] core = new char[4];
        int m = 0;
        boolean captureMark = false;
        for (int i = start; i < end; i++) {
            char c = token.charAt(i);
            if (c == 'x' || c == 'X' || c == ':') {
                captureMark = true;
                continue;
            }
            if (c == '-') {
                continue;
            }
            if (m == core.length) {
                throw unknown(san);
            }
            core[m++] = c;
        }
        if (m < 2 || !isFile(core[m - 2]) || !isRankDigit(core[m - 1])) {
            throw unknown(san);
        }
        int target = Square.of(core[m - 2] - 'a', core[m - 1] - '1');
        int fromFile = -1;
        int fromRank = -1;
        if (m == 4 && isFile(core[0]) && isRankDigit(core[1])) {
            fromFile = core[0] - 'a';
            fromRank = core[1] - '1';
        } else if (m == 3 && isFile(core[0])) {
            fromFile = core[0] - 'a';
        } else if (m == 3 && isRankDigit(core[0])) {
            fromRank = core[0] - '1';
        } else if (m != 2) {
            throw unknown(san);
        }
        if (start == 0 && fromFile >= 0 && fromRank >= 0) {
            // long algebraic without a piece letter ("g1xd1", "e2-e4"): the origin names the piece
            int piece = board.pieceAt(Square.of(fromFile, fromRank));
            if (piece != EMPTY) {
                type = Piece.type(piece);
            }
        }
        long origins = ~0L;
        if (type == PAWN && fromFile < 0) {
            // without a file a pawn move is a push, or with a capture mark ("Pxd5") a capture
            long targetFile = FILE_A << Square.file(target);
            origins = captureMark ? ~targetFile : targetFile;
        }
        return resolve(board, san, type, origins, fromFile, fromRank, target, promotion);
    }

    private static int resolve(Board board, String san, int type, long origins, int fromFile, int fromRank,
                               int target, int promotion) {
        long candidates = board.candidatesTo(target, type) & origins;
        if (fromFile >= 0) {
            candidates &= FILE_A << fromFile;
        }
        if (fromRank >= 0) {
            candidates &= RANK_1 << 8 * fromRank;
        }
        boolean promotes = type == PAWN && (Square.rank(target) == 0 || Square.rank(target) == 7);
        if (promotes && promotion == 0) {
            promotion = QUEEN; // some writers leave out the piece of a queen promotion
        }
        if (!promotes && promotion != 0) {
            throw illegal(board, san);
        }
        int found = -1;
        for (long bb = candidates; bb != 0; bb &= bb - 1) {
            int move = board.findMove(Long.numberOfTrailingZeros(bb), target, promotion);
            if (move < 0) {
                continue;
            }
            if (found >= 0) {
                throw new IllegalMoveException("ambiguous move " + san + " in " + board.toFen());
            }
            found = move;
        }
        if (found < 0 && type == KING) {
            found = castlingByKingStep(board, target); // "Kg1" written for O-O
        }
        if (found < 0) {
            throw illegal(board, san);
        }
        return found;
    }

    /**
     * Whether a token that {@link #parse} read names a piece and its target alone ("Nf3", "Qxd5+"):
     * parse accepts such a token only when one piece of that type reaches the target legally.
     */
    static boolean namesNoOrigin(String token) {
        if (token.length() < 3) {
            return false;
        }
        char lead = token.charAt(0);
        if (lead != 'N' && lead != 'B' && lead != 'R' && lead != 'Q') {
            return false;
        }
        int i = token.charAt(1) == 'x' || token.charAt(1) == ':' ? 2 : 1;
        if (i + 2 > token.length() || !isFile(token.charAt(i)) || !isRankDigit(token.charAt(i + 1))) {
            return false;
        }
        for (i += 2; i < token.length(); i++) {
            char c = token.charAt(i);
            if (c != '+' && c != '#' && c != '!' && c != '?') {
                return false;
            }
        }
        return true;
    }

    private static int castlingByKingStep(Board board, int target) {
        int king = board.kingSquare(board.sideToMove());
        if (Math.abs(target - king) != 2) {
            return -1;
        }
        int move = board.findMove(king, target, 0);
        return move >= 0 && Move.isCastle(move) ? move : -1;
    }

    private static String stripSuffixes(String token) {
        int end = token.length();
        boolean stripped = true;
        while (stripped && end > 0) {
            stripped = false;
            char c = token.charAt(end - 1);
            if (c == '+' || c == '#' || c == '!' || c == '?') {
                end--;
                stripped = true;
            } else {
                int mark = token.startsWith("e.p.", end - 4) ? 4 : token.startsWith("ep", end - 2) ? 2 : 0;
                int before = end - mark;
                while (mark > 0 && before > 0 && token.charAt(before - 1) == ' ') {
                    before--;
                }
                // only after a target square, so that a token like "Rep" is never cut
                if (mark > 0 && before > 0 && isRankDigit(token.charAt(before - 1))) {
                    end = before;
                    stripped = true;
                }
            }
        }
        return token.substring(0, end);
    }

    /** +1 for a kingside castling token, -1 for queenside, 0 for anything else ("O-O", "0-0", "OO", ...). */
    private static int castleSide(String token) {
        int rings = 0;
        for (int i = 0; i < token.length(); i++) {
            char c = token.charAt(i);
            if (c == 'O' || c == '0' || c == 'o') {
                rings++;
            } else if (c != '-') {
                return 0;
            }
        }
        return rings == 2 ? 1 : rings == 3 ? -1 : 0;
    }

    private static int promotionType(char c) {
        int type = Piece.typeOfLetter(Character.toUpperCase(c));
        return type > PAWN && type < KING ? type : 0;
    }

    private static boolean isFile(char c) {
        return c >= 'a' && c <= 'h';
    }

    private static boolean isRankDigit(char c) {
        return c >= '1' && c <= '8';
    }

    private static IllegalMoveException unknown(String san) {
        return new IllegalMoveException("unreadable move token: " + san);
    }

    private static IllegalMoveException illegal(Board board, String san) {
        return new IllegalMoveException("illegal move " + san + " in " + board.toFen());
    }
}
