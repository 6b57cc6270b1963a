package org.chesslake.format;

import java.io.Closeable;
import java.io.IOException;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.chesslake.files.BadDatabaseException;
import org.chesslake.game.NameRecord;

/**
 * One open database of some format: its index, its name tables, its game records.
 * Opening checks the file-level structure (magic, index size) and fails with a
 * {@link BadDatabaseException} naming the file; per-game problems surface from the cursor.
 */
public interface GameDatabase extends Closeable {

    /** The file the database was opened by (its index file), as messages show it. */
    String file();

    /** "chess" or "xiangqi". */
    String variant();

    /**
     * The header fields a cursor already knows at {@link DecodeLevel#INDEX}. A query that needs
     * only these never reads the game records, and filters on them skip games before decoding.
     * Formats whose index holds less (or nothing but offsets) narrow this.
     */
    default Set<HeaderField> indexFields() {
        return EnumSet.complementOf(EnumSet.of(HeaderField.START_FEN, HeaderField.TAGS));
    }

    /** The usual narrowing: everything the default gives but the ply count, which then comes from the moves. */
    static Set<HeaderField> indexFieldsWithoutPlyCount() {
        return EnumSet.complementOf(EnumSet.of(HeaderField.START_FEN, HeaderField.PLY_COUNT, HeaderField.TAGS));
    }

    /** Number of index entries; every entry becomes exactly one games row. */
    long entryCount();

    /** Refuses a split of index entries that reaches past the index (a planning error, not bad bytes). */
    default void checkIndexSplit(Split split) {
        if (split.end() > entryCount()) {
            throw new IllegalArgumentException("split " + split + " beyond the " + entryCount() + " entries of " + file());
        }
    }

    /** Contiguous index ranges covering {@code [0, entryCount)} once each. Text formats override this. */
    default List<Split> splits(SplitSizing sizing) {
        return Split.ranges(entryCount(), sizing.gamesPerSplit());
    }

    /**
     * How many games start in {@code split} and how many bytes of text it holds: the counting pass
     * of a format whose byte splits are numbered by counting ({@link GameFormat#numbersGamesByCounting()}).
     */
    default Split.Count countGames(Split split) throws IOException {
        return new Split.Count(split.length(), split.length());
    }

    /** A cursor over the games of {@code split}, decoding each as far as {@code level}. */
    GameCursor cursor(Split split, DecodeLevel level) throws IOException;

    /**
     * The names the database uses, one record per distinct (kind, name). Formats with name files
     * override this to read them; the default reads every game's header once.
     */
    default List<NameRecord> names() throws IOException {
        return NameTally.countHeaders(this);
    }
}
