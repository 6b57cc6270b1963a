package org.chesslake.spark;

import java.io.IOException;
import java.time.LocalDate;
import java.time.LocalTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.mapred.FileSplit;
import org.apache.hadoop.mapreduce.TaskAttemptID;
import org.apache.hadoop.mapreduce.task.TaskAttemptContextImpl;
import org.apache.spark.internal.config.ConfigEntry;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.catalyst.InternalRow;
import org.apache.spark.sql.execution.datasources.parquet.VectorizedParquetRecordReader;
import org.apache.spark.sql.internal.SQLConf;
import org.apache.spark.sql.types.BooleanType;
import org.apache.spark.sql.types.ByteType;
import org.apache.spark.sql.types.DataType;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.DateType;
import org.apache.spark.sql.types.DecimalType;
import org.apache.spark.sql.types.DoubleType;
import org.apache.spark.sql.types.FloatType;
import org.apache.spark.sql.types.IntegerType;
import org.apache.spark.sql.types.LongType;
import org.apache.spark.sql.types.ShortType;
import org.apache.spark.sql.types.StringType;
import org.apache.spark.sql.types.StructField;
import org.apache.spark.sql.types.StructType;
import org.apache.spark.sql.types.TimeType;
import org.chesslake.files.InputFile;
import org.chesslake.format.TableFiles;
import scala.Option;

/**
 * Table files read by Spark: a Parquet file's schema as the session reads it (on the driver), and its
 * rows through Spark's own vectorized Parquet reader, configured as Spark's Parquet source configures
 * it, with no session (in the tasks): a split's rows are those of the row groups whose middle lies in
 * it, each with its position in the file (Spark's {@code _metadata.row_index}).
 */
public final class SparkTableFiles implements TableFiles {

    /** The column Spark's Parquet reader fills with each row's position in its file. */
    private static final String ROW_INDEX = "_tmp_metadata_row_index";
    private static final String READ_SUPPORT = "org.apache.spark.sql.execution.datasources.parquet.ParquetReadSupport";
    /** The settings Spark's Parquet source hands its reader from the session's configuration. */
    private static final List<ConfigEntry<?>> READER_SETTINGS = List.of(SQLConf.CASE_SENSITIVE(),
            SQLConf.LEGACY_PARQUET_NANOS_AS_LONG(), SQLConf.NESTED_SCHEMA_PRUNING_ENABLED(), SQLConf.PARQUET_BINARY_AS_STRING(),
            SQLConf.PARQUET_INFER_TIMESTAMP_NTZ_ENABLED(), SQLConf.PARQUET_INT96_AS_TIMESTAMP(),
            SQLConf.PARQUET_READER_RESPECT_UNKNOWN_TYPE_ANNOTATION(), SQLConf.SESSION_LOCAL_TIMEZONE());

    @Override
    public Optional<Schema> schema(InputFile file) {
        Option<SparkSession> session = SparkSession.getActiveSession();
        if (session.isEmpty()) {
            session = SparkSession.getDefaultSession();
        }
        if (session.isEmpty()) {
            return Optional.empty();
        }
        StructType schema = session.get().read().parquet(file.location()).schema();
        return Optional.of(new Schema(List.of(schema.fieldNames()), schema.json()));
    }

    @Override
    public Schema decode(String encoded) {
        return new Schema(List.of(((StructType) DataType.fromJson(encoded)).fieldNames()), encoded);
    }

    @Override
    public Rows rows(InputFile file, Schema schema, List<String> columns, long start, long end) throws IOException {
        StructType table = (StructType) DataType.fromJson(schema.encoded());
        List<StructField> fields = new ArrayList<>();
        for (String column : columns) {
            fields.add(table.apply(column));
        }
        fields.add(DataTypes.createStructField(ROW_INDEX, DataTypes.LongType, true));
        StructType requested = DataTypes.createStructType(fields);
        Configuration conf = new Configuration(file.conf());
        conf.set("parquet.read.support.class", READ_SUPPORT);
        conf.set("org.apache.spark.sql.parquet.row.requested_schema", requested.json());
        SQLConf sql = SQLConf.get();
        for (ConfigEntry<?> setting : READER_SETTINGS) {
            conf.set(setting.key(), String.valueOf(sql.getConf(setting)));
        }
        VectorizedParquetRecordReader reader = new VectorizedParquetRecordReader(false, sql.parquetVectorizedReaderBatchSize());
        try {
            reader.initialize(new FileSplit(file.path(), start, end - start, new String[0]),
                    new TaskAttemptContextImpl(conf, new TaskAttemptID()));
            reader.initBatch(new StructType(), InternalRow.empty());
        } catch (IOException | RuntimeException e) {
            reader.close();
            throw e;
        } catch (InterruptedException e) {
            reader.close();
            Thread.currentThread().interrupt();
            throw new IOException(file.name() + ": interrupted opening its rows", e);
        }
        return new ParquetRows(reader, requested);
    }

    /** The rows of a reader, each value by its column's type. */
    private static final class ParquetRows implements Rows {

        private final VectorizedParquetRecordReader reader;
        private final DataType[] types;
        private InternalRow row;

        ParquetRows(VectorizedParquetRecordReader reader, StructType requested) {
            this.reader = reader;
            this.types = java.util.Arrays.stream(requested.fields()).map(StructField::dataType).toArray(DataType[]::new);
        }

        @Override
        public boolean next() throws IOException {
            if (!reader.nextKeyValue()) {
                row = null;
                return false;
            }
            row = (InternalRow) reader.getCurrentValue();
            return true;
        }

        @Override
        public long rowIndex() {
            return row.getLong(types.length - 1);
        }

        @Override
        public Object value(int column) {
            if (row.isNullAt(column)) {
                return null;
            }
            DataType type = types[column];
            if (type instanceof StringType) {
                return row.getUTF8String(column).toString();
            } else if (type instanceof LongType) {
                return row.getLong(column);
            } else if (type instanceof IntegerType) {
                return (long) row.getInt(column);
            } else if (type instanceof ShortType) {
                return (long) row.getShort(column);
            } else if (type instanceof ByteType) {
                return (long) row.getByte(column);
            } else if (type instanceof DoubleType) {
                return row.getDouble(column);
            } else if (type instanceof FloatType) {
                return Double.valueOf(Float.toString(row.getFloat(column))); // 0.1f as 0.1, not 0.100000001
            } else if (type instanceof DecimalType decimal) {
                return row.getDecimal(column, decimal.precision(), decimal.scale()).toJavaBigDecimal();
            } else if (type instanceof DateType) {
                return LocalDate.ofEpochDay(row.getInt(column));
            } else if (type instanceof TimeType) {
                return LocalTime.ofNanoOfDay(row.getLong(column));
            } else if (type instanceof BooleanType) {
                return row.getBoolean(column);
            }
            return null;
        }

        @Override
        public void close() throws IOException {
            reader.close();
        }
    }
}
