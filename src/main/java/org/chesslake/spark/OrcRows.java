package org.chesslake.spark;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import java.util.List;
import org.apache.hadoop.hive.ql.exec.vector.BytesColumnVector;
import org.apache.hadoop.hive.ql.exec.vector.ColumnVector;
import org.apache.hadoop.hive.ql.exec.vector.DecimalColumnVector;
import org.apache.hadoop.hive.ql.exec.vector.DoubleColumnVector;
import org.apache.hadoop.hive.ql.exec.vector.LongColumnVector;
import org.apache.hadoop.hive.ql.exec.vector.VectorizedRowBatch;
import org.apache.orc.OrcFile;
import org.apache.orc.Reader;
import org.apache.orc.RecordReader;
import org.apache.orc.StripeInformation;
import org.apache.orc.TypeDescription;
import org.chesslake.files.InputFile;
import org.chesslake.format.TableFiles;

/**
 * The rows of an ORC file's stripes whose middle lies in a byte range (the rule of the Parquet reads:
 * each stripe belongs to one split), read by ORC's own vectorized reader (the one Spark's ORC source
 * uses), each with its position in the file: the rows of the stripes before it plus its place in its
 * stripes. Values by the column's ORC type, as {@link TableFiles.Rows} gives them.
 */
final class OrcRows implements TableFiles.Rows {

    private final RecordReader reader;
    private final VectorizedRowBatch batch;
    /** The requested columns' places among the file's top-level fields, and their types. */
    private final int[] fields;
    private final TypeDescription[] types;
    private long nextRow;
    private int row = -1;

    private OrcRows(RecordReader reader, VectorizedRowBatch batch, int[] fields, TypeDescription[] types, long firstRow) {
        this.reader = reader;
        this.batch = batch;
        this.fields = fields;
        this.types = types;
        this.nextRow = firstRow;
        batch.size = 0;
    }

    static TableFiles.Rows open(InputFile file, List<String> columns, long start, long end) throws IOException {
        Reader orc = OrcFile.createReader(file.path(), OrcFile.readerOptions(file.conf()).maxLength(file.size()));
        TypeDescription schema = orc.getSchema();
        List<String> names = schema.getFieldNames();
        int[] fields = new int[columns.size()];
        TypeDescription[] types = new TypeDescription[columns.size()];
        boolean[] include = new boolean[schema.getMaximumId() + 1];
        include[0] = true;
        for (int i = 0; i < fields.length; i++) {
            fields[i] = field(names, columns.get(i), file);
            types[i] = schema.getChildren().get(fields[i]);
            for (int id = types[i].getId(); id <= types[i].getMaximumId(); id++) {
                include[id] = true;
            }
        }
        long firstRow = 0;
        long from = -1;
        long to = -1;
        for (StripeInformation stripe : orc.getStripes()) {
            long middle = stripe.getOffset() + stripe.getLength() / 2;
            if (middle < start) {
                firstRow += stripe.getNumberOfRows();
            } else if (middle < end) {
                from = from < 0 ? stripe.getOffset() : from;
                to = stripe.getOffset() + stripe.getLength();
            }
        }
        // no stripe of the range: an empty range of the file, which ORC's reader reads as no rows
        Reader.Options options = orc.options().include(include).range(from < 0 ? file.size() : from, Math.max(0, to - from));
        RecordReader reader = orc.rows(options);
        return new OrcRows(reader, schema.createRowBatch(), fields, types, firstRow);
    }

    /** The place of a column among the file's fields: by its name, else in any case. */
    private static int field(List<String> names, String column, InputFile file) throws IOException {
        int exact = names.indexOf(column);
        if (exact >= 0) {
            return exact;
        }
        for (int i = 0; i < names.size(); i++) {
            if (names.get(i).equalsIgnoreCase(column)) {
                return i;
            }
        }
        throw new IOException(file.name() + ": no column " + column + " among the ORC file's " + names);
    }

    @Override
    public boolean next() throws IOException {
        if (++row >= batch.size) {
            nextRow += batch.size;
            row = 0;
            if (!reader.nextBatch(batch) || batch.size == 0) {
                return false;
            }
        }
        return true;
    }

    @Override
    public long rowIndex() {
        return nextRow + row;
    }

    @Override
    public Object value(int column) {
        ColumnVector vector = batch.cols[fields[column]];
        int r = vector.isRepeating ? 0 : row;
        if (!vector.noNulls && vector.isNull[r]) {
            return null;
        }
        return switch (types[column].getCategory()) {
            case BOOLEAN -> ((LongColumnVector) vector).vector[r] != 0;
            case BYTE, SHORT, INT, LONG -> ((LongColumnVector) vector).vector[r];
            case FLOAT -> Double.valueOf(Float.toString((float) ((DoubleColumnVector) vector).vector[r])); // 0.1f as 0.1
            case DOUBLE -> ((DoubleColumnVector) vector).vector[r];
            case STRING, VARCHAR, CHAR -> {
                BytesColumnVector text = (BytesColumnVector) vector;
                yield new String(text.vector[r], text.start[r], text.length[r], StandardCharsets.UTF_8);
            }
            case DATE -> LocalDate.ofEpochDay(((LongColumnVector) vector).vector[r]);
            case DECIMAL -> ((DecimalColumnVector) vector).vector[r].getHiveDecimal().bigDecimalValue();
            default -> null; // binary, timestamps, nested: no tag text of their own
        };
    }

    @Override
    public void close() throws IOException {
        reader.close();
    }
}
