package org.chesslake.table;

/**
 * A move's UCI (xiangqi: ICCS) as one {@code char}, for the positions table's writer: both squares
 * as file (a–i) and rank digit (chess 1–8, xiangqi 0–9) on a 9×10 grid, and the promotion piece; 0
 * is the null move "0000". The code keeps exactly the characters of the UCI, so it spells back the
 * same ({@link #uci}).
 */
public final class MoveCode {

    private static final int SQUARES = 90;
    private static final String PROMOTIONS = "\u0000nbrq";
    private static final String NULL_MOVE = "0000";
    /** One past the largest code. */
    public static final int CODES = SQUARES * SQUARES * PROMOTIONS.length() + 1;

    private MoveCode() {
    }

    /** The code of a UCI or ICCS move. */
    public static char of(String uci) {
        if (NULL_MOVE.equals(uci)) {
            return 0;
        }
        int length = uci.length();
        int promotion = length == 5 ? PROMOTIONS.indexOf(uci.charAt(4)) : 0;
        int from = length < 4 ? -1 : square(uci, 0);
        int to = length < 4 ? -1 : square(uci, 2);
        if (length > 5 || promotion < 0 || from < 0 || to < 0) {
            throw new IllegalArgumentException("not a UCI or ICCS move: " + uci);
        }
        return (char) ((from * SQUARES + to) * PROMOTIONS.length() + promotion + 1);
    }

    private static int square(String uci, int at) {
        int file = uci.charAt(at) - 'a';
        int rank = uci.charAt(at + 1) - '0';
        return file < 0 || file > 8 || rank < 0 || rank > 9 ? -1 : file * 10 + rank;
    }

    /** The UCI or ICCS move of a code {@link #of} gave. */
    public static String uci(char code) {
        if (code == 0) {
            return NULL_MOVE;
        }
        int promotion = (code - 1) % PROMOTIONS.length();
        int squares = (code - 1) / PROMOTIONS.length();
        StringBuilder uci = new StringBuilder(5);
        square(uci, squares / SQUARES);
        square(uci, squares % SQUARES);
        if (promotion > 0) {
            uci.append(PROMOTIONS.charAt(promotion));
        }
        return uci.toString();
    }

    private static void square(StringBuilder uci, int square) {
        uci.append((char) ('a' + square / 10)).append((char) ('0' + square % 10));
    }
}
