package org.chesslake.testing;

import org.chesslake.chess.Board;

/** Start positions compared across formats that do not all keep every FEN field. */
public final class StartFen {

    private StartFen() {
    }

    /**
     * A start FEN as the chess core reads it (castling rights without their rook dropped, move number
     * 0 read as 1), without the half-move clock, which not every format stores; null stays null.
     */
    public static String withoutClock(String fen) {
        if (fen == null) {
            return null;
        }
        String[] f = Board.fromFen(fen).toFen().split(" ");
        return String.join(" ", f[0], f[1], f[2], f[3], f[5]);
    }
}
