package org.chesslake.spark;

import java.io.Closeable;
import java.io.IOException;
import org.chesslake.format.DecodeLevel;
import org.chesslake.format.FormatOptions;
import org.chesslake.format.GameCursor;
import org.chesslake.format.GameDatabase;
import org.chesslake.format.GameDecodeException;
import org.chesslake.game.Game;
import org.chesslake.game.GameHeader;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The games of one partition as {@link GameRow}s: skips the games pushed filters reject before
 * decoding them, decodes the rest as far as the query needs, and applies the read mode to the
 * games that fail.
 */
final class GameStream implements Closeable {

    private static final Logger LOG = LoggerFactory.getLogger(GameStream.class);
    private static final int LOGGED_ERRORS = 10;

    private final DatabaseRef ref;
    private final GameDatabase database;
    private final GameCursor cursor;
    private final DecodeLevel level;
    private final PushedFilters indexFilters;
    private final ReadMode mode;
    private long errors;

    private GameStream(DatabaseRef ref, GameDatabase database, GameCursor cursor, DecodeLevel level,
                       PushedFilters indexFilters, ReadMode mode) {
        this.ref = ref;
        this.database = database;
        this.cursor = cursor;
        this.level = level;
        this.indexFilters = indexFilters;
        this.mode = mode;
    }

    /**
     * @param levelFor the decode level the query's columns need from a database that opened
     */
    static GameStream open(DatabasePartition partition, FormatOptions options, ReadMode mode,
                           PushedFilters filters, java.util.function.Function<GameDatabase, DecodeLevel> levelFor)
            throws IOException {
        GameDatabase database = partition.database().open(options);
        try {
            DecodeLevel level = levelFor.apply(database);
            GameCursor cursor = database.cursor(partition.split(), level);
            return new GameStream(partition.database(), database, cursor, level,
                    filters.forIndex(database.indexFields()), mode);
        } catch (IOException | RuntimeException e) {
            database.close();
            throw e;
        }
    }

    GameDatabase database() {
        return database;
    }

    long errors() {
        return errors;
    }

    /** The next game that passes the pushed filters, or null at the end of the partition. */
    GameRow next() throws IOException {
        while (cursor.next()) {
            long number = cursor.gameNumber();
            GameHeader index;
            try {
                index = cursor.indexHeader();
            } catch (GameDecodeException e) {
                return failed(number, null, e);
            }
            if (!indexFilters.isEmpty() && !indexFilters.accepts(PushedFilters.columnsOf(row(number, index, null)))) {
                continue;
            }
            if (level == DecodeLevel.INDEX) {
                return row(number, index, null);
            }
            try {
                Game game = cursor.game();
                return row(number, game.header(), game.moves());
            } catch (GameDecodeException e) {
                return failed(number, index, e);
            }
        }
        return null;
    }

    private GameRow row(long number, GameHeader header, org.chesslake.game.MoveTree moves) {
        return new GameRow(ref.source(), ref.format(), database.variant(), number, cursor.offset(), header, moves, null);
    }

    private GameRow failed(long number, GameHeader index, GameDecodeException e) {
        if (mode == ReadMode.FAILFAST) {
            throw e;
        }
        errors++;
        if (errors <= LOGGED_ERRORS) {
            LOG.warn("{}", e.getMessage());
        } else if (errors == LOGGED_ERRORS + 1) {
            LOG.warn("{}: more decode errors in this partition; see the decode_error column", ref.path());
        }
        return new GameRow(ref.source(), ref.format(), database.variant(), number, cursor.offset(), index, null, e.getMessage());
    }

    @Override
    public void close() throws IOException {
        try {
            cursor.close();
        } finally {
            database.close();
        }
    }
}
