package org.chesslake.format.cbf;

import java.util.List;
import org.chesslake.chess.Board;
import org.chesslake.chess.Piece;

/**
 * The 33-byte start position (spec §12): 64 nibbles rank by rank from a1 (high nibble first),
 * then the move number minus one. Side to move, castling and the e.p. file are in the header.
 *
 * @param squares    piece codes by square (the chess core's codes)
 * @param fen        the position as FEN, castling rights limited to kings and rooks at home,
 *                   the e.p. square only when a capture there is possible
 * @param enPassant  the e.p. state the move generator starts with (§9.3)
 */
record CbfStartPosition(int[] squares, String fen, CbfEnPassant enPassant) {

    static final int SIZE = CbfHeader.START_POSITION_SIZE;

    /** Nibble code by piece type (index = type), White; Black adds 8. */
    private static final int[] NIBBLE_BY_TYPE = {0, 6, 3, 4, 5, 2, 1};
    /** Piece type by White nibble (index = nibble 0..7); 0 = empty or undefined. */
    private static final int[] TYPE_BY_NIBBLE = {0, 6, 5, 2, 3, 4, 1, 0};

    /**
     * Reads the position at {@code bytes[offset]}; undefined nibbles (7, 8, 15) are read as empty and
     * reported in {@code warnings}.
     */
    static CbfStartPosition decode(byte[] bytes, int offset, CbfHeader header, List<String> warnings)
            throws CbfCorruptException {
        int[] squares = new int[64];
        int undefined = 0;
        for (int sq = 0; sq < 64; sq++) {
            int b = bytes[offset + sq / 2] & 0xFF;
            int nibble = sq % 2 == 0 ? b >> 4 : b & 15;
            int type = TYPE_BY_NIBBLE[nibble & 7];
            if (nibble == 7 || nibble == 8 || nibble == 15) {
                undefined++;
            } else if (type != 0) {
                squares[sq] = Piece.of(nibble >> 3, type);
            }
        }
        if (undefined > 0) {
            warnings.add(undefined + " undefined square codes in the start position read as empty");
        }
        checkValid(squares, offset);
        int side = header.blackToMove() ? 1 : 0;
        int fullMove = (bytes[offset + 32] & 0xFF) + 1;
        int epSquare = enPassantSquare(squares, side, header.epFile());
        String fen = Board.placement(squares) + (side == 0 ? " w " : " b ") + castling(squares, header) + " "
                + (epSquare < 0 ? "-" : squareName(epSquare)) + " 0 " + fullMove;
        return new CbfStartPosition(squares, fen, epSquare < 0 ? CbfEnPassant.NONE : CbfEnPassant.setUp(epSquare));
    }

    /** The 33 bytes of a position. */
    static byte[] encode(int[] squares, int fullMove) {
        byte[] bytes = new byte[SIZE];
        for (int sq = 0; sq < 64; sq++) {
            int piece = squares[sq];
            int nibble = piece == Piece.EMPTY ? 0 : NIBBLE_BY_TYPE[Piece.type(piece)] | Piece.color(piece) << 3;
            bytes[sq / 2] |= (byte) (sq % 2 == 0 ? nibble << 4 : nibble);
        }
        bytes[32] = (byte) (fullMove - 1);
        return bytes;
    }

    private static void checkValid(int[] squares, int offset) throws CbfCorruptException {
        int[] kings = new int[2];
        for (int sq = 0; sq < 64; sq++) {
            int piece = squares[sq];
            if (Piece.type(piece) == Piece.KING) {
                kings[Piece.color(piece)]++;
            }
            if (Piece.type(piece) == Piece.PAWN && (sq < 8 || sq >= 56)) {
                throw new CbfCorruptException(offset + sq / 2, "start position has a pawn on " + squareName(sq));
            }
        }
        if (kings[0] != 1 || kings[1] != 1) {
            throw new CbfCorruptException(offset, "start position has " + kings[0] + " white and "
                    + kings[1] + " black kings");
        }
    }

    /** The header's e.p. file as a square, or -1 when no e.p. capture is possible there (§9.3). */
    private static int enPassantSquare(int[] squares, int side, int epFile) {
        if (epFile < 1 || epFile > 8) {
            return -1;
        }
        int file = epFile - 1;
        int forward = side == 0 ? 8 : -8;
        int target = (side == 0 ? 5 : 2) * 8 + file;
        int pawnSquare = target - forward;
        int enemyPawn = Piece.of(1 - side, Piece.PAWN);
        if (squares[target] != 0 || squares[target + forward] != 0 || squares[pawnSquare] != enemyPawn) {
            return -1;
        }
        int ownPawn = Piece.of(side, Piece.PAWN);
        boolean left = file > 0 && squares[pawnSquare - 1] == ownPawn;
        boolean right = file < 7 && squares[pawnSquare + 1] == ownPawn;
        return left || right ? target : -1;
    }

    private static String castling(int[] squares, CbfHeader header) {
        int whiteKing = Piece.of(Piece.WHITE, Piece.KING);
        int whiteRook = Piece.of(Piece.WHITE, Piece.ROOK);
        int blackKing = Piece.of(Piece.BLACK, Piece.KING);
        int blackRook = Piece.of(Piece.BLACK, Piece.ROOK);
        StringBuilder rights = new StringBuilder();
        if (header.whiteShort() && squares[4] == whiteKing && squares[7] == whiteRook) {
            rights.append('K');
        }
        if (header.whiteLong() && squares[4] == whiteKing && squares[0] == whiteRook) {
            rights.append('Q');
        }
        if (header.blackShort() && squares[60] == blackKing && squares[63] == blackRook) {
            rights.append('k');
        }
        if (header.blackLong() && squares[60] == blackKing && squares[56] == blackRook) {
            rights.append('q');
        }
        return rights.isEmpty() ? "-" : rights.toString();
    }

    private static String squareName(int sq) {
        return "" + (char) ('a' + sq % 8) + (char) ('1' + sq / 8);
    }
}
