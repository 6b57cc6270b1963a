package org.chesslake.ingest;

import java.io.Closeable;
import java.io.IOException;
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
import org.apache.parquet.schema.Types;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;

/**
 * A moves task's summary file, one row per decoded game, written with
 * parquet-mr's own writer, not the copy shaded into Iceberg that writes the moves files: the writers
 * of one copy share one factory holding the settings of the writer built last, which makes the
 * value writers of the row groups the others start (parquet-java #2174, #3497), so a summary writer
 * built by one task would hand its encodings to a moves file another task is writing.
 */
final class SummaryFile implements Closeable {

    /** What decoding a game's moves told about the game. */
    record Summary(long gameId, String source, Integer mainLinePlies, Long mainLineKey, String openingEco,
                   String openingName, String decodeError, String gameComment) {
    }

    /** The rows as Spark reads them; the same columns as {@link #SCHEMA}. */
    static final StructType ROWS = new StructType()
            .add("game_id", DataTypes.LongType)
            .add("source", DataTypes.StringType)
            .add("main_line_plies", DataTypes.IntegerType)
            .add("main_line_key", DataTypes.LongType)
            .add("opening_eco", DataTypes.StringType)
            .add("opening_name", DataTypes.StringType)
            .add("decode_error", DataTypes.StringType)
            .add("game_comment", DataTypes.StringType);

    private static final MessageType SCHEMA = Types.buildMessage()
            .optional(PrimitiveTypeName.INT64).named("game_id")
            .optional(PrimitiveTypeName.BINARY).as(LogicalTypeAnnotation.stringType()).named("source")
            .optional(PrimitiveTypeName.INT32).named("main_line_plies")
            .optional(PrimitiveTypeName.INT64).named("main_line_key")
            .optional(PrimitiveTypeName.BINARY).as(LogicalTypeAnnotation.stringType()).named("opening_eco")
            .optional(PrimitiveTypeName.BINARY).as(LogicalTypeAnnotation.stringType()).named("opening_name")
            .optional(PrimitiveTypeName.BINARY).as(LogicalTypeAnnotation.stringType()).named("decode_error")
            .optional(PrimitiveTypeName.BINARY).as(LogicalTypeAnnotation.stringType()).named("game_comment")
            .named("summary");

    private final ParquetWriter<Summary> writer;

    SummaryFile(String location, Configuration conf) throws IOException {
        writer = new Builder(HadoopOutputFile.fromPath(new Path(location), conf))
                .withConf(conf)
                .withCompressionCodec(CompressionCodecName.ZSTD)
                .build();
    }

    void add(Summary summary) throws IOException {
        writer.write(summary);
    }

    @Override
    public void close() throws IOException {
        writer.close();
    }

    private static final class Builder extends ParquetWriter.Builder<Summary, Builder> {

        Builder(org.apache.parquet.io.OutputFile file) {
            super(file);
        }

        @Override
        protected Builder self() {
            return this;
        }

        @Override
        protected WriteSupport<Summary> getWriteSupport(Configuration conf) {
            return new SummaryWriteSupport();
        }
    }

    private static final class SummaryWriteSupport extends WriteSupport<Summary> {

        private RecordConsumer out;

        @Override
        public WriteContext init(Configuration configuration) {
            return new WriteContext(SCHEMA, Map.of());
        }

        @Override
        public void prepareForWrite(RecordConsumer recordConsumer) {
            out = recordConsumer;
        }

        /** A null value is a field not written. */
        @Override
        public void write(Summary summary) {
            out.startMessage();
            out.startField("game_id", 0);
            out.addLong(summary.gameId());
            out.endField("game_id", 0);
            text("source", 1, summary.source());
            if (summary.mainLinePlies() != null) {
                out.startField("main_line_plies", 2);
                out.addInteger(summary.mainLinePlies());
                out.endField("main_line_plies", 2);
            }
            if (summary.mainLineKey() != null) {
                out.startField("main_line_key", 3);
                out.addLong(summary.mainLineKey());
                out.endField("main_line_key", 3);
            }
            text("opening_eco", 4, summary.openingEco());
            text("opening_name", 5, summary.openingName());
            text("decode_error", 6, summary.decodeError());
            text("game_comment", 7, summary.gameComment());
            out.endMessage();
        }

        private void text(String field, int index, String value) {
            if (value != null) {
                out.startField(field, index);
                out.addBinary(Binary.fromString(value));
                out.endField(field, index);
            }
        }
    }
}
