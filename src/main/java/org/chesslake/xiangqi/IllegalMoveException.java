package org.chesslake.xiangqi;

/** A move token that names no legal move (or several) in the current position, or no move at all. */
public final class IllegalMoveException extends IllegalArgumentException {

    public IllegalMoveException(String message) {
        super(message);
    }
}
