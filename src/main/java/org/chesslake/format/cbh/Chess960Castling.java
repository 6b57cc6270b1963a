package org.chesslake.format.cbh;

import org.chesslake.chess.Piece;
import org.chesslake.chess.Square;

/**
 * The Chess960 trailer of a start position (spec §8.2): king and castling-rook squares. ChessBase
 * shows a game whose trailer names no square (or a square without that piece) without castling
 * rights; so does chesslake, with a warning.
 *
 * @param shredder the FEN castling field in Shredder letters (rook files), "-" if none
 * @param warning  why rights were dropped, or null
 */
record Chess960Castling(String shredder, String warning) {

    /** Rights bits of the start position's byte 2, in the trailer's order of rooks: K-side W, Q-side W, K-side B, Q-side B. */
    private static final int[] RIGHT = {2, 1, 8, 4};

    static Chess960Castling read(byte[] b, int o, int[] squares, int rights) {
        int[] cb = new int[6];
        for (int i = 0; i < 6; i++) {
            cb[i] = b[o + i] & 0xFF;
            if (cb[i] > 63 && (rights != 0 || i < 2)) {
                return new Chess960Castling("-", "Chess960 trailer byte " + i + " (" + cb[i]
                        + ") names no square: no castling, as ChessBase shows it");
            }
        }
        StringBuilder shredder = new StringBuilder();
        String warning = null;
        for (int i = 0; i < 4; i++) {
            if ((rights & RIGHT[i]) == 0) {
                continue;
            }
            int color = i < 2 ? Piece.WHITE : Piece.BLACK;
            int king = CbhSquares.toSquare(cb[color == Piece.WHITE ? 0 : 1]);
            int rook = CbhSquares.toSquare(cb[2 + i]);
            if (squares[king] != Piece.of(color, Piece.KING) || squares[rook] != Piece.of(color, Piece.ROOK)
                    || Square.rank(king) != Square.rank(rook)) {
                warning = "Chess960 trailer: no king on " + Square.name(king) + " or rook on " + Square.name(rook)
                        + " for a castling right; right dropped";
                continue;
            }
            char file = (char) ('a' + Square.file(rook));
            shredder.append(color == Piece.WHITE ? Character.toUpperCase(file) : file);
        }
        return new Chess960Castling(shredder.isEmpty() ? "-" : shredder.toString(), warning);
    }
}
