package org.chesslake.lake;

/** A run stopped because another run writes or wrote one of its sources; it published nothing. */
public final class ConcurrentRunException extends RuntimeException {

    public ConcurrentRunException(String message) {
        super(message);
    }
}
