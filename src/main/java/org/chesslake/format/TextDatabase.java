package org.chesslake.format;

import java.io.IOException;
import java.io.OutputStream;
import java.util.Optional;

/**
 * A text file of games without an index: its splits are byte ranges, a game belongs to the split
 * that holds its start, and its number is its ordinal in the file. A split cannot know how many
 * games come before it, so the planner runs {@link #countGames} on every split of a database cut
 * in several (in parallel) and passes the sums in {@link Split#gamesBefore()} and
 * {@link Split#textBefore()}.
 */
public non-sealed interface TextDatabase extends GameDatabase {

    /** How many games start in {@code split} and how many bytes of text it holds (a byte scan, nothing decoded). */
    Split.Count countGames(Split split) throws IOException;

    /**
     * For a file that can only be read from its start (a gzip file, a zstd file of one frame): the
     * name under which a copy of its text reads as the same games (a plain {@code .pgn}, say), for
     * a run that copies the text once ({@link #copyText}) and splits the copy. Empty for a file
     * read by byte ranges already.
     */
    default Optional<String> textCopyName() {
        return Optional.empty();
    }

    /**
     * Writes the file's text, decompressed and nothing else, for {@link #textCopyName}; the bytes
     * written, or -1 when the data breaks before its end (the file is then read from its start,
     * where its reader reports the break as an entry).
     */
    default long copyText(OutputStream out) throws IOException {
        throw new UnsupportedOperationException(file() + " is read by byte ranges: no text to copy");
    }
}
