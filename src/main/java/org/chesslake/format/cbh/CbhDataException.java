package org.chesslake.format.cbh;

/** Bytes of a record that cannot be decoded, at {@code offset} from the start of the record. */
final class CbhDataException extends RuntimeException {

    private final long offset;

    CbhDataException(long offset, String message) {
        super(message);
        this.offset = offset;
    }

    long offset() {
        return offset;
    }
}
