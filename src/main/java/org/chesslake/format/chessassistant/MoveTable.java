package org.chesslake.format.chessassistant;

import java.util.HashMap;
import java.util.Map;

/**
 * The move codes 0–206 of §6.4: each names a piece number and one displacement from a fixed list.
 * A displacement is a byte "yx" (high nibble ranks up, low nibble files towards
 * {@link CaReadings#FILE_DIRECTION}), both modulo 8, as in §6.3.
 */
final class MoveTable {

    /** What kind of piece a displacement list is for; a code only fits a piece of a matching type. */
    enum Kind {
        PAWN, KNIGHT, DIAG, LINE, KING
    }

    /** The meaning of one code: piece number, kind of displacement and the displacement (pawns: White's). */
    record Entry(int pieceNumber, Kind kind, int displacement) {
    }

    static final int[] PAWN_WHITE = {0x10, 0x17, 0x11, 0x20};
    static final int[] PAWN_BLACK = {0x70, 0x77, 0x71, 0x60};
    static final int[] KNIGHT = {0x67, 0x76, 0x16, 0x27, 0x21, 0x12, 0x72, 0x61};
    static final int[] DIAG = {0x11, 0x22, 0x33, 0x44, 0x55, 0x66, 0x77, 0x17, 0x26, 0x35, 0x53, 0x62, 0x71};
    static final int[] LINE = {0x07, 0x06, 0x05, 0x04, 0x03, 0x02, 0x01, 0x70, 0x60, 0x50, 0x40, 0x30, 0x20, 0x10};
    static final int[] KING = {0x11, 0x77, 0x17, 0x71, 0x07, 0x01, 0x70, 0x10};

    static final int LAST_PIECE_CODE = 206;
    static final int LONG_CASTLING = 207;
    static final int SHORT_CASTLING = 208;
    static final int PROMOTION = 209;
    static final int EN_PASSANT = 210;
    static final int NULL_MOVE = 211;
    static final int EXTENDED_FIRST = 212;
    static final int EXTENDED_LAST = 219;

    private static final Entry[] ENTRIES = new Entry[LAST_PIECE_CODE + 1];
    private static final Map<Entry, Integer> CODES = new HashMap<>();

    static {
        int code = 0;
        for (int pawn = 0; pawn < 8; pawn++) {
            for (int k = 0; k < PAWN_WHITE.length; k++) {
                code = add(code, new Entry(pawn, Kind.PAWN, PAWN_WHITE[k]));
            }
        }
        code = group(code, 8, Kind.KNIGHT, KNIGHT);
        code = group(code, 9, Kind.KNIGHT, KNIGHT);
        code = group(code, 10, Kind.DIAG, DIAG);
        code = group(code, 11, Kind.DIAG, DIAG);
        code = group(code, 12, Kind.LINE, LINE);
        code = group(code, 13, Kind.LINE, LINE);
        code = group(code, 14, Kind.DIAG, DIAG);
        code = group(code, 14, Kind.LINE, LINE);
        code = group(code, 15, Kind.KING, KING);
        for (int free = 16; free <= 17; free++) {
            code = group(code, free, Kind.DIAG, DIAG);
            code = group(code, free, Kind.LINE, LINE);
            code = group(code, free, Kind.KNIGHT, KNIGHT);
        }
        if (code != LAST_PIECE_CODE + 1) {
            throw new AssertionError("move table has " + code + " codes");
        }
    }

    private MoveTable() {
    }

    private static int group(int code, int number, Kind kind, int[] displacements) {
        for (int d : displacements) {
            code = add(code, new Entry(number, kind, d));
        }
        return code;
    }

    private static int add(int code, Entry entry) {
        ENTRIES[code] = entry;
        CODES.put(entry, code);
        return code + 1;
    }

    /** The meaning of a piece code 0–206. */
    static Entry entry(int code) {
        return ENTRIES[code];
    }

    /** The code for moving piece {@code number} by {@code displacement} of {@code kind}, or -1 if none. */
    static int code(int number, Kind kind, int displacement) {
        return CODES.getOrDefault(new Entry(number, kind, displacement), -1);
    }

    /** PAWN(k) for {@code color} (0 White, 1 Black). */
    static int pawn(int color, int k) {
        return color == 0 ? PAWN_WHITE[k] : PAWN_BLACK[k];
    }

    /** The index k of a pawn displacement of {@code color}, or -1. */
    static int pawnIndex(int color, int displacement) {
        int[] list = color == 0 ? PAWN_WHITE : PAWN_BLACK;
        for (int k = 0; k < list.length; k++) {
            if (list[k] == displacement) {
                return k;
            }
        }
        return -1;
    }

    /** The square reached from {@code square} (0..63, a1 = 0) by {@code displacement}, modulo 8. */
    static int target(int square, int displacement) {
        int file = Math.floorMod(square % 8 + CaReadings.FILE_DIRECTION * (displacement & 0x0F), 8);
        int rank = (square / 8 + (displacement >> 4)) % 8;
        return rank * 8 + file;
    }

    /** The displacement byte that leads from {@code from} to {@code to}. */
    static int displacement(int from, int to) {
        int files = Math.floorMod(CaReadings.FILE_DIRECTION * (to % 8 - from % 8), 8);
        int ranks = Math.floorMod(to / 8 - from / 8, 8);
        return ranks << 4 | files;
    }
}
