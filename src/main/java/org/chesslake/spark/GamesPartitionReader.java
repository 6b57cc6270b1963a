package org.chesslake.spark;

import java.io.IOException;
import java.util.List;
import org.chesslake.scan.GameStream;
import org.chesslake.table.Column;
import org.chesslake.table.GameRow;

/** games table: one row per game of the partition. */
final class GamesPartitionReader extends GameStreamReader {

    private final List<Column<GameRow>> columns;

    GamesPartitionReader(GameStream games, List<Column<GameRow>> columns) {
        super(games);
        this.columns = columns;
    }

    @Override
    public boolean next() throws IOException {
        GameRow game = games.next();
        current = game == null ? null : RowValues.row(columns, game);
        return current != null;
    }
}
