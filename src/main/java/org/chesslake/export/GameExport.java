package org.chesslake.export;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.function.LongConsumer;
import org.chesslake.game.Game;
import org.chesslake.scan.ReadMode;
import org.chesslake.table.ColumnValues;

/**
 * Writes rows of the full table's shape as games, one after the other: each row is rebuilt into
 * its game ({@link RowGames}) and handed to the sink. A game that cannot be written (its row has a
 * decode_error, its moves cannot be replayed, the format cannot hold it) is skipped and reported
 * by name in PERMISSIVE mode, as reading keeps such a game's row with its error; FAILFAST stops the
 * write with the same message. The Spark tasks of {@code df.write()} and {@code jobs/export} both
 * write through this one loop.
 */
public final class GameExport {

    /** How often (in games written) the progress callback is told the count. */
    public static final int PROGRESS_EVERY = 1000;

    private final ExportOptions options;

    public GameExport(ExportOptions options) {
        this.options = options;
    }

    /**
     * Writes every row to {@code sink} (which the caller closes).
     *
     * @param progress told the number of games written every {@link #PROGRESS_EVERY} games
     * @throws GameWriteException in FAILFAST mode, for the first game that cannot be written
     */
    public ExportReport write(Iterator<? extends ColumnValues> rows, GameSink sink, LongConsumer progress) throws IOException {
        long written = 0;
        long skipped = 0;
        List<String> named = new ArrayList<>();
        long row = 0;
        while (rows.hasNext()) {
            ColumnValues values = rows.next();
            row++;
            String problem = problem(values, sink);
            if (problem == null) {
                if (++written % PROGRESS_EVERY == 0) {
                    progress.accept(written);
                }
                continue;
            }
            String message = name(values, row) + ": " + problem;
            if (options.mode() == ReadMode.FAILFAST) {
                throw new GameWriteException("cannot write " + message + " (mode FAILFAST)");
            }
            skipped++;
            if (named.size() < ExportReport.NAMED) {
                named.add(message);
            }
        }
        return new ExportReport(written, skipped, named);
    }

    /**
     * Writes the game of a row; returns why it could not, or null. Whatever rebuilding one game
     * throws is that game's problem (as a read's GuardedCursor makes it a decode error), not the write's.
     */
    private static String problem(ColumnValues values, GameSink sink) throws IOException {
        Object error = values.get("decode_error");
        if (error != null) {
            return "decode error: " + error;
        }
        try {
            Game game = RowGames.game(values);
            sink.write(game, RowGames.isXiangqi(values));
            return null;
        } catch (IllegalArgumentException e) {
            return e.getMessage();
        } catch (RuntimeException e) {
            return e.getClass().getSimpleName() + ": " + e.getMessage();
        }
    }

    /** "source game N" where the row has them, else its place among the rows. */
    private static String name(ColumnValues values, long row) {
        Object source = values.get("source");
        Object number = values.get("game_number");
        return source != null && number != null ? source + " game " + number : "row " + row;
    }

    /** A game that cannot be written, in FAILFAST mode. */
    public static final class GameWriteException extends RuntimeException {
        GameWriteException(String message) {
            super(message);
        }
    }
}
