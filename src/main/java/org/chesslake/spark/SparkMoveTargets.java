package org.chesslake.spark;

import java.nio.charset.StandardCharsets;
import java.util.List;
import org.apache.spark.sql.catalyst.expressions.SpecificInternalRow;
import org.apache.spark.sql.catalyst.expressions.codegen.UnsafeArrayWriter;
import org.apache.spark.sql.catalyst.expressions.codegen.UnsafeRowWriter;
import org.apache.spark.sql.catalyst.util.ArrayData;
import org.apache.spark.sql.catalyst.util.GenericArrayData;
import org.apache.spark.unsafe.types.UTF8String;
import org.chesslake.scan.TextCache;
import org.chesslake.table.MoveColumn;
import org.chesslake.table.MoveRowWriter;

/**
 * Spark's targets of a {@link MoveRowWriter}: the moves table hands Spark a {@link #mutableRow
 * mutable row} whose fields its projection reads directly (an UnsafeRow would be read field by field
 * and copied again); the full table writes its nested moves {@link #unsafe straight into an
 * UnsafeArrayData} that Spark copies in one piece.
 */
final class SparkMoveTargets {

    private SparkMoveTargets() {
    }

    /** Writes into {@code row}, a row of the selected columns' types. */
    static MoveRowWriter mutableRow(MoveColumn[] columns, SpecificInternalRow row) {
        return new MoveRowWriter(columns, new MutableTarget(row));
    }

    /** Writes into {@code out}, reset by the caller for each row (a struct nested in an array). */
    static MoveRowWriter unsafe(MoveColumn[] columns, UnsafeRowWriter out) {
        return new MoveRowWriter(columns, new UnsafeTarget(out));
    }

    private static final class MutableTarget implements MoveRowWriter.Target {

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

    private static final class UnsafeTarget implements MoveRowWriter.Target {

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
