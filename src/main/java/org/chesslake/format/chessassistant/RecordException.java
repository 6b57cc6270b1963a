package org.chesslake.format.chessassistant;

/** A corrupt .D02 record: the reason and the absolute byte offset of the offending code. */
final class RecordException extends Exception {

    private final long offset;

    RecordException(long offset, String reason) {
        super(reason);
        this.offset = offset;
    }

    long offset() {
        return offset;
    }
}
