package org.chesslake.format.cbf;

/**
 * A game CBF cannot hold exactly. The reason starts with a fixed kind ("players text over 63
 * bytes") and may add details after a colon, so results can be grouped by kind.
 */
final class CbfUnwritableException extends Exception {

    CbfUnwritableException(String reason) {
        super(reason);
    }
}
