package org.chesslake.explore.web;

/** A request the explorer cannot answer as asked (a bad FEN, move or filter): its message is shown to the user. */
final class BadRequestException extends RuntimeException {

    BadRequestException(String message) {
        super(message);
    }
}
