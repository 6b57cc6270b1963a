package org.chesslake.chess;

/** UCI long algebraic notation: "e2e4", "e7e8q", castling "e1g1", the null move "0000". */
public final class Uci {

    private static final String PROMOTION_LETTERS = "  nbrq";
    /** Every from-to pair without promotion, built once: decoders ask for one string per ply. */
    private static final String[] PLAIN = new String[64 * 64];

    static {
        for (int move = 0; move < PLAIN.length; move++) {
            PLAIN[move] = spell(move);
        }
    }

    private Uci() {
    }

    public static String toUci(int move) {
        if (move == Move.NULL) {
            return "0000";
        }
        return Move.promotion(move) == 0 ? PLAIN[move & 0xfff] : spell(move);
    }

    private static String spell(int move) {
        int promotion = Move.promotion(move);
        char[] chars = new char[promotion == 0 ? 4 : 5];
        int from = Move.from(move);
        int to = Move.to(move);
        chars[0] = (char) ('a' + Square.file(from));
        chars[1] = (char) ('1' + Square.rank(from));
        chars[2] = (char) ('a' + Square.file(to));
        chars[3] = (char) ('1' + Square.rank(to));
        if (promotion != 0) {
            chars[4] = PROMOTION_LETTERS.charAt(promotion);
        }
        return new String(chars);
    }

    /** The legal move a UCI token names (castling also as king-takes-rook, e1h1), or throws. */
    public static int parse(Board board, String uci) {
        if (uci == null || !(uci.length() == 4 || uci.length() == 5)) {
            throw new IllegalMoveException("not a UCI move: " + uci);
        }
        if (uci.equals("0000")) {
            return Move.NULL;
        }
        int from;
        int to;
        try {
            from = Square.parse(uci.substring(0, 2));
            to = Square.parse(uci.substring(2, 4));
        } catch (IllegalArgumentException e) {
            throw new IllegalMoveException("not a UCI move: " + uci);
        }
        int promotion = 0;
        if (uci.length() == 5) {
            promotion = PROMOTION_LETTERS.indexOf(Character.toLowerCase(uci.charAt(4)));
            if (promotion < Piece.KNIGHT) {
                throw new IllegalMoveException("bad promotion in UCI move: " + uci);
            }
        }
        int move = board.findMove(from, to, promotion);
        if (move < 0) {
            throw new IllegalMoveException("illegal move " + uci + " in " + board.toFen());
        }
        return move;
    }
}
