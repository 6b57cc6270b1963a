package org.chesslake.spark;

import java.io.IOException;
import org.apache.spark.sql.catalyst.expressions.SpecificInternalRow;
import org.chesslake.game.FlatMoves;
import org.chesslake.scan.GameStream;
import org.chesslake.table.GameRow;
import org.chesslake.table.MoveColumn;
import org.chesslake.table.MoveRowWriter;

/**
 * moves table: one row per move node of the partition's games. A game that fails to decode has no
 * moves, except the part before the error that some formats keep (a xiangqi line cut at an
 * illegal move); it is counted in the decodeErrors metric and logged (its games row carries the error).
 * Each row is written into one reused row (Spark copies each row before asking for the next).
 */
final class MovesPartitionReader extends GameStreamReader {

    private final SpecificInternalRow row;
    private final MoveRowWriter moveWriter;
    /** The current game's moves, refilled per game, and the next one to write. */
    private final FlatMoves moves = new FlatMoves();
    private int next;
    private long gameId;
    private String source;

    MovesPartitionReader(GameStream games, MoveColumn[] columns) {
        super(games);
        this.row = new SpecificInternalRow(TableSchemas.moves(columns));
        this.moveWriter = SparkMoveTargets.mutableRow(columns, row);
    }

    @Override
    public boolean next() throws IOException {
        while (next == moves.size()) {
            GameRow game = games.next();
            if (game == null) {
                return false;
            }
            gameId = game.gameId();
            source = game.source();
            game.flatMoves(moves);
            next = 0;
        }
        moveWriter.write(gameId, source, moves, next++);
        current = row;
        return true;
    }
}
