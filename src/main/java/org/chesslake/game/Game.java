package org.chesslake.game;

/**
 * A decoded game, whatever format it came from.
 *
 * @param number the game's number in its database (1 = first index entry)
 * @param header header fields and tags
 * @param moves  the move tree, or null when the reader was asked not to decode moves
 */
public record Game(long number, GameHeader header, MoveTree moves) {
}
