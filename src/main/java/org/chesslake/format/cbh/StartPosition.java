package org.chesslake.format.cbh;

import org.chesslake.chess.Board;
import org.chesslake.chess.Piece;

/**
 * A set-up start position (spec §8): 28 bytes, and 8 more in Chess960 games naming the king and
 * castling-rook squares. The FEN keeps what ChessBase shows (Chess960: Shredder-FEN letters, the
 * files of the castling rooks), and the board castles by it.
 *
 * @param fen     the game's start FEN (Chess960: Shredder-FEN castling letters)
 * @param board   the position to decode moves from
 * @param warning a problem ChessBase tolerates (an invalid Chess960 trailer), or null
 */
record StartPosition(String fen, Board board, String warning) {

    static final int SIZE = 28;
    static final int CHESS960_SIZE = 36;
    private static final int[] TYPES = {Piece.EMPTY, Piece.KING, Piece.QUEEN, Piece.KNIGHT, Piece.BISHOP, Piece.ROOK,
        Piece.PAWN, Piece.EMPTY};

    /**
     * Reads the position at {@code b[o]}; {@code chess960} when the mode says a trailer follows.
     *
     * @throws CbhDataException naming the offset (relative to {@code o}) of what makes no position
     */
    static StartPosition read(byte[] b, int o, boolean chess960) {
        int[] squares = new int[64];
        int pieces = 0;
        int bit = 0;
        for (int cb = 0; cb < 64; cb++) {
            if (bits(b, o + 4, bit, 1) == 0) {
                bit++;
                continue;
            }
            if (bit + 5 > 192) {
                throw new CbhDataException(4 + 23, "start position: the board runs past its 24 bytes");
            }
            int color = bits(b, o + 4, bit + 1, 1);
            int code = bits(b, o + 4, bit + 2, 3);
            int type = TYPES[code];
            if (type == Piece.EMPTY) {
                throw new CbhDataException(4 + (bit >> 3), "start position: piece code " + code + " on "
                        + org.chesslake.chess.Square.name(CbhSquares.toSquare(cb)) + " names no piece");
            }
            bit += 5;
            squares[CbhSquares.toSquare(cb)] = Piece.of(color == 0 ? Piece.WHITE : Piece.BLACK, type);
            pieces++;
        }
        if (pieces > 32) {
            throw new CbhDataException(4, "start position with " + pieces + " pieces");
        }
        boolean blackToMove = (b[o + 1] & 0x10) != 0;
        int epFile = b[o + 1] & 0x0F;
        int rights = b[o + 2] & 0x0F;
        int moveNumber = Math.max(1, b[o + 3] & 0xFF);
        String placement = Board.placement(squares);
        String ep = epFile >= 1 && epFile <= 8 ? (char) ('a' + epFile - 1) + (blackToMove ? "3" : "6") : "-";
        String side = blackToMove ? " b " : " w ";
        String counters = " " + ep + " 0 " + moveNumber;
        String warning = null;
        String castling;
        if (chess960) {
            Chess960Castling trailer = Chess960Castling.read(b, o + SIZE, squares, rights);
            warning = trailer.warning();
            castling = trailer.shredder();
        } else {
            StringBuilder standard = new StringBuilder();
            if ((rights & 2) != 0 && corner(squares, Piece.WHITE, 7)) standard.append('K');
            if ((rights & 1) != 0 && corner(squares, Piece.WHITE, 0)) standard.append('Q');
            if ((rights & 8) != 0 && corner(squares, Piece.BLACK, 63)) standard.append('k');
            if ((rights & 4) != 0 && corner(squares, Piece.BLACK, 56)) standard.append('q');
            castling = standard.isEmpty() ? "-" : standard.toString();
        }
        Board board;
        try {
            board = Board.fromFen(placement + side + castling + counters);
        } catch (IllegalArgumentException e) {
            throw new CbhDataException(4, "start position is not a legal position: " + e.getMessage());
        }
        String fen = chess960 ? placement + side + castling + counters : board.toFen();
        return new StartPosition(fen, board, warning);
    }

    /** Whether the king of {@code color} is on e1/e8 and a rook of it on {@code rookSquare}. */
    static boolean corner(int[] squares, int color, int rookSquare) {
        int kingSquare = color == Piece.WHITE ? 4 : 60;
        return squares[kingSquare] == Piece.of(color, Piece.KING) && squares[rookSquare] == Piece.of(color, Piece.ROOK);
    }

    /** {@code count} bits of the stream at {@code start}, most significant first, from bit {@code bit}; 0 past the 192 bits. */
    private static int bits(byte[] b, int start, int bit, int count) {
        int value = 0;
        for (int i = bit; i < bit + count; i++) {
            int v = i < 192 ? (b[start + (i >> 3)] >> (7 - (i & 7))) & 1 : 0;
            value = value << 1 | v;
        }
        return value;
    }
}
