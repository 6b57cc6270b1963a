package org.chesslake.ingest;

import java.io.Closeable;
import java.io.IOException;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.Path;
import org.apache.parquet.hadoop.ParquetWriter;
import org.apache.parquet.hadoop.api.WriteSupport;
import org.apache.parquet.hadoop.metadata.CompressionCodecName;
import org.apache.parquet.hadoop.util.HadoopOutputFile;
import org.apache.parquet.io.api.Binary;
import org.apache.parquet.io.api.RecordConsumer;
import org.apache.parquet.schema.LogicalTypeAnnotation;
import org.apache.parquet.schema.MessageType;
import org.apache.parquet.schema.PrimitiveType.PrimitiveTypeName;
import org.apache.parquet.schema.Type;
import org.apache.parquet.schema.Types;
import org.chesslake.table.Column;

/**
 * A moves task's rows of a table that are not yet the table's (the names it counted, which Spark
 * reads back with the table's schema and sums over the tasks that read one source), one Parquet file
 * per task, the columns those of the table, each value computed by the table's own {@link Column}
 * (what a read of the table computes). Written with parquet-mr's own row writer.
 *
 * @param <S> what a row is made from
 */
final class RowsFile<S> implements Closeable {

    private final ParquetWriter<S> writer;

    RowsFile(String location, Configuration conf, List<Column<S>> columns) throws IOException {
        writer = new Builder<>(HadoopOutputFile.fromPath(new Path(location), conf), columns)
                .withConf(conf)
                .withCompressionCodec(CompressionCodecName.ZSTD)
                .build();
    }

    void add(S row) throws IOException {
        writer.write(row);
    }

    @Override
    public void close() throws IOException {
        writer.close();
    }

    /** The Parquet schema of the columns, as Spark reads it back with the table's schema; every column optional. */
    private static MessageType schema(List<? extends Column<?>> columns) {
        Types.MessageTypeBuilder message = Types.buildMessage();
        for (Column<?> column : columns) {
            message.addField(type(column));
        }
        return message.named("row");
    }

    private static Type type(Column<?> column) {
        return switch (column.type()) {
            case LONG -> Types.optional(PrimitiveTypeName.INT64).named(column.name());
            case INT -> Types.optional(PrimitiveTypeName.INT32).named(column.name());
            case BOOLEAN -> Types.optional(PrimitiveTypeName.BOOLEAN).named(column.name());
            case DATE -> Types.optional(PrimitiveTypeName.INT32).as(LogicalTypeAnnotation.dateType()).named(column.name());
            case STRING -> text(Types.optional(PrimitiveTypeName.BINARY), column.name());
            case STRING_MAP, INT_ARRAY -> throw new IllegalArgumentException(column.name()
                    + ": the names have no map or array column");
        };
    }

    private static Type text(Types.PrimitiveBuilder<? extends Type> builder, String name) {
        return builder.as(LogicalTypeAnnotation.stringType()).named(name);
    }

    private static final class Builder<S> extends ParquetWriter.Builder<S, Builder<S>> {

        private final List<Column<S>> columns;

        Builder(org.apache.parquet.io.OutputFile file, List<Column<S>> columns) {
            super(file);
            this.columns = columns;
        }

        @Override
        protected Builder<S> self() {
            return this;
        }

        @Override
        protected WriteSupport<S> getWriteSupport(Configuration conf) {
            return new ColumnsWriteSupport<>(columns);
        }
    }

    private static final class ColumnsWriteSupport<S> extends WriteSupport<S> {

        private final List<Column<S>> columns;
        private RecordConsumer out;

        ColumnsWriteSupport(List<Column<S>> columns) {
            this.columns = columns;
        }

        @Override
        public WriteContext init(Configuration configuration) {
            return new WriteContext(schema(columns), Map.of());
        }

        @Override
        public void prepareForWrite(RecordConsumer recordConsumer) {
            out = recordConsumer;
        }

        /** A null value is a field not written. */
        @Override
        public void write(S row) {
            out.startMessage();
            for (int i = 0; i < columns.size(); i++) {
                Column<S> column = columns.get(i);
                Object value = column.value().apply(row);
                if (value != null) {
                    out.startField(column.name(), i);
                    value(column, value);
                    out.endField(column.name(), i);
                }
            }
            out.endMessage();
        }

        private void value(Column<S> column, Object value) {
            switch (column.type()) {
                case LONG -> out.addLong((Long) value);
                case INT -> out.addInteger((Integer) value);
                case BOOLEAN -> out.addBoolean((Boolean) value);
                case DATE -> out.addInteger(Math.toIntExact(((LocalDate) value).toEpochDay()));
                case STRING -> out.addBinary(Binary.fromString((String) value));
                case STRING_MAP, INT_ARRAY -> throw new IllegalStateException("no map or array column in "
                        + schema(columns)); // type() refused it
            }
        }
    }
}
