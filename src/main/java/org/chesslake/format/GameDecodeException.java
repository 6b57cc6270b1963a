package org.chesslake.format;

/**
 * A game that cannot be decoded. The message always names the file, the game number and the byte
 * offset, so the error in a games row or a failed job points at the bytes.
 */
public final class GameDecodeException extends RuntimeException {

    private final String file;
    private final long gameNumber;
    private final long offset;
    private final String reason;

    public GameDecodeException(String file, long gameNumber, long offset, String reason) {
        this(file, gameNumber, offset, reason, null);
    }

    public GameDecodeException(String file, long gameNumber, long offset, String reason, Throwable cause) {
        super(file + ": game " + gameNumber + " at byte " + offset + ": " + reason, cause);
        this.file = file;
        this.gameNumber = gameNumber;
        this.offset = offset;
        this.reason = reason;
    }

    public String file() {
        return file;
    }

    public long gameNumber() {
        return gameNumber;
    }

    public long offset() {
        return offset;
    }

    public String reason() {
        return reason;
    }
}
