package org.chesslake.spark;

import java.io.IOException;
import java.time.LocalDate;
import java.time.LocalTime;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
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
import org.apache.spark.sql.types.TimestampNTZType;
import org.apache.spark.sql.types.TimestampType;
import org.chesslake.files.InputFile;
import org.chesslake.format.TableFiles;
import scala.Option;

/**
 * Table files read by Spark: a file's schema as the session reads it (on the driver), and its rows
 * with no session (in the tasks), each with its position in the file: a Parquet file's through
 * Spark's own vectorized Parquet reader, configured as Spark's Parquet source configures it (a
 * split's rows are those of the row groups whose middle lies in it; the position is Spark's
 * {@code _metadata.row_index}); an ORC file's through ORC's reader ({@link OrcRows}); a CSV or JSON
 * lines file's, plain or compressed, through Spark's own parsers of them ({@link TextTableRows}).
 */
public final class SparkTableFiles implements TableFiles {

    /** The column Spark's Parquet reader fills with each row's position in its file. */
    private static final String ROW_INDEX = "_tmp_metadata_row_index";
    private static final String READ_SUPPORT = "org.apache.spark.sql.execution.datasources.parquet.ParquetReadSupport";
    /** The schemas read on the driver, by file, size and modification time: a directory's walk and its plan ask twice. */
    private static final Map<String, Schema> SCHEMAS = new LinkedHashMap<>(16, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, Schema> eldest) {
            return size() > 1024;
        }
    };
    /** The settings Spark's Parquet source hands its reader from the session's configuration. */
    private static final List<ConfigEntry<?>> READER_SETTINGS = List.of(SQLConf.CASE_SENSITIVE(),
            SQLConf.LEGACY_PARQUET_NANOS_AS_LONG(), SQLConf.NESTED_SCHEMA_PRUNING_ENABLED(), SQLConf.PARQUET_BINARY_AS_STRING(),
            SQLConf.PARQUET_INFER_TIMESTAMP_NTZ_ENABLED(), SQLConf.PARQUET_INT96_AS_TIMESTAMP(),
            SQLConf.PARQUET_READER_RESPECT_UNKNOWN_TYPE_ANNOTATION(), SQLConf.SESSION_LOCAL_TIMEZONE());

    /**
     * A Parquet or ORC file's schema as the session reads it (its footer); a CSV or JSON file's from
     * its first records ({@link TextTableSchema}), with no session and no Spark job.
     */
    @Override
    public Optional<Schema> schema(InputFile file) throws IOException {
        Optional<TableFileKind> kind = TableFileKind.of(file.fileName());
        if (kind.isEmpty()) {
            return Optional.empty();
        }
        boolean text = !kind.get().readsByRanges();
        Option<SparkSession> session = SparkSession.getActiveSession();
        if (session.isEmpty()) {
            session = SparkSession.getDefaultSession();
        }
        if (!text && session.isEmpty()) {
            return Optional.empty();
        }
        String key = file.location() + "@" + file.size() + "@" + file.modified();
        synchronized (SCHEMAS) {
            Schema known = SCHEMAS.get(key);
            if (known != null) {
                return Optional.of(known);
            }
        }
        StructType schema;
        if (text) {
            schema = timestampsAsText(TextTableSchema.of(file, kind.get()));
        } else {
            try {
                schema = session.get().read().format(kind.get().source()).options(kind.get().options()).load(file.location()).schema();
            } catch (Exception e) { // Spark's AnalysisException (a file Spark cannot read), which Scala throws undeclared
                throw new IOException(file.name() + ": " + e.getMessage(), e);
            }
        }
        Schema read = new Schema(List.of(schema.fieldNames()), schema.json());
        synchronized (SCHEMAS) {
            SCHEMAS.put(key, read);
        }
        return Optional.of(read);
    }

    /**
     * A text file's columns with the values Spark infers as timestamps read as their text: a time of
     * day ({@code 12:34:56}, a CSV's {@code UTCTime}) is inferred as a timestamp of today's date.
     */
    private static StructType timestampsAsText(StructType schema) {
        return DataTypes.createStructType(Arrays.stream(schema.fields())
                .map(f -> f.dataType() instanceof TimestampType || f.dataType() instanceof TimestampNTZType
                        ? DataTypes.createStructField(f.name(), DataTypes.StringType, f.nullable()) : f)
                .toList());
    }

    @Override
    public boolean readsByRanges(InputFile file) {
        return TableFileKind.of(file.fileName()).map(TableFileKind::readsByRanges).orElse(true);
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
        TableFileKind kind = TableFileKind.of(file.fileName()).orElse(TableFileKind.PARQUET);
        return switch (kind) {
            case PARQUET -> parquetRows(file, fields, start, end);
            case ORC -> OrcRows.open(file, columns, start, end);
            case CSV, JSON -> TextTableRows.open(file, kind, table, DataTypes.createStructType(fields));
        };
    }

    private static Rows parquetRows(InputFile file, List<StructField> columns, long start, long end) throws IOException {
        List<StructField> fields = new ArrayList<>(columns);
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

    /** A value of an InternalRow as {@link Rows#value} gives it, by its column's type. */
    static Object javaValue(InternalRow row, int column, DataType type) {
        if (row.isNullAt(column)) {
            return null;
        }
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

    /** The rows of a reader, each value by its column's type. */
    private static final class ParquetRows implements Rows {

        private final VectorizedParquetRecordReader reader;
        private final DataType[] types;
        private InternalRow row;

        ParquetRows(VectorizedParquetRecordReader reader, StructType requested) {
            this.reader = reader;
            this.types = Arrays.stream(requested.fields()).map(StructField::dataType).toArray(DataType[]::new);
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
            return javaValue(row, column, types[column]);
        }

        @Override
        public void close() throws IOException {
            reader.close();
        }
    }
}
