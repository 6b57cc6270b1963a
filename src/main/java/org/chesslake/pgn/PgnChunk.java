package org.chesslake.pgn;

/**
 * The undecoded bytes of one game (or of text between games) as the splitter cut them.
 *
 * @param offset  byte offset of the chunk's first non-blank byte in the file
 * @param line    1-based line number of that byte
 * @param bytes   the chunk, from that byte to the start of the next game
 * @param hasTags the chunk starts with a tag section
 */
public record PgnChunk(long offset, long line, byte[] bytes, boolean hasTags) {
}
