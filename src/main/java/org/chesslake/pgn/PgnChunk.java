package org.chesslake.pgn;

/**
 * The undecoded bytes of one game (or of text before the first game) as the splitter cut them.
 *
 * @param offset  byte offset of the chunk's first non-blank byte in the file
 * @param line    1-based line number of that byte (0 when the reader started mid-file)
 * @param bytes   the chunk, from that byte to the start of the next game; cut at
 *                {@link PgnSplitter#MAX_GAME_BYTES} when longer
 * @param hasTags the chunk starts with a tag
 * @param length  the chunk's length in the file
 */
public record PgnChunk(long offset, long line, byte[] bytes, boolean hasTags, long length) {

    /** Whether the chunk was longer than the splitter keeps. */
    public boolean truncated() {
        return bytes.length < length;
    }
}
