package org.chesslake.format.dcg;

/**
 * A problem found in the bytes of one game, at an absolute position of a DCG file. The cursor
 * turns it into a {@link org.chesslake.game.GameDecodeException} naming that file and the game.
 */
final class DcgFormatError extends RuntimeException {

    private final DcgFile file;
    private final long offset;

    DcgFormatError(DcgFile file, long offset, String reason) {
        super(reason);
        this.file = file;
        this.offset = offset;
    }

    DcgFile file() {
        return file;
    }

    long offset() {
        return offset;
    }
}
