package org.chesslake.spark;

import java.nio.charset.StandardCharsets;
import java.util.List;
import org.apache.spark.sql.catalyst.expressions.SpecificInternalRow;
import org.apache.spark.sql.catalyst.expressions.codegen.UnsafeArrayWriter;
import org.apache.spark.sql.catalyst.expressions.codegen.UnsafeRowWriter;
import org.apache.spark.sql.catalyst.util.ArrayData;
import org.apache.spark.sql.catalyst.util.GenericArrayData;
import org.apache.spark.unsafe.types.UTF8String;
import org.chesslake.game.CommentCommands;
import org.chesslake.game.FlatMove;
import org.chesslake.game.MoveInfo;
import org.chesslake.game.MoveNode;

/**
 * Writes the selected {@link MoveColumn}s of one move node into a reused row: no per-column
 * function, no boxed values; only the selected columns are computed. Three kinds of target: the
 * moves table hands Spark a {@link #mutableRow mutable row} whose fields its projection reads
 * directly (an UnsafeRow would be read field by field and copied again), the full table writes its
 * nested moves {@link #unsafe straight into an UnsafeArrayData} that Spark copies in one piece, and
 * the ingest's moves files go {@link #parquet straight into Parquet's columns}, with no Spark row
 * at all. One instance per reader or file; not thread-safe.
 */
final class MoveRowWriter {

    private final MoveColumn[] columns;
    private final Target target;

    private MoveRowWriter(MoveColumn[] columns, Target target) {
        this.columns = columns;
        this.target = target;
    }

    /** Writes into {@code row}, a row of the selected columns' types. */
    static MoveRowWriter mutableRow(MoveColumn[] columns, SpecificInternalRow row) {
        return new MoveRowWriter(columns, new MutableTarget(row));
    }

    /** Writes into {@code out}, reset by the caller for each row (a struct nested in an array). */
    static MoveRowWriter unsafe(MoveColumn[] columns, UnsafeRowWriter out) {
        return new MoveRowWriter(columns, new UnsafeTarget(out));
    }

    /** Writes into Parquet's columns of a data file (the ingest's moves files). */
    static MoveRowWriter parquet(MoveColumn[] columns, ParquetMoveColumns out) {
        return new MoveRowWriter(columns, out);
    }

    /** Writes the row of {@code move}, a move of the game {@code gameId} of {@code source}. */
    void write(long gameId, String source, FlatMove move) {
        MoveNode node = move.node();
        MoveInfo info = node.move();
        Target t = target;
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
                case EVAL_CP -> t.setInt(i, CommentCommands.evalCentipawns(node.commentAfter()));
                case EVAL_MATE -> t.setInt(i, CommentCommands.evalMate(node.commentAfter()));
                case POSITION_KEY -> t.setLong(i, info.positionKey());
                case SOURCE -> t.setText(i, source);
            }
        }
    }

    /** Where the values go; strings and nullable ints are null-checked here. */
    sealed interface Target permits MutableTarget, UnsafeTarget, ParquetMoveColumns {
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

    private static final class MutableTarget implements Target {

        private static final GenericArrayData NO_INTS = new GenericArrayData(new Object[0]);

        private final SpecificInternalRow row;
        /** One cache per column: squares, UCI and SAN each fill their own. */
        private final TextCache<UTF8String>[] strings;

        MutableTarget(SpecificInternalRow row) {
            this.row = row;
            this.strings = TextCache.perColumn(row.numFields(), UTF8String::fromString);
        }

        @Override
        public void setNull(int ordinal) {
            row.setNullAt(ordinal);
        }

        @Override
        public void setLong(int ordinal, long value) {
            row.setLong(ordinal, value);
        }

        @Override
        public void setBoolean(int ordinal, boolean value) {
            row.setBoolean(ordinal, value);
        }

        @Override
        public void setInt(int ordinal, int value) {
            row.setInt(ordinal, value);
        }

        @Override
        public void setText(int ordinal, String text) {
            if (text == null) {
                row.setNullAt(ordinal);
                return;
            }
            row.update(ordinal, strings[ordinal].of(text));
        }

        @Override
        public void setInts(int ordinal, List<Integer> values) {
            ArrayData array = values.isEmpty() ? NO_INTS : new GenericArrayData(values.toArray());
            row.update(ordinal, array);
        }
    }

    private static final class UnsafeTarget implements Target {

        private final UnsafeRowWriter out;
        private final UnsafeArrayWriter ints;
        private final byte[] ascii = new byte[32];

        UnsafeTarget(UnsafeRowWriter out) {
            this.out = out;
            this.ints = new UnsafeArrayWriter(out, Integer.BYTES);
        }

        @Override
        public void setNull(int ordinal) {
            out.setNullAt(ordinal);
        }

        @Override
        public void setLong(int ordinal, long value) {
            out.write(ordinal, value);
        }

        @Override
        public void setBoolean(int ordinal, boolean value) {
            out.write(ordinal, value);
        }

        @Override
        public void setInt(int ordinal, int value) {
            out.write(ordinal, value);
        }

        /** UTF-8 as UTF8String.fromString gives it; short ASCII text (most move strings) without allocating. */
        @Override
        public void setText(int ordinal, String text) {
            if (text == null) {
                out.setNullAt(ordinal);
                return;
            }
            int length = text.length();
            if (length <= ascii.length) {
                for (int k = 0; k < length; k++) {
                    char c = text.charAt(k);
                    if (c >= 0x80) {
                        out.write(ordinal, text.getBytes(StandardCharsets.UTF_8));
                        return;
                    }
                    ascii[k] = (byte) c;
                }
                out.write(ordinal, ascii, 0, length);
            } else {
                out.write(ordinal, text.getBytes(StandardCharsets.UTF_8));
            }
        }

        @Override
        public void setInts(int ordinal, List<Integer> values) {
            int start = out.cursor();
            ints.initialize(values.size());
            for (int k = 0; k < values.size(); k++) {
                ints.write(k, values.get(k).intValue());
            }
            out.setOffsetAndSizeFromPreviousCursor(ordinal, start);
        }
    }
}
