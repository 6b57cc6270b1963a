package org.chesslake.format;

import java.io.IOException;

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
}
