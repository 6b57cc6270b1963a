package org.chesslake.parquet;

import java.io.IOException;
import java.util.Arrays;
import java.util.List;
import org.apache.iceberg.MetricsConfig;
import org.apache.iceberg.Schema;
import org.apache.iceberg.io.OutputFile;
import org.chesslake.parquet.ShadedParquet.LeafColumn;
import org.chesslake.table.MoveCode;
import org.chesslake.table.PositionColumn;
import org.chesslake.table.PositionGames;

/**
 * One Parquet data file of the positions table (the opening index), written column at a time as
 * the moves' files are ({@link MovesParquetFile}: the same column buffers, chunk encoding,
 * statistics and layout by parquet-java through {@link ShadedParquet}). The caller hands the rows in
 * the order the file keeps (by position key), so each row group's and page's key bounds are narrow
 * and a lookup of one key reads a few pages. A row is its key, its move's {@link MoveCode} and its
 * game's index into the file's {@link PositionGames}: each game's values are registered once, as
 * codes ({@link CodedValues}), when the first row group after its addition is written, and a row
 * group's columns are filled from the codes column by column, so a row costs no hashing and no
 * string. How long the games stay is the caller's choice ({@link GamesKept}). Not thread-safe.
 */
public final class PositionsParquetFile {

    /** What a row compresses to before a file has measured one. */
    private static final double FIRST_BYTES_PER_ROW = 8;
    private static final int KEY = PositionColumn.FROM_POSITION_KEY.ordinal();
    private static final int MOVE = PositionColumn.UCI.ordinal();

    /**
     * How long a file keeps its games: {@link #FILE}, the games the caller registered for all its rows
     * (an ingest task's, before the first row); {@link #ROW_GROUP}, the games of the rows of one row
     * group, forgotten (the {@link PositionGames} cleared) once it is written, so that a file of any
     * size holds at most a row group's games (a compaction's merge, which adds a game per row).
     */
    public enum GamesKept { FILE, ROW_GROUP }

    private final PositionGames games;
    private final GamesKept kept;
    /** The games whose values have codes: those before this index. */
    private int codedGames;
    private final RowGroupFile rowGroups;
    private final ColumnBuffer[] columns;
    private final boolean[] dictionaryAllowed;
    private final LongValues keys = new LongValues();
    /** Per column but the key its values; per column of a game's value, per game its code, or -1 for null. */
    private final CodedValues[] coded;
    private final int[][] gameCodes;
    /** Per move code its code in the move column, or -1 before its first row. */
    private final int[] moveCodes = new int[MoveCode.CODES];
    /** The buffered rows' moves and games (indexes into {@link #games}); their keys are in {@link #keys}. */
    private char[] moves = new char[1024];
    private int[] rowGames = new int[1024];
    /** A column's definition levels for {@link #fillColumns}. */
    private byte[] definitions = new byte[1024];
    private int rows;

    /** A file of rows of {@code games}' games, which it keeps for the whole file. */
    public PositionsParquetFile(OutputFile file, Schema schema, ParquetSettings settings, PositionGames games) throws IOException {
        this(file, schema, settings, games, GamesKept.FILE);
    }

    /** A file of rows of {@code games}' games, kept as {@code kept} says. */
    public PositionsParquetFile(OutputFile file, Schema schema, ParquetSettings settings, PositionGames games, GamesKept kept)
            throws IOException {
        this.games = games;
        this.kept = kept;
        ShadedParquet shaded = new ShadedParquet(schema);
        PositionColumn[] all = PositionColumn.values();
        List<String> names = Arrays.stream(all).map(PositionColumn::column).toList();
        if (shaded.fields().size() != names.size()) {
            throw new IllegalStateException("the positions table has the columns " + shaded.fields() + "; this version writes " + names);
        }
        columns = new ColumnBuffer[all.length];
        dictionaryAllowed = new boolean[all.length];
        coded = new CodedValues[all.length];
        gameCodes = new int[all.length][];
        for (LeafColumn column : shaded.columns()) {
            String name = column.field();
            int i = names.indexOf(name);
            if (i < 0) {
                throw new IllegalStateException("the positions table has a column " + name + " that this version does not write");
            }
            if (settings.bloomColumns().contains(name)) {
                throw new IllegalStateException("the positions table's files have no bloom filters (its rows are sorted by key), not on " + name);
            }
            Values values = i == KEY ? keys : (coded[i] = new CodedValues(switch (all[i].type()) {
                case LONG -> CodedValues.Kind.INT64;
                case INT, DATE -> CodedValues.Kind.INT32;
                case STRING -> CodedValues.Kind.TEXT;
                case BOOLEAN, INT_ARRAY, STRING_MAP -> throw new IllegalStateException("no positions column is a " + all[i].type());
            }));
            columns[i] = new ColumnBuffer(column, values);
            dictionaryAllowed[i] = !settings.plainColumns().contains(name);
            if (i != KEY && i != MOVE) {
                gameCodes[i] = new int[Math.max(256, games.size())];
            }
        }
        Arrays.fill(moveCodes, -1);
        rowGroups = new RowGroupFile(shaded, file, settings, FIRST_BYTES_PER_ROW, columns, dictionaryAllowed, null, null);
    }

    /** Codes the values of the games added since the last time, column by column; -1 where a game has none. */
    private void codeNewGames() {
        int added = games.size();
        if (added == codedGames) {
            return;
        }
        PositionColumn[] all = PositionColumn.values();
        for (int i = 0; i < all.length; i++) {
            if (gameCodes[i] == null) {
                continue;
            }
            if (gameCodes[i].length < added) {
                gameCodes[i] = Arrays.copyOf(gameCodes[i], Math.max(added, gameCodes[i].length * 2));
            }
            int[] codes = gameCodes[i];
            CodedValues values = coded[i];
            for (int game = codedGames; game < added; game++) {
                codes[game] = switch (all[i]) {
                    case RESULT -> text(values, games.result(game));
                    case SOURCE -> text(values, games.source(game));
                    case GAME_ID -> values.code(games.gameId(game));
                    case WHITE_ELO -> number(values, games.whiteElo(game));
                    case BLACK_ELO -> number(values, games.blackElo(game));
                    case DATE -> number(values, games.date(game));
                    case YEAR -> number(values, games.year(game));
                    case FROM_POSITION_KEY, UCI -> throw new IllegalArgumentException(all[i] + " is not a game's value");
                };
            }
        }
        codedGames = added;
    }

    private static int text(CodedValues values, String text) {
        return text == null ? -1 : values.code(text);
    }

    /** An int's code, or -1 for {@link PositionGames#NONE}. */
    private static int number(CodedValues values, int number) {
        return number == PositionGames.NONE ? -1 : values.code(number);
    }

    /** Writes the row of a main-line move {@code move} (a {@link MoveCode}) played from the position {@code key} in the game {@code game}. */
    public void add(long key, char move, int game) throws IOException {
        if (rows == moves.length) {
            moves = Arrays.copyOf(moves, rows * 2);
            rowGames = Arrays.copyOf(rowGames, rows * 2);
        }
        keys.add(key);
        moves[rows] = move;
        rowGames[rows] = game;
        rows++;
        if (rowGroups.full(rows)) {
            writeRowGroup();
        }
    }

    /** The buffered rows' columns other than the key, each filled in one pass from the codes. */
    private void fillColumns() {
        codeNewGames();
        CodedValues moveValues = coded[MOVE];
        for (int row = 0; row < rows; row++) {
            int code = moveCodes[moves[row]];
            if (code < 0) {
                code = moveValues.code(MoveCode.uci(moves[row]));
                moveCodes[moves[row]] = code;
            }
            moveValues.add(code);
        }
        if (definitions.length < rows) {
            definitions = new byte[Math.max(rows, definitions.length * 2)];
        }
        for (int i = 0; i < columns.length; i++) {
            int[] codes = gameCodes[i];
            if (codes == null) {
                continue;
            }
            ColumnBuffer column = columns[i];
            int nulls = coded[i].addEach(codes, rowGames, rows, definitions, (byte) column.column().maxDefinition());
            if (nulls > 0) { // else the column is its values, as a column without nulls keeps no levels
                column.levels(definitions, rows);
            }
        }
    }

    private void writeRowGroup() throws IOException {
        if (rows == 0) {
            return;
        }
        fillColumns();
        rowGroups.write(rows);
        rows = 0;
        if (kept == GamesKept.ROW_GROUP) {
            games.clear();
            codedGames = 0;
            for (int i = 0; i < coded.length; i++) {
                if (gameCodes[i] != null) {
                    coded[i].forgetEntries();
                }
            }
        }
    }

    /** Writes the last row group and the footer; returns the file with Iceberg's {@code metrics} of it. */
    public WrittenFile close(MetricsConfig metrics) throws IOException {
        return rowGroups.close(this::writeRowGroup, metrics);
    }

    /** Closes the file after a failure; the caller deletes it. */
    public void abort(Exception cause) {
        rowGroups.abort(cause);
    }
}
