package org.chesslake.format.chessassistant;

import java.util.ArrayList;
import java.util.List;
import org.chesslake.chess.Board;
import org.chesslake.chess.Piece;
import org.chesslake.files.Bytes;

/**
 * The 76-byte start position of code 230 (§6.11): 18 (square, type) pairs per side, the half-moves
 * played before it, a castling mask and an e.p. square. Decoded into a FEN and the piece numbers.
 */
final class StartPosition {

    static final int SIZE = 76;
    private static final int HALF_MOVES_AT = 72;
    private static final int CASTLING_AT = 74;
    private static final int EP_AT = 75;

    /** A decoded start position; {@code halfMoveClock} is not stored by the format and is always 0. */
    record Setup(String fen, PieceNumbers numbers, List<String> warnings) {
    }

    private StartPosition() {
    }

    /**
     * @param body   the 76 bytes after code 230
     * @param offset .D02 offset of the 230 code, for error messages
     */
    static Setup decode(byte[] body, long offset) throws RecordException {
        List<String> warnings = new ArrayList<>();
        PieceNumbers numbers = PieceNumbers.empty();
        int[] board = new int[64]; // piece letter index per square, 0 = empty; upper bit = black
        for (int color = 0; color < 2; color++) {
            for (int n = 0; n < PieceNumbers.COUNT; n++) {
                int at = (color * PieceNumbers.COUNT + n) * 2;
                int squareByte = Bytes.u8(body, at);
                int type = Bytes.u8(body, at + 1);
                if (type == 0) {
                    if (squareByte != CaReadings.ABSENT_SQUARE) {
                        warnings.add("absent piece " + n + " with square byte " + squareByte);
                    }
                    continue;
                }
                int square = square(squareByte, offset, "piece " + n);
                checkType(color, n, type, square, offset, warnings);
                if (board[square] != 0) {
                    throw new RecordException(offset, "start position: two pieces on square byte " + squareByte);
                }
                board[square] = type | color << 3;
                numbers.put(color, n, square, type);
            }
            if (!numbers.present(color, PieceNumbers.KING)) {
                throw new RecordException(offset, "start position: " + (color == 0 ? "White" : "Black") + " has no king");
            }
        }
        int halfMoves = CaFields.u16(body, HALF_MOVES_AT);
        boolean blackToMove = halfMoves % 2 == 1;
        String fen = Board.placement(board) + (blackToMove ? " b " : " w ") + castling(Bytes.u8(body, CASTLING_AT))
                + " " + ep(Bytes.u8(body, EP_AT), blackToMove, offset, warnings) + " 0 " + (halfMoves / 2 + 1);
        return new Setup(fen, numbers, warnings);
    }

    private static int square(int squareByte, long offset, String what) throws RecordException {
        if ((squareByte & 0x88) != 0) {
            throw new RecordException(offset, "start position: " + what + " on square byte " + squareByte + " (nibble above 7)");
        }
        return (squareByte >> 4) * 8 + (squareByte & 7);
    }

    private static void checkType(int color, int n, int type, int square, long offset, List<String> warnings)
            throws RecordException {
        if (type > Piece.KING) {
            throw new RecordException(offset, "start position: piece " + n + " has type " + type);
        }
        int fixed = PieceNumbers.fixedType(n);
        if (n < 8 && type != Piece.PAWN) {
            if (type == Piece.KING) {
                throw new RecordException(offset, "start position: a king on pawn number " + n);
            }
            // §6.11 [reading]: a promoted piece that kept its pawn's number (extended form).
            warnings.add((color == 0 ? "White" : "Black") + " piece " + n + " is not a pawn (extended form)");
        } else if (n >= 8 && fixed != 0 && fixed != type) {
            throw new RecordException(offset, "start position: number " + n + " cannot hold type " + type);
        } else if (fixed == 0 && (type < Piece.KNIGHT || type > Piece.QUEEN)) {
            throw new RecordException(offset, "start position: free number " + n + " cannot hold type " + type);
        }
        if (type == Piece.PAWN && (square < 8 || square >= 56)) {
            throw new RecordException(offset, "start position: pawn " + n + " on the first or last rank");
        }
    }

    private static String castling(int mask) {
        String rights = ((mask & CaReadings.CASTLE_WHITE_SHORT) != 0 ? "K" : "")
                + ((mask & CaReadings.CASTLE_WHITE_LONG) != 0 ? "Q" : "")
                + ((mask & CaReadings.CASTLE_BLACK_SHORT) != 0 ? "k" : "")
                + ((mask & CaReadings.CASTLE_BLACK_LONG) != 0 ? "q" : "");
        return rights.isEmpty() ? "-" : rights;
    }

    private static String ep(int squareByte, boolean blackToMove, long offset, List<String> warnings)
            throws RecordException {
        if (squareByte == CaReadings.NO_EP_SQUARE) {
            return "-";
        }
        int square = square(squareByte, offset, "e.p. square");
        int expectedRank = blackToMove ? 2 : 5;
        if (square / 8 != expectedRank) {
            warnings.add("e.p. square byte " + squareByte + " not on rank " + (expectedRank + 1) + ": ignored");
            return "-";
        }
        return "" + (char) ('a' + square % 8) + (square / 8 + 1);
    }

    /** The castling mask of a FEN castling field ("KQkq" or "-"). */
    static int castlingMask(String rights) {
        return (rights.indexOf('K') >= 0 ? CaReadings.CASTLE_WHITE_SHORT : 0)
                | (rights.indexOf('Q') >= 0 ? CaReadings.CASTLE_WHITE_LONG : 0)
                | (rights.indexOf('k') >= 0 ? CaReadings.CASTLE_BLACK_SHORT : 0)
                | (rights.indexOf('q') >= 0 ? CaReadings.CASTLE_BLACK_LONG : 0);
    }

    /** The §6.3 square byte of a 0..63 square. */
    static int squareByte(int square) {
        return (square / 8) << 4 | square % 8;
    }

    /**
     * Encodes a position: every numbered piece, the half-moves before it, castling mask and e.p. square
     * (0..63 or -1).
     */
    static byte[] encode(PieceNumbers numbers, int halfMoves, int castlingMask, int epSquare) {
        ByteWriter out = new ByteWriter();
        for (int color = 0; color < 2; color++) {
            for (int n = 0; n < PieceNumbers.COUNT; n++) {
                if (numbers.present(color, n)) {
                    out.u8(squareByte(numbers.square(color, n))).u8(numbers.type(color, n));
                } else {
                    out.u8(CaReadings.ABSENT_SQUARE).u8(0);
                }
            }
        }
        return out.u16(halfMoves).u8(castlingMask).u8(epSquare < 0 ? CaReadings.NO_EP_SQUARE : squareByte(epSquare))
                .toByteArray();
    }
}
