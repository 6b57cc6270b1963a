package org.chesslake.format.cbf;

/**
 * A record that breaks the format, found by a part of the decoder that knows only the record's
 * bytes: {@code offset} counts from the record's first byte; the cursor turns it into a
 * {@link org.chesslake.game.GameDecodeException} with the file offset.
 */
final class CbfCorruptException extends Exception {

    private final int offset;

    CbfCorruptException(int offset, String reason) {
        super(reason);
        this.offset = offset;
    }

    int offset() {
        return offset;
    }
}
