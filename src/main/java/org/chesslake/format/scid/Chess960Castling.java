package org.chesslake.format.scid;

import org.chesslake.chess.Board;
import org.chesslake.chess.Piece;

/**
 * Which castlings of a SCID 5 Chess960 game can be decoded exactly. The chess core castles the
 * standard way (king from e1/e8, rook from the corner); a Chess960 castling is the same move only
 * when the king starts on the e-file and the castling rook in the corner. Those are decoded; any
 * other Chess960 castling is reported as unsupported rather than decoded wrongly.
 */
final class Chess960Castling {

    /** Bit {@code 2·color + side}, side 0 = queen-side (code 9), 1 = king-side (code 10). */
    static final int ALL = 0b1111;

    private Chess960Castling() {
    }

    static int bit(int color, boolean kingSide) {
        return 1 << (2 * color + (kingSide ? 1 : 0));
    }

    /**
     * The castlings of the start position that are standard moves. The FEN's castling field names
     * the rooks: K/Q (k/q) the outermost rook on that side of the king, A–H (a–h) a rook's file.
     */
    static int standardLike(Board start, String fen) {
        String[] fields = fen.trim().split("\\s+");
        if (fields.length < 3) {
            return 0;
        }
        int allowed = 0;
        for (char c : fields[2].toCharArray()) {
            int color = Character.isUpperCase(c) ? Piece.WHITE : Piece.BLACK;
            int home = color == Piece.WHITE ? 0 : 56;
            if (start.kingSquare(color) != home + 4) {
                continue;
            }
            char letter = Character.toUpperCase(c);
            int rookFile = switch (letter) {
                case 'K' -> outermostRook(start, color, home, 7, 5);
                case 'Q' -> outermostRook(start, color, home, 0, 3);
                default -> letter >= 'A' && letter <= 'H' ? letter - 'A' : -1;
            };
            if (rookFile == 7 || rookFile == 0) {
                allowed |= bit(color, rookFile == 7);
            }
        }
        return allowed;
    }

    /** The file of the first rook of {@code color} found walking the home rank from {@code from} towards {@code to}. */
    private static int outermostRook(Board board, int color, int home, int from, int to) {
        int step = from < to ? 1 : -1;
        for (int file = from; file != to + step; file += step) {
            if (board.pieceAt(home + file) == Piece.of(color, Piece.ROOK)) {
                return file;
            }
        }
        return -1;
    }
}
