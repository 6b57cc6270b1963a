package org.chesslake.pgn;

import java.nio.charset.Charset;

/**
 * The decoded text of one game, with where it stands in its file.
 *
 * @param number       1-based game number in the file
 * @param offset       byte offset of the game's first byte in the file
 * @param line         1-based line of that byte
 * @param valueCharset null when the text is the game as written; else the file's 8-bit charset, in
 *                     which a game whose bytes are not UTF-8 throughout was read: each tag value and
 *                     comment is then read on its own ({@link TextDecoding#value}), as UTF-8 where its
 *                     bytes are valid UTF-8, since old archives mix the two in one game
 */
public record PgnGameText(long number, long offset, long line, String text, Charset valueCharset) {

    /** A game whose text is read as written. */
    public PgnGameText(long number, long offset, long line, String text) {
        this(number, offset, line, text, null);
    }
}
