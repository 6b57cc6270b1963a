package org.chesslake.format.scid;

/**
 * SCID's 16-bit ECO code (spec §2.6): {@code 1 + 131·basic + ext}, where basic is A00…E99 as
 * 0…499 and ext SCID's own sub-code (a, a1 … z4).
 */
final class ScidEco {

    private static final int EXTENSIONS = 131;
    private static final int MAX = 1 + EXTENSIONS * 500 - 1;

    private ScidEco() {
    }

    /** "E90" for a code without extension, "B12a3" with one; null for 0 or a value out of range. */
    static String decode(int value, boolean withExtension) {
        if (value == 0 || value > MAX) {
            return null;
        }
        int basic = (value - 1) / EXTENSIONS;
        int ext = (value - 1) % EXTENSIONS;
        StringBuilder text = new StringBuilder(5)
                .append((char) ('A' + basic / 100))
                .append((char) ('0' + basic / 10 % 10))
                .append((char) ('0' + basic % 10));
        if (withExtension && ext != 0) {
            text.append((char) ('a' + (ext - 1) / 5));
            int digit = (ext - 1) % 5;
            if (digit != 0) {
                text.append((char) ('0' + digit));
            }
        }
        return text.toString();
    }

    static boolean hasExtension(int value) {
        return value != 0 && value <= MAX && (value - 1) % EXTENSIONS != 0;
    }

    /**
     * Parses an ECO as SCID accepts it: a letter A–E, up to two digits ("C1" is C10, "C" is C00),
     * then optionally a letter a–z and a digit 1–4. Anything else is 0 (no ECO).
     */
    static int encode(String eco) {
        if (eco == null || eco.isEmpty()) {
            return 0;
        }
        int letter = eco.charAt(0) - 'A';
        if (letter < 0 || letter > 4) {
            return 0;
        }
        int i = 1;
        int number = 0;
        for (int digits = 0; digits < 2; digits++) {
            number *= 10;
            if (i < eco.length() && eco.charAt(i) >= '0' && eco.charAt(i) <= '9') {
                number += eco.charAt(i) - '0';
                i++;
            }
        }
        int ext = 0;
        if (i < eco.length() && eco.charAt(i) >= 'a' && eco.charAt(i) <= 'z') {
            ext = 1 + 5 * (eco.charAt(i) - 'a');
            i++;
            if (i < eco.length() && eco.charAt(i) >= '1' && eco.charAt(i) <= '4') {
                ext += eco.charAt(i) - '0';
                i++;
            }
        }
        if (i != eco.length()) {
            return 0;
        }
        return 1 + EXTENSIONS * (100 * letter + number) + ext;
    }
}
