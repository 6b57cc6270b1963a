package org.chesslake.xiangqi;

/**
 * A WXF or Chinese move token read into its four roles: piece type, selector, direction and
 * number (ranks moved, or the destination's player file). A token may have several readings
 * (the official one and dialects); each is one spec.
 */
public record MoveSpec(int pieceType, Selector selector, Direction direction, int number) {
}
