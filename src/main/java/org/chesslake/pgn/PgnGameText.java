package org.chesslake.pgn;

/**
 * The decoded text of one game, with where it stands in its file.
 *
 * @param number 1-based game number in the file
 * @param offset byte offset of the game's first byte in the file
 * @param line   1-based line of that byte
 */
public record PgnGameText(long number, long offset, long line, String text) {
}
