package org.chesslake.ingest;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.apache.iceberg.DataFile;
import org.apache.iceberg.MetricsConfig;
import org.chesslake.game.FlatMoves;
import org.chesslake.game.MoveInfo;
import org.chesslake.lake.DataFileTarget;
import org.chesslake.parquet.ParquetSettings;
import org.chesslake.parquet.PositionsParquetFile;
import org.chesslake.parquet.WrittenFile;
import org.chesslake.table.GameRow;
import org.chesslake.table.MoveCode;
import org.chesslake.table.PositionGames;

/**
 * A task's data files of the positions table (the opening index): the main-line moves of the task's
 * games, buffered and sorted by the key of the position each was played from, then written as one
 * file ({@link PositionsParquetFile}). A buffered row is two longs (the key; the game's index into
 * {@link PositionGames} with the move as a {@link MoveCode}): no object per row and no reference to
 * a game's moves, which stay collectable once the moves table has them; the sort moves each row's
 * game and move with its key, so the file is written reading the sorted rows in sequence. The buffer holds at most
 * {@link #ROWS_PER_FILE} rows, so a task of more writes several files, each sorted: memory stays
 * bounded, and every file's row groups and pages still have narrow key bounds for a lookup to prune
 * by. No shuffle, no sort across tasks: {@code jobs/maintain} merges the files into files of disjoint key ranges.
 */
final class PositionFileSeries {

    /**
     * Rows sorted and written at once: 16 bytes each in the buffer, 16 more in the sort's buffers while
     * it sorts; a moves-pass task's games (some 4 M main-line moves on scid-large) fit in one file.
     */
    static final int ROWS_PER_FILE = 1 << 22;

    private final DataFileTarget target;
    private final int partition;
    private final long attempt;
    private final ParquetSettings settings;
    private final MetricsConfig metrics;
    private final List<DataFile> done = new ArrayList<>();
    private final PositionGames games = new PositionGames();
    /** Per row the key, and its game's index (upper bits) with its move's code (lower 16 bits). */
    private final KeyedRows rows;
    /** The file being written, while it is: what an abort deletes. */
    private PositionsParquetFile file;
    private String location;

    /** {@code rows}: the task's buffer of them ({@link TaskBuffers}; cleared first), this series' alone until the task ends. */
    PositionFileSeries(DataFileTarget target, int partition, long attempt, KeyedRows rows) {
        this.target = target;
        this.partition = partition;
        this.attempt = attempt;
        this.rows = rows;
        rows.clear();
        this.settings = ParquetSettings.of(target.properties());
        this.metrics = MetricsConfig.fromProperties(target.properties());
    }

    /** Adds the main-line moves of a game ({@code moves}: its flat moves, as the moves files hold them). */
    void add(GameRow game, FlatMoves moves) throws IOException {
        int mainLine = moves.mainLineSize();
        if (mainLine == 0) {
            return;
        }
        if (rows.size() > 0 && rows.size() + mainLine > ROWS_PER_FILE) {
            write();
        }
        int gameIndex = games.add(game);
        rows.ensure(rows.size() + mainLine, ROWS_PER_FILE);
        for (int i = 0; i < moves.size(); i++) {
            if (moves.lineId(i) == 0) {
                MoveInfo info = moves.node(i).move();
                rows.add(info.fromPositionKey(), (long) gameIndex << Character.SIZE | MoveCode.of(info.uci()));
            }
        }
    }

    /** Sorts the buffered rows by key and writes them as one file. */
    private void write() throws IOException {
        rows.sort();
        location = target.locations().newDataLocation(MovesFiles.fileName(partition, attempt, done.size()));
        file = new PositionsParquetFile(target.io().newOutputFile(location), target.schema(), settings, games);
        for (int i = 0; i < rows.size(); i++) {
            long gameMove = rows.payload(i);
            file.add(rows.key(i), (char) gameMove, (int) (gameMove >>> Character.SIZE));
        }
        WrittenFile closed = file.close(metrics);
        file = null;
        done.add(target.dataFile(location, closed));
        games.clear();
        rows.clear();
    }

    List<DataFile> finish() throws IOException {
        if (rows.size() > 0) {
            write();
        }
        return done;
    }

    /** Deletes what this attempt wrote: the open file and the finished ones. */
    void abort(Exception cause) {
        List<String> written = new ArrayList<>();
        done.forEach(dataFile -> written.add(dataFile.location()));
        if (file != null) {
            file.abort(cause);
            written.add(location);
        }
        target.deleteAttempt(written, cause);
    }
}
