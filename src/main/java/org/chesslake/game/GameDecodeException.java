package org.chesslake.game;


/**
 * A game that cannot be decoded. The message always names the file, the game number and the byte
 * offset, so the error in a games row or a failed job points at the bytes.
 */
public final class GameDecodeException extends RuntimeException {

    private final String file;
    private final long gameNumber;
    private final long offset;
    private final String reason;
    private final transient Game partial;

    public GameDecodeException(String file, long gameNumber, long offset, String reason) {
        this(file, gameNumber, offset, reason, null, null);
    }

    public GameDecodeException(String file, long gameNumber, long offset, String reason, Throwable cause) {
        this(file, gameNumber, offset, reason, cause, null);
    }

    /**
     * A game decoded up to a bad move or the end of the data: {@code partial} holds its header and
     * the moves before the error, which the games and moves tables keep beside the error.
     */
    public GameDecodeException(String file, long gameNumber, long offset, String reason, Game partial) {
        this(file, gameNumber, offset, reason, null, partial);
    }

    private GameDecodeException(String file, long gameNumber, long offset, String reason, Throwable cause, Game partial) {
        this(file + ": game " + gameNumber + " at byte " + offset + ": " + reason, file, gameNumber, offset, reason, cause, partial);
    }

    private GameDecodeException(String message, String file, long gameNumber, long offset, String reason, Throwable cause,
                                Game partial) {
        super(message, cause);
        this.file = file;
        this.gameNumber = gameNumber;
        this.offset = offset;
        this.reason = reason;
        this.partial = partial;
    }

    /**
     * A game kept as a row of a table file, whose place is its row, not a byte offset: the message
     * names the file, the game number and the row ({@link #offset()} is the row, 0 = first).
     */
    public static GameDecodeException inRow(String file, long gameNumber, long row, String reason, Throwable cause) {
        return new GameDecodeException(file + ": game " + gameNumber + " (row " + row + "): " + reason, file, gameNumber, row,
                reason, cause, null);
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

    /** What was decoded before the error (header and the legal part of the moves), or null. */
    public Game partial() {
        return partial;
    }
}
