package org.chesslake.chess;

/** A move token that is unknown, ambiguous or illegal in the position it is read in. */
public final class IllegalMoveException extends IllegalArgumentException {

    public IllegalMoveException(String message) {
        super(message);
    }
}
