package org.chesslake.format.text;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Set;
import org.chesslake.files.ByteSource;
import org.chesslake.format.GameDatabase;
import org.chesslake.format.HeaderField;
import org.chesslake.format.Split;
import org.chesslake.format.SplitSizing;
import org.chesslake.format.TextDatabase;

/**
 * An open PGN file, chess or xiangqi. It has no index: its splits are byte ranges, a game belongs
 * to the split that holds its first byte ({@link PgnGames}), and its number is its ordinal in the
 * file, which a split learns from the planner's counting pass ({@link #countGames}).
 */
public abstract class PgnFileDatabase implements TextDatabase {

    protected final ByteSource source;
    private long entryCount = -1;

    protected PgnFileDatabase(ByteSource source) {
        this.source = source;
    }

    /** How the file's text is laid out (its code unit, where it starts). */
    protected abstract PgnGames.Layout layout();

    @Override
    public String file() {
        return source.name();
    }

    /** A game's tags are its index; a PlyCount tag is only a claim, so ply_count comes from the moves. */
    @Override
    public Set<HeaderField> indexFields() {
        return GameDatabase.indexFieldsWithoutPlyCount();
    }

    /** The number of games, counted by one scan of the file on first use. */
    @Override
    public synchronized long entryCount() {
        if (entryCount < 0) {
            try {
                entryCount = countGames(new Split(0, source.size())).games();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return entryCount;
    }

    /** Byte ranges of {@code bytesPerSplit} covering the file once each. */
    @Override
    public List<Split> splits(SplitSizing sizing) {
        return Split.ranges(source.size(), sizing.bytesPerSplit());
    }

    /** The games that start in the split (a byte scan for game starts, nothing decoded) and its bytes. */
    @Override
    public Split.Count countGames(Split split) throws IOException {
        return new Split.Count(PgnGames.count(source, layout(), split.start(), split.end()), split.length());
    }

    /** The games of a byte split of the file. */
    protected PgnGames games(Split split) throws IOException {
        return PgnGames.ofSplit(source, layout(), split.start(), split.end(), split.gamesBefore());
    }

    @Override
    public void close() throws IOException {
        source.close();
    }
}
