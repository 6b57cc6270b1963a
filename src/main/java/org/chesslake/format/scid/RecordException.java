package org.chesslake.format.scid;

/**
 * A fault in a game record at a position of the buffer being decoded. The cursor turns it into a
 * {@link org.chesslake.game.GameDecodeException} with the file and the absolute byte offset.
 */
final class RecordException extends RuntimeException {

    private final int position;

    RecordException(int position, String reason) {
        super(reason, null, false, false); // thrown per bad game; a stack trace would be waste
        this.position = position;
    }

    int position() {
        return position;
    }
}
