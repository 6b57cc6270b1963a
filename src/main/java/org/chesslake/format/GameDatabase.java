package org.chesslake.format;

import java.io.Closeable;
import java.io.IOException;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.chesslake.files.BadDatabaseException;
import org.chesslake.game.NameRecord;

/**
 * One open database of some format: its games, its name tables, its game records. It is one of three
 * kinds: an {@link IndexedDatabase}, split by index entries, a {@link TextDatabase}, split by
 * bytes and numbered by a counting pass, or a {@link TableDatabase}, a table file split by its row groups. Opening checks the file-level structure (magic, index size)
 * and fails with a {@link BadDatabaseException} naming the file; per-game problems surface from the
 * cursor.
 */
public sealed interface GameDatabase extends Closeable permits IndexedDatabase, TextDatabase, TableDatabase {

    /** The file the database was opened by (its index file), as messages show it. */
    String file();

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

    /** Number of games (index entries; a text file's games, counted); every one becomes exactly one games row. */
    long entryCount();

    /** Contiguous splits, in file order, covering the database once each. */
    List<Split> splits(SplitSizing sizing);

    /** A cursor over the games of {@code split}, decoding each as far as {@code level}. */
    GameCursor cursor(Split split, DecodeLevel level) throws IOException;

    /**
     * The names the database uses, one record per distinct (kind, name). Formats with name files
     * override this to read them (and {@link #namesAreHeaderTally()}); the default reads every
     * game's header once.
     */
    default List<NameRecord> names() throws IOException {
        return NameTally.countHeaders(this);
    }

    /**
     * Whether {@link #names()} is the tally of the games' headers ({@link NameTally#countHeader}), so
     * that a reader that decodes every game anyway can count the names itself and need not read the
     * database again. False for a format that reads its names from name files.
     */
    default boolean namesAreHeaderTally() {
        return true;
    }
}
