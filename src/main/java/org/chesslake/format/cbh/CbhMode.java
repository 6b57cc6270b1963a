package org.chesslake.format.cbh;

/**
 * The encoding mode of a game record (spec §7.2, bits 24–29 of its header): which encoder, whether
 * the move counter is taken off before ("pre") or after ("post") the table, the piece order, and
 * whether the game is Chess960. Modes chesslake does not decode (losing chess, other variants)
 * have no table.
 */
record CbhMode(int number, boolean compact, boolean post, boolean reversed, boolean chess960) {

    static CbhMode of(int number) {
        return switch (number) {
            case 0, 1, 2, 3, 4, 5, 6, 7 -> new CbhMode(number, (number & 1) == 0, number >= 4, (number & 2) != 0, false);
            case 10, 11 -> new CbhMode(number, true, true, number == 11, true);
            default -> new CbhMode(number, false, false, false, false);
        };
    }

    boolean supported() {
        return number <= 7 || number == 10 || number == 11;
    }
}
