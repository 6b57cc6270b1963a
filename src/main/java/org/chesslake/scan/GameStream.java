package org.chesslake.scan;

import java.io.Closeable;
import java.io.IOException;
import java.util.Iterator;
import java.util.List;
import java.util.function.Function;
import org.apache.hadoop.conf.Configuration;
import org.chesslake.format.DecodeLevel;
import org.chesslake.format.FormatOptions;
import org.chesslake.format.Formats;
import org.chesslake.format.GameCursor;
import org.chesslake.format.GameDatabase;
import org.chesslake.format.GuardedCursor;
import org.chesslake.game.Game;
import org.chesslake.game.GameDecodeException;
import org.chesslake.game.GameHeader;
import org.chesslake.game.MoveTree;
import org.chesslake.game.Variant;
import org.chesslake.table.GameRow;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The games of one partition as {@link GameRow}s: opens its pieces one after the other (one
 * database open at a time), skips the games pushed filters reject before decoding them, decodes
 * the rest as far as the query needs, and applies the read mode to the games that fail: anything a
 * format's decoding of one game throws is that game's error (the cursor is {@link GuardedCursor
 * guarded}), so PERMISSIVE keeps a row with decode_error and goes on, and FAILFAST stops with the
 * file, the game number and the byte offset.
 */
public final class GameStream implements Closeable {

    private static final Logger LOG = LoggerFactory.getLogger(GameStream.class);
    private static final int LOGGED_ERRORS = 10;

    private final Iterator<DatabaseSplit> pieces;
    private final Configuration conf;
    private final FormatOptions options;
    private final ReadMode mode;
    private final PushedFilters filters;
    private final Function<GameDatabase, DecodeLevel> levelFor;
    private long errors;

    // the piece being read
    private DatabaseRef ref;
    private Variant variant;
    private GameDatabase database;
    private GameCursor cursor;
    private DecodeLevel level;
    private PushedFilters indexFilters;

    /**
     * @param levelFor the decode level the query's columns need from a database that opened
     */
    public GameStream(List<DatabaseSplit> pieces, Configuration conf, FormatOptions options, ReadMode mode, PushedFilters filters,
               Function<GameDatabase, DecodeLevel> levelFor) {
        this.pieces = pieces.iterator();
        this.conf = conf;
        this.options = options;
        this.mode = mode;
        this.filters = filters;
        this.levelFor = levelFor;
    }

    public long errors() {
        return errors;
    }

    /**
     * Whether the names of the database of the game {@link #next()} returned last are the tally of
     * its games' headers ({@link GameDatabase#namesAreHeaderTally()}), so that its reader may count them.
     */
    public boolean namesAreHeaderTally() {
        if (database == null) {
            throw new IllegalStateException("no game read");
        }
        return database.namesAreHeaderTally();
    }

    /** The next game that passes the pushed filters, or null at the end of the partition. */
    public GameRow next() throws IOException {
        while (true) {
            if (cursor == null) {
                if (!pieces.hasNext()) {
                    return null;
                }
                openPiece(pieces.next());
            }
            GameRow row = nextOfPiece();
            if (row != null) {
                return row;
            }
            closePiece();
        }
    }

    private void openPiece(DatabaseSplit piece) throws IOException {
        ref = piece.database();
        variant = Formats.byName(ref.format()).description().variant();
        database = ref.open(conf, options.with(piece.facts()));
        try {
            level = levelFor.apply(database);
            indexFilters = filters.forIndex(database.indexFields());
            cursor = GuardedCursor.of(database.cursor(piece.split(), level), database.file());
        } catch (IOException | RuntimeException e) {
            database.close();
            database = null;
            throw e;
        }
    }

    private GameRow nextOfPiece() throws IOException {
        while (cursor.next()) {
            long number = cursor.gameNumber();
            GameHeader index;
            try {
                index = cursor.indexHeader();
            } catch (GameDecodeException e) {
                return failed(number, null, e);
            }
            if (!indexFilters.isEmpty() && !indexFilters.accepts(row(number, index, null))) {
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

    private GameRow row(long number, GameHeader header, MoveTree moves) {
        return new GameRow(ref.source(), ref.format(), variant, number, cursor.offset(), header, moves, null);
    }

    private GameRow failed(long number, GameHeader index, GameDecodeException e) {
        if (mode == ReadMode.FAILFAST) {
            throw e;
        }
        errors++;
        if (errors <= LOGGED_ERRORS) {
            LOG.warn("{}", e.getMessage());
        } else if (errors == LOGGED_ERRORS + 1) {
            LOG.warn("{}: more decode errors in this partition; see the decode_error column", database.file());
        }
        Game partial = e.partial();
        return partial == null
                ? new GameRow(ref.source(), ref.format(), variant, number, cursor.offset(), index, null, e.getMessage())
                : new GameRow(ref.source(), ref.format(), variant, number, cursor.offset(), partial.header(),
                        partial.moves(), e.getMessage());
    }

    private void closePiece() throws IOException {
        GameCursor c = cursor;
        GameDatabase d = database;
        cursor = null;
        database = null;
        try {
            c.close();
        } finally {
            d.close();
        }
    }

    @Override
    public void close() throws IOException {
        if (cursor != null) {
            closePiece();
        }
    }
}
