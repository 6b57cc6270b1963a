package org.chesslake.xiangqi;

/**
 * ICCS coordinates: {@code h2e2}, also written {@code H2-E2}. Ranks are 0–9; the 1-based dialect
 * of Fairy-Stockfish ({@code h3e3}, {@code h10g8}) is read when asked for.
 */
public final class Iccs {

    private Iccs() {
    }

    public static String toIccs(int move) {
        return Square.name(Move.from(move)) + Square.name(Move.to(move));
    }

    /** Whether the token has the shape of an ICCS move (either rank base). */
    public static boolean looksLike(String token) {
        return squares(token, 0) != null || squares(token, 1) != null;
    }

    /** Whether the token can only be 1-based (it has a rank 10). */
    public static boolean isOneBased(String token) {
        return squares(token, 0) == null && squares(token, 1) != null;
    }

    /** Whether the token can only be 0-based (it has a rank 0). */
    public static boolean isZeroBased(String token) {
        return squares(token, 0) != null && squares(token, 1) == null;
    }

    /** The legal move the token names, with ranks counted from {@code rankBase} (0 or 1). */
    public static int parse(Board board, String token, int rankBase) {
        int[] squares = squares(token, rankBase);
        if (squares == null) {
            throw new IllegalMoveException("not an ICCS move: " + token);
        }
        int move = board.findMove(squares[0], squares[1]);
        if (move < 0) {
            throw new IllegalMoveException("illegal move " + token);
        }
        return move;
    }

    /** The from and to squares of a token in the given rank base, or null if it has another shape. */
    private static int[] squares(String token, int rankBase) {
        String text = token.replace("-", "");
        int at = 0;
        int[] result = new int[2];
        for (int i = 0; i < 2; i++) {
            if (at >= text.length()) {
                return null;
            }
            int file = Character.toLowerCase(text.charAt(at++)) - 'a';
            int rank = 0;
            int digits = 0;
            while (at < text.length() && text.charAt(at) >= '0' && text.charAt(at) <= '9' && digits < 2) {
                rank = rank * 10 + text.charAt(at++) - '0';
                digits++;
            }
            rank -= rankBase;
            if (digits == 0 || digits == 2 && rank + rankBase != 10 || !Square.onBoard(file, rank)) {
                return null;
            }
            result[i] = Square.of(file, rank);
        }
        return at == text.length() ? result : null;
    }
}
