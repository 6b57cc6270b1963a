package org.chesslake.table;

import java.util.List;
import org.chesslake.game.CommentCommands;
import org.chesslake.game.FlatMove;
import org.chesslake.game.MoveInfo;
import org.chesslake.game.MoveNode;

/**
 * Writes the selected {@link MoveColumn}s of one move node into a reused row: no per-column
 * function, no boxed values; only the selected columns are computed. The targets: Spark's rows of the
 * moves and full tables (in the Spark layer) and the ingest's Parquet columns, with no Spark row at all. One instance per reader or file; not thread-safe.
 */
public final class MoveRowWriter {

    private final MoveColumn[] columns;
    private final Target target;

    /** Writes the values of {@code columns}, in their order, to {@code target}. */
    public MoveRowWriter(MoveColumn[] columns, Target target) {
        this.columns = columns;
        this.target = target;
    }

    /** Writes the row of {@code move}, a move of the game {@code gameId} of {@code source}. */
    public void write(long gameId, String source, FlatMove move) {
        MoveNode node = move.node();
        MoveInfo info = node.move();
        Target t = target;
        CommentCommands.Eval eval = null; // read once for its two columns
        for (int i = 0; i < columns.length; i++) {
            switch (columns[i]) {
                case GAME_ID -> t.setLong(i, gameId);
                case LINE_ID -> t.setInt(i, move.lineId());
                case PARENT_LINE_ID -> t.setInt(i, move.parentLineId());
                case BRANCH_PLY -> t.setInt(i, move.branchPly());
                case PLY -> t.setInt(i, move.ply());
                case MOVE_NUMBER -> t.setInt(i, move.moveNumber());
                case SIDE -> t.setText(i, move.white() ? "white" : "black");
                case SAN -> t.setText(i, info.san());
                case UCI -> t.setText(i, info.uci());
                case NOTATION -> t.setText(i, info.notation());
                case PIECE -> t.setText(i, info.piece());
                case FROM_SQUARE -> t.setText(i, info.from());
                case TO_SQUARE -> t.setText(i, info.to());
                case CAPTURED -> t.setText(i, info.captured());
                case PROMOTION -> t.setText(i, info.promotion());
                case IS_CHECK -> t.setBoolean(i, info.check());
                case IS_MATE -> t.setBoolean(i, info.mate());
                case NAGS -> t.setInts(i, node.nags());
                case COMMENT_BEFORE -> t.setText(i, node.commentBefore());
                case COMMENT_AFTER -> t.setText(i, node.commentAfter());
                case CLOCK_MS -> {
                    Long clock = CommentCommands.clockMillis(node.commentAfter());
                    if (clock == null) {
                        t.setNull(i);
                    } else {
                        t.setLong(i, clock);
                    }
                }
                case EVAL_CP -> {
                    eval = eval != null ? eval : CommentCommands.eval(node.commentAfter());
                    t.setInt(i, eval.centipawns());
                }
                case EVAL_MATE -> {
                    eval = eval != null ? eval : CommentCommands.eval(node.commentAfter());
                    t.setInt(i, eval.mate());
                }
                case FROM_POSITION_KEY -> t.setLong(i, info.fromPositionKey());
                case POSITION_KEY -> t.setLong(i, info.positionKey());
                case SOURCE -> t.setText(i, source);
            }
        }
    }

    /** Where the values go; strings and nullable ints are null-checked here. */
    public interface Target {
        void setNull(int ordinal);

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
