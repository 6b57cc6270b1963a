package org.chesslake.format.chessassistant;

/** A game the Chess Assistant format cannot hold; {@code reason} is short and groups games, {@code detail} names the value. */
final class UnholdableGameException extends Exception {

    private final String reason;

    UnholdableGameException(String reason, String detail) {
        super(reason + ": " + detail);
        this.reason = reason;
    }

    String reason() {
        return reason;
    }
}
