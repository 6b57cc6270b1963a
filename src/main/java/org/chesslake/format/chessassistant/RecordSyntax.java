package org.chesslake.format.chessassistant;

import java.util.List;

/**
 * A .D02 record split into its parts (§6.10–6.13), before any move is interpreted. Offsets are
 * absolute byte positions in the .D02, so errors found later still point at the bytes.
 */
final class RecordSyntax {

    private RecordSyntax() {
    }

    /** One item of a line in stream order. */
    sealed interface Element permits MoveCode, Variation, Comment, UnknownByte {
        long offset();
    }

    /**
     * A move code with its operands: 0–206 (operands unused), 207/208, 209 (two operands),
     * 211, 212–219 (one operand). {@code enPassant}: the code followed a 210.
     */
    record MoveCode(long offset, int code, int operand1, int operand2, boolean enPassant) implements Element {
    }

    /** 231 … 232: an alternative to the next move of the enclosing line. */
    record Variation(long offset, List<Element> elements) implements Element {
    }

    /** A comment body (234/235/236): its type byte and data. */
    record Comment(long offset, int type, byte[] data) implements Element {
    }

    /** Code 233 and the byte it skips (purpose unknown, §12 item 13). */
    record UnknownByte(long offset, int value) implements Element {
    }

    /** A whole record: the optional 76-byte start position (230) and the main line. */
    record Parsed(byte[] startPosition, List<Element> mainLine) {
    }
}
