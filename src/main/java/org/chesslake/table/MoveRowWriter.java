package org.chesslake.table;

import java.util.List;
import org.chesslake.game.CommentCommands;
import org.chesslake.game.FlatMoves;
import org.chesslake.game.MoveInfo;

/**
 * Writes the selected {@link MoveColumn}s of a game's move nodes into a target: no per-column
 * function, no boxed values; only the selected columns are computed. A row at a time (Spark's rows of
 * the moves and full tables, in the Spark layer) or a column at a time over all of a game's moves (the
 * ingest's Parquet columns, with no Spark row at all): the same mapping either way, a column's case
 * chosen once per call and its values written in one loop. One instance per reader or file; not
 * thread-safe.
 */
public final class MoveRowWriter {

    private final MoveColumn[] columns;
    private final Target target;
    /**
     * The first of the evaluation columns among {@link #columns} (-1: none): it parses the comments'
     * evaluations into {@link #evals}, which a second one reads, so a comment is parsed once for both.
     */
    private final int firstEval;
    private CommentCommands.Eval[] evals = new CommentCommands.Eval[256];

    /** Writes the values of {@code columns}, in their order, to {@code target}. */
    public MoveRowWriter(MoveColumn[] columns, Target target) {
        this.columns = columns;
        this.target = target;
        int first = -1;
        for (int i = columns.length - 1; i >= 0; i--) {
            if (columns[i] == MoveColumn.EVAL_CP || columns[i] == MoveColumn.EVAL_MATE) {
                first = i;
            }
        }
        this.firstEval = first;
    }

    /** Writes the row of move {@code index} of {@code moves}, the moves of the game {@code gameId} of {@code source}. */
    public void write(long gameId, String source, FlatMoves moves, int index) {
        for (int i = 0; i < columns.length; i++) {
            write(i, gameId, source, moves, index, index + 1);
        }
    }

    /** Writes the rows of all of {@code moves}, the moves of the game {@code gameId} of {@code source}, column by column. */
    public void writeColumns(long gameId, String source, FlatMoves moves) {
        for (int i = 0; i < columns.length; i++) {
            write(i, gameId, source, moves, 0, moves.size());
        }
    }

    /** Column {@code i}'s values of the moves {@code from} (inclusive) to {@code to}. */
    private void write(int i, long gameId, String source, FlatMoves moves, int from, int to) {
        Target t = target;
        if (noValues(columns[i], moves)) {
            if (columns[i] == MoveColumn.NAGS) {
                t.setEmptyLists(i, to - from);
            } else {
                t.setNulls(i, to - from);
            }
            return;
        }
        switch (columns[i]) {
            case GAME_ID -> {
                for (int m = from; m < to; m++) {
                    t.setLong(i, gameId);
                }
            }
            case LINE_ID -> {
                for (int m = from; m < to; m++) {
                    t.setInt(i, moves.lineId(m));
                }
            }
            case PARENT_LINE_ID -> {
                for (int m = from; m < to; m++) {
                    t.setInt(i, moves.parentLineId(m));
                }
            }
            case BRANCH_PLY -> {
                for (int m = from; m < to; m++) {
                    t.setInt(i, moves.branchPly(m));
                }
            }
            case PLY -> {
                for (int m = from; m < to; m++) {
                    t.setInt(i, moves.ply(m));
                }
            }
            case MOVE_NUMBER -> {
                for (int m = from; m < to; m++) {
                    t.setInt(i, moves.moveNumber(m));
                }
            }
            case SIDE -> {
                for (int m = from; m < to; m++) {
                    t.setText(i, moves.white(m) ? "white" : "black");
                }
            }
            case SAN -> {
                for (int m = from; m < to; m++) {
                    t.setText(i, info(moves, m).san());
                }
            }
            case UCI -> {
                for (int m = from; m < to; m++) {
                    t.setText(i, info(moves, m).uci());
                }
            }
            case NOTATION -> {
                for (int m = from; m < to; m++) {
                    t.setText(i, info(moves, m).notation());
                }
            }
            case PIECE -> {
                for (int m = from; m < to; m++) {
                    t.setText(i, info(moves, m).piece());
                }
            }
            case FROM_SQUARE -> {
                for (int m = from; m < to; m++) {
                    t.setText(i, info(moves, m).from());
                }
            }
            case TO_SQUARE -> {
                for (int m = from; m < to; m++) {
                    t.setText(i, info(moves, m).to());
                }
            }
            case CAPTURED -> {
                int m = from; // the nulls before the first value at once
                while (m < to && info(moves, m).captured() == null) {
                    m++;
                }
                t.setNulls(i, m - from);
                for (; m < to; m++) {
                    t.setText(i, info(moves, m).captured());
                }
            }
            case PROMOTION -> {
                int m = from; // the nulls before the first value at once
                while (m < to && info(moves, m).promotion() == null) {
                    m++;
                }
                t.setNulls(i, m - from);
                for (; m < to; m++) {
                    t.setText(i, info(moves, m).promotion());
                }
            }
            case IS_CHECK -> {
                for (int m = from; m < to; m++) {
                    t.setBoolean(i, info(moves, m).check());
                }
            }
            case IS_MATE -> {
                for (int m = from; m < to; m++) {
                    t.setBoolean(i, info(moves, m).mate());
                }
            }
            case NAGS -> {
                for (int m = from; m < to; m++) {
                    t.setInts(i, moves.node(m).nags());
                }
            }
            case COMMENT_BEFORE -> {
                for (int m = from; m < to; m++) {
                    t.setText(i, moves.node(m).commentBefore());
                }
            }
            case COMMENT_AFTER -> {
                for (int m = from; m < to; m++) {
                    t.setText(i, moves.node(m).commentAfter());
                }
            }
            case CLOCK_MS -> {
                for (int m = from; m < to; m++) {
                    Long clock = CommentCommands.clockMillis(moves.node(m).commentAfter());
                    if (clock == null) {
                        t.setNull(i);
                    } else {
                        t.setLong(i, clock);
                    }
                }
            }
            case EVAL_CP -> {
                readEvals(i, moves, from, to);
                for (int m = from; m < to; m++) {
                    t.setInt(i, evals[m - from].centipawns());
                }
            }
            case EVAL_MATE -> {
                readEvals(i, moves, from, to);
                for (int m = from; m < to; m++) {
                    t.setInt(i, evals[m - from].mate());
                }
            }
            case FROM_POSITION_KEY -> {
                for (int m = from; m < to; m++) {
                    t.setLong(i, info(moves, m).fromPositionKey());
                }
            }
            case POSITION_KEY -> {
                for (int m = from; m < to; m++) {
                    t.setLong(i, info(moves, m).positionKey());
                }
            }
            case SOURCE -> {
                for (int m = from; m < to; m++) {
                    t.setText(i, source);
                }
            }
        }
    }

    /**
     * Whether {@code column} holds no value for any of {@code moves} (nulls, or for the NAGs empty
     * lists), as their game says without a look at each move: the target takes them at once.
     */
    private static boolean noValues(MoveColumn column, FlatMoves moves) {
        return switch (column) {
            case PARENT_LINE_ID, BRANCH_PLY -> !moves.hasBranches();
            case NOTATION -> !moves.hasNotation();
            case NAGS -> !moves.hasNags();
            // the clock and evaluations are read from the comments
            case COMMENT_BEFORE, COMMENT_AFTER, CLOCK_MS, EVAL_CP, EVAL_MATE -> !moves.hasComments();
            default -> false;
        };
    }

    private static MoveInfo info(FlatMoves moves, int m) {
        return moves.node(m).move();
    }

    /** The evaluations of the moves {@code from} to {@code to}, parsed when column {@code i} is the first to need them. */
    private void readEvals(int i, FlatMoves moves, int from, int to) {
        if (i != firstEval) {
            return;
        }
        if (to - from > evals.length) {
            evals = new CommentCommands.Eval[Math.max(to - from, evals.length * 2)];
        }
        for (int m = from; m < to; m++) {
            evals[m - from] = CommentCommands.eval(moves.node(m).commentAfter());
        }
    }

    /** Where the values go; strings and nullable ints are null-checked here. */
    public interface Target {
        void setNull(int ordinal);

        /** {@code count} nulls in a row (none: nothing): a column's run of them, which a column-at-a-time target keeps at once. */
        default void setNulls(int ordinal, int count) {
            for (int k = 0; k < count; k++) {
                setNull(ordinal);
            }
        }

        /** {@code count} empty lists in a row, as {@link #setNulls} nulls. */
        default void setEmptyLists(int ordinal, int count) {
            for (int k = 0; k < count; k++) {
                setInts(ordinal, List.of());
            }
        }

        void setLong(int ordinal, long value);

        void setBoolean(int ordinal, boolean value);

        void setInt(int ordinal, int value);

        void setText(int ordinal, String text);

        void setInts(int ordinal, List<Integer> values);

        default void setInt(int ordinal, Integer value) {
            if (value == null) {
                setNull(ordinal);
            } else {
                setInt(ordinal, value.intValue());
            }
        }
    }
}
