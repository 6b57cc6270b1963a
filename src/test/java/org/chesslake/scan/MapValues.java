package org.chesslake.scan;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.chesslake.game.FlatMoves;
import org.chesslake.game.Game;
import org.chesslake.game.MoveTreeWalker;
import org.chesslake.game.Variant;
import org.chesslake.table.Column;
import org.chesslake.table.ColumnValues;
import org.chesslake.table.GameColumns;
import org.chesslake.table.GameRow;
import org.chesslake.table.MoveColumn;
import org.chesslake.table.MoveRowWriter;
import org.chesslake.table.TableKind;

/** A row as plain maps, made from a decoded game as the full table makes it: the Spark-free side of a DataFrame's row. */
public final class MapValues implements ColumnValues {

    public final Map<String, Object> values = new HashMap<>();
    public final Map<String, List<MapValues>> rows = new HashMap<>();

    @Override
    public Object get(String column) {
        return values.get(column);
    }

    @Override
    public List<? extends ColumnValues> rows(String column) {
        return rows.get(column);
    }

    /** The full table's row of a game: every games column, and the moves written by MoveRowWriter. */
    public static MapValues of(String source, Variant variant, Game game) {
        MapValues row = new MapValues();
        GameRow gameRow = new GameRow(source, "test", variant, game.number(), 0, game.header(), game.moves(), null);
        for (Column<GameRow> column : GameColumns.ALL) {
            row.values.put(column.name(), column.value().apply(gameRow));
        }
        MoveColumn[] columns = MoveColumn.nested();
        List<MapValues> moves = new ArrayList<>();
        FlatMoves flat = new FlatMoves();
        MoveTreeWalker.flatten(game.moves(), game.header().startFen(), flat);
        for (int move = 0; move < flat.size(); move++) {
            MapValues values = new MapValues();
            new MoveRowWriter(columns, new MoveRowWriter.Target() {
                @Override
                public void setNull(int ordinal) {
                    values.values.put(columns[ordinal].column(), null);
                }

                @Override
                public void setLong(int ordinal, long value) {
                    values.values.put(columns[ordinal].column(), value);
                }

                @Override
                public void setBoolean(int ordinal, boolean value) {
                    values.values.put(columns[ordinal].column(), value);
                }

                @Override
                public void setInt(int ordinal, int value) {
                    values.values.put(columns[ordinal].column(), value);
                }

                @Override
                public void setText(int ordinal, String text) {
                    values.values.put(columns[ordinal].column(), text);
                }

                @Override
                public void setInts(int ordinal, List<Integer> ints) {
                    values.values.put(columns[ordinal].column(), List.copyOf(ints));
                }
            }).write(0, source, flat, move);
            moves.add(values);
        }
        row.rows.put(TableKind.MOVES_COLUMN, moves);
        return row;
    }
}
