package org.chesslake.format.chessassistant;

import java.nio.charset.Charset;

/**
 * Every reading of specs/chess-assistant.md §12 that no real file has confirmed, in one place, so a
 * real database can settle each one by changing a single constant. Reader and writer both use
 * these, so the round trip stays consistent whichever way a reading goes.
 */
final class CaReadings {

    private CaReadings() {
    }

    /** §12 item 1: the file part "x" of a displacement counts to the right (towards the h-file). Flip to -1 for "left". */
    static final int FILE_DIRECTION = 1;

    /**
     * §12 item 2: code 209's move type (bits 1-0 of its first operand) indexes the ordinary pawn
     * displacements PAWN(k) in their order: 0 straight, 1 "17", 2 "11", 3 the double step. The
     * seed numbers all four lines "0"; true takes them in the order of the pawn codes.
     */
    static final int[] PROMOTION_PAWN_INDEX = {0, 1, 2, 3};

    /** §12 item 3: castling mask bits of the start position. */
    static final int CASTLE_WHITE_SHORT = 0x01;
    static final int CASTLE_WHITE_LONG = 0x02;
    static final int CASTLE_BLACK_SHORT = 0x04;
    static final int CASTLE_BLACK_LONG = 0x08;

    /** §12 item 4: the e.p. byte is the FEN target square in the §6.3 square byte; 0 = none. */
    static final int NO_EP_SQUARE = 0;

    /** §12 item 8: a pointer value of 0 in .a01/.A02 is the address 0, not a redirection. */
    static final boolean ZERO_POINTER_IS_ADDRESS = true;

    /** §12 item 9: the 4-byte game type is a bit mask, bit t-1 meaning type t (false: a plain number). */
    static final boolean GAME_TYPE_IS_BIT_MASK = true;

    /** §12 item 10: the round byte holds round × 2; odd values keep the raw byte in tags. */
    static final int ROUND_FACTOR = 2;

    /** §12 item 11: ECO values from here up mean "no ECO"; 0 is A00. */
    static final int ECO_NONE_FROM = 500;

    /**
     * §12 item 14 and §6.13: the symbol byte of a 234 body is taken as the PGN NAG of the same
     * number (1 = "!", 2 = "?", ...). Unconfirmed: the writer uses the same identity, so a real
     * file is needed to tell.
     */
    static final boolean SYMBOL_IS_NAG = true;

    /** §12 item 17: an absent piece in a start position: square byte 0x08 (file 8, off the board), type 0. */
    static final int ABSENT_SQUARE = 0x08;

    /** §12 item 18: 2- and 3-byte fields (half-move count, dates) are little-endian. */
    static final boolean MULTI_BYTE_LITTLE_ENDIAN = true;

    /** §12 item 23: text is Windows-1251 unless the {@code encoding} option says otherwise. */
    static final Charset DEFAULT_CHARSET = Charset.forName("windows-1251");

    /** §2: the only format version the spec describes; others are read with a warning. */
    static final String KNOWN_VERSION = "Chess Data Pro format. Version 1.3";

    /** §6.14: the two bytes after a computer evaluation's centipawns. */
    static final int EVAL_MARKER_0 = 0xFF;
    static final int EVAL_MARKER_1 = 0x00;
}
