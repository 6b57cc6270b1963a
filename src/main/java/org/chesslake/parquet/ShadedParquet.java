package org.chesslake.parquet;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.apache.hadoop.conf.Configuration;
import org.apache.iceberg.MetricsConfig;
import org.apache.iceberg.Schema;
import org.apache.iceberg.parquet.ParquetSchemaUtil;
import org.apache.iceberg.parquet.ParquetUtil;
import org.apache.iceberg.shaded.org.apache.parquet.bytes.BytesInput;
import org.apache.iceberg.shaded.org.apache.parquet.column.ColumnDescriptor;
import org.apache.iceberg.shaded.org.apache.parquet.column.Encoding;
import org.apache.iceberg.shaded.org.apache.parquet.column.page.DictionaryPage;
import org.apache.iceberg.shaded.org.apache.parquet.column.statistics.Statistics;
import org.apache.iceberg.shaded.org.apache.parquet.column.values.bloomfilter.BlockSplitBloomFilter;
import org.apache.iceberg.shaded.org.apache.parquet.format.FileMetaData;
import org.apache.iceberg.shaded.org.apache.parquet.format.Util;
import org.apache.iceberg.shaded.org.apache.parquet.hadoop.CodecFactory;
import org.apache.iceberg.shaded.org.apache.parquet.hadoop.ParquetFileWriter;
import org.apache.iceberg.shaded.org.apache.parquet.hadoop.metadata.ColumnPath;
import org.apache.iceberg.shaded.org.apache.parquet.hadoop.metadata.CompressionCodecName;
import org.apache.iceberg.shaded.org.apache.parquet.hadoop.metadata.ParquetMetadata;
import org.apache.iceberg.shaded.org.apache.parquet.io.PositionOutputStream;
import org.apache.iceberg.shaded.org.apache.parquet.io.api.Binary;
import org.apache.iceberg.shaded.org.apache.parquet.schema.MessageType;
import org.apache.iceberg.shaded.org.apache.parquet.schema.Type;
import org.chesslake.parquet.ShadedParquetProbe.Member;

/**
 * The one place that calls Iceberg's shaded parquet-java ({@code org.apache.iceberg.shaded.org.apache.parquet},
 * not Iceberg's public API, so free to change between Iceberg runtimes): an Iceberg schema as a
 * Parquet file's columns, and a file laid out by parquet-java's {@code ParquetFileWriter} from the
 * pages, dictionaries, statistics and bloom filters chesslake's own writer encodes, handed over as
 * bytes and values of this package's types. {@link Called} lists every member of the shaded API
 * (or of Iceberg's API with a shaded type in its signature) called here, which the driver's
 * {@link ShadedParquetProbe} looks up before any task starts; a test reads this class's bytecode and
 * fails if it calls a member the list lacks. A file is written in this order: {@link #start}, then per
 * row group {@link #startRowGroup}, per column {@link #startColumn}, an optional dictionary page, its
 * data pages, {@link #endColumn} and an optional bloom filter, {@link #endRowGroup}; {@link #end}.
 * Not thread-safe.
 */
final class ShadedParquet {

    /** Parquet-java's defaults, kept as the table's files had them. */
    private static final int COLUMN_INDEX_TRUNCATE_LENGTH = 64;
    private static final boolean PAGE_CHECKSUMS = true;
    /** A bloom filter's bitset bytes at least and at most, by the format (compile-time constants: no member is called). */
    static final int BLOOM_MIN_BYTES = BlockSplitBloomFilter.LOWER_BOUND_BYTES;
    static final int BLOOM_MAX_BYTES = BlockSplitBloomFilter.UPPER_BOUND_BYTES;

    /** A leaf column of the file: its index in the file's columns, its top-level field, its levels. */
    record LeafColumn(int index, String field, int maxDefinition, int maxRepetition, int fieldDefinition) {
        /** Whether its values are a list's elements (repetition levels are written). */
        boolean repeated() {
            return maxRepetition > 0;
        }
    }

    /** How a page's levels or values are encoded, as the page header names it. */
    enum PageEncoding {
        PLAIN, PLAIN_DICTIONARY, RLE, BIT_PACKED
    }

    private final MessageType schema;
    private final List<String> fields = new ArrayList<>();
    private final List<ColumnDescriptor> descriptors;
    private final List<LeafColumn> columns = new ArrayList<>();
    private ParquetOutput output;
    private ParquetFileWriter writer;

    /** The Parquet schema of {@code schema} (field ids kept); nothing is written before {@link #start}. */
    ShadedParquet(Schema schema) {
        this.schema = ParquetSchemaUtil.convert(schema, "table");
        for (Type field : this.schema.getFields()) {
            fields.add(field.getName());
        }
        descriptors = this.schema.getColumns();
        for (int i = 0; i < descriptors.size(); i++) {
            ColumnDescriptor descriptor = descriptors.get(i);
            String[] path = descriptor.getPath();
            columns.add(new LeafColumn(i, path[0], descriptor.getMaxDefinitionLevel(), descriptor.getMaxRepetitionLevel(),
                    this.schema.getMaxDefinitionLevel(path[0])));
        }
    }

    /** The file's top-level fields, in order. */
    List<String> fields() {
        return fields;
    }

    /** The file's leaf columns, in order. */
    List<LeafColumn> columns() {
        return columns;
    }

    /** Creates the file and writes its magic; row groups are cut at {@code rowGroupBytes}. */
    void start(org.apache.iceberg.io.OutputFile file, long rowGroupBytes) throws IOException {
        output = new ParquetOutput(file);
        writer = new ParquetFileWriter(new OutputFileAdapter(output), schema, ParquetFileWriter.Mode.CREATE, rowGroupBytes, 0,
                COLUMN_INDEX_TRUNCATE_LENGTH, Integer.MAX_VALUE, PAGE_CHECKSUMS);
        writer.start();
    }

    /** The bytes written so far. */
    long position() throws IOException {
        return writer.getPos();
    }

    void startRowGroup(int rows) throws IOException {
        writer.startBlock(rows);
    }

    /** Starts {@code column}'s chunk of {@code slots} levels, its pages compressed by {@code codec}. */
    void startColumn(LeafColumn column, int slots, PageCodec codec) throws IOException {
        writer.startColumn(descriptors.get(column.index()), slots, codecName(codec));
    }

    /** The dictionary page: {@code bytes[0, length)} compressed from {@code uncompressedSize} bytes of {@code entries} PLAIN entries. */
    void writeDictionaryPage(byte[] bytes, int length, int uncompressedSize, int entries, PageEncoding encoding)
            throws IOException {
        writer.writeDictionaryPage(new DictionaryPage(BytesInput.from(bytes, 0, length), uncompressedSize, entries,
                encoding(encoding)));
    }

    /**
     * A DataPage V1: {@code bytes[0, length)} compressed from {@code uncompressedSize} bytes holding
     * {@code slots} levels of {@code rows} rows, whose values span {@code range} (null: no value) and
     * {@code nulls} of whose slots hold none. The bytes are written before this returns.
     */
    void writeDataPage(LeafColumn column, int slots, int uncompressedSize, byte[] bytes, int length, ValueRange range, long nulls,
                       int rows, PageEncoding repetition, PageEncoding definition, PageEncoding values) throws IOException {
        Statistics<?> statistics = Statistics.createStats(descriptors.get(column.index()).getPrimitiveType());
        if (range instanceof ValueRange.Ints ints) {
            statistics.updateStats(ints.min());
            statistics.updateStats(ints.max());
        } else if (range instanceof ValueRange.Longs longs) {
            statistics.updateStats(longs.min());
            statistics.updateStats(longs.max());
        } else if (range instanceof ValueRange.Booleans booleans) {
            statistics.updateStats(booleans.min());
            statistics.updateStats(booleans.max());
        } else if (range instanceof ValueRange.Texts texts) {
            statistics.updateStats(Binary.fromConstantByteArray(texts.min()));
            statistics.updateStats(Binary.fromConstantByteArray(texts.max()));
        }
        statistics.incrementNumNulls(nulls);
        writer.writeDataPage(slots, uncompressedSize, BytesInput.from(bytes, 0, length), statistics, rows,
                encoding(repetition), encoding(definition), encoding(values));
    }

    void endColumn() throws IOException {
        writer.endColumn();
    }

    /** The split-block bloom filter of {@code column}'s chunk just written, as its bitset. */
    void addBloomFilter(LeafColumn column, byte[] bitset) {
        writer.addBloomFilter(ColumnPath.get(descriptors.get(column.index()).getPath()).toDotString(),
                new BlockSplitBloomFilter(bitset));
    }

    void endRowGroup() throws IOException {
        writer.endBlock();
    }

    /**
     * Writes the file's tail (indexes, bloom filters, footer, the footer naming this writer:
     * {@link ParquetOutput#holdTail()}) and closes it; returns its length and Iceberg's metrics of it.
     */
    WrittenFile end(MetricsConfig metrics) throws IOException {
        output.holdTail();
        writer.end(Map.of());
        ParquetMetadata footer = writer.getFooter();
        return new WrittenFile(output.length(), ParquetUtil.footerMetrics(footer, Stream.empty(), metrics),
                ParquetUtil.getSplitOffsets(footer));
    }

    /** Closes the file after a failure, whatever the writer's state; the caller deletes it. */
    void abort(Exception cause) {
        if (output != null) {
            output.closeQuietly(cause);
        }
    }

    /** The bits a split-block bloom filter of {@code distinct} values at {@code fpp} takes, as parquet-java sizes it. */
    static int bloomBits(long distinct, double fpp) {
        return BlockSplitBloomFilter.optimalNumOfBits(distinct, fpp);
    }

    /**
     * Copies the Thrift footer {@code tail[start, start + length)} to {@code out} with its
     * {@code created_by} set to {@code createdBy}.
     */
    static void writeFooterCreatedBy(byte[] tail, int start, int length, String createdBy, OutputStream out) throws IOException {
        FileMetaData footer = Util.readFileMetaData(new ByteArrayInputStream(tail, start, length));
        footer.setCreated_by(createdBy);
        Util.writeFileMetaData(footer, out);
    }

    private static CompressionCodecName codecName(PageCodec codec) {
        return switch (codec) {
            case ZSTD -> CompressionCodecName.ZSTD;
            case SNAPPY -> CompressionCodecName.SNAPPY;
            case GZIP -> CompressionCodecName.GZIP;
            case UNCOMPRESSED -> CompressionCodecName.UNCOMPRESSED;
        };
    }

    private static Encoding encoding(PageEncoding encoding) {
        return switch (encoding) {
            case PLAIN -> Encoding.PLAIN;
            case PLAIN_DICTIONARY -> Encoding.PLAIN_DICTIONARY;
            case RLE -> Encoding.RLE;
            case BIT_PACKED -> Encoding.BIT_PACKED;
        };
    }

    /** Parquet-java's compressors, for the codecs other than zstd (which the writer runs itself). */
    static final class Compressors implements AutoCloseable {

        private final CodecFactory codecs;

        Compressors(int pageBytes) {
            codecs = new CodecFactory(new Configuration(), pageBytes);
        }

        /** {@code bytes[0, length)} compressed by {@code codec}, in an array of their own. */
        byte[] compress(PageCodec codec, byte[] bytes, int length) throws IOException {
            return codecs.getCompressor(codecName(codec)).compress(BytesInput.from(bytes, 0, length)).toByteArray();
        }

        @Override
        public void close() {
            codecs.release();
        }
    }

    /** {@link ParquetOutput} as parquet-java's output file. */
    static final class OutputFileAdapter implements org.apache.iceberg.shaded.org.apache.parquet.io.OutputFile {

        private final ParquetOutput output;

        OutputFileAdapter(ParquetOutput output) {
            this.output = output;
        }

        @Override
        public PositionOutputStream create(long blockSizeHint) {
            output.open();
            return new StreamAdapter(output);
        }

        @Override
        public PositionOutputStream createOrOverwrite(long blockSizeHint) {
            return create(blockSizeHint);
        }

        @Override
        public boolean supportsBlockSize() {
            return false;
        }

        @Override
        public long defaultBlockSize() {
            return 0;
        }

        @Override
        public String getPath() {
            return output.location();
        }
    }

    /** {@link ParquetOutput}'s stream as parquet-java's. */
    static final class StreamAdapter extends PositionOutputStream {

        private final ParquetOutput output;

        StreamAdapter(ParquetOutput output) {
            this.output = output;
        }

        @Override
        public long getPos() throws IOException {
            return output.position();
        }

        @Override
        public void write(int b) throws IOException {
            output.write(b);
        }

        @Override
        public void write(byte[] b, int off, int len) throws IOException {
            output.write(b, off, len);
        }

        @Override
        public void flush() throws IOException {
            output.flush();
        }

        @Override
        public void close() throws IOException {
            output.close();
        }
    }

    /**
     * What this class calls of the shaded parquet-java (and of Iceberg's API where a shaded type is in
     * the signature), and its classes that extend shaded ones: what {@link ShadedParquetProbe} looks
     * up. A class of its own, with no shaded type in it, so that the probe reads the list without
     * loading the adapter (which a runtime without one of its classes would fail to load).
     */
    static final class Called {

        private static final String SHADED = "org.apache.iceberg.shaded.org.apache.parquet.";
        private static final String WRITER = SHADED + "hadoop.ParquetFileWriter";
        private static final String BYTES = SHADED + "bytes.BytesInput";
        private static final String STATS = SHADED + "column.statistics.Statistics";
        private static final String ENCODING = SHADED + "column.Encoding";
        private static final String DESCRIPTOR = SHADED + "column.ColumnDescriptor";
        private static final String CODEC = SHADED + "hadoop.metadata.CompressionCodecName";
        private static final String BLOOM = SHADED + "column.values.bloomfilter.BlockSplitBloomFilter";
        private static final String MESSAGE = SHADED + "schema.MessageType";
        private static final String FOOTER = SHADED + "hadoop.metadata.ParquetMetadata";
        private static final String FORMAT = SHADED + "format.";
        private static final String CODECS = SHADED + "hadoop.CodecFactory";
        private static final String COMPRESSOR = SHADED + "hadoop.CodecFactory$BytesCompressor";
        private static final String PATH = SHADED + "hadoop.metadata.ColumnPath";
        private static final String STRINGS = "java.lang.String[]";

        static final List<Member> MEMBERS = List.of(
                Member.staticMethod("org.apache.iceberg.parquet.ParquetSchemaUtil", "convert", MESSAGE,
                        "org.apache.iceberg.Schema", "java.lang.String"),
                Member.method(MESSAGE, "getFields", "java.util.List"),
                Member.method(MESSAGE, "getColumns", "java.util.List"),
                Member.method(MESSAGE, "getMaxDefinitionLevel", "int", STRINGS),
                Member.method(SHADED + "schema.Type", "getName", "java.lang.String"),
                Member.method(DESCRIPTOR, "getPath", STRINGS),
                Member.method(DESCRIPTOR, "getMaxDefinitionLevel", "int"),
                Member.method(DESCRIPTOR, "getMaxRepetitionLevel", "int"),
                Member.method(DESCRIPTOR, "getPrimitiveType", SHADED + "schema.PrimitiveType"),
                Member.constructor(WRITER, SHADED + "io.OutputFile", MESSAGE, WRITER + "$Mode", "long", "int", "int", "int", "boolean"),
                Member.staticField(WRITER + "$Mode", "CREATE", WRITER + "$Mode"),
                Member.method(WRITER, "start", "void"),
                Member.method(WRITER, "getPos", "long"),
                Member.method(WRITER, "startBlock", "void", "long"),
                Member.method(WRITER, "startColumn", "void", DESCRIPTOR, "long", CODEC),
                Member.method(WRITER, "writeDictionaryPage", "void", SHADED + "column.page.DictionaryPage"),
                Member.method(WRITER, "writeDataPage", "void", "int", "int", BYTES, STATS, "long", ENCODING, ENCODING, ENCODING),
                Member.method(WRITER, "endColumn", "void"),
                Member.method(WRITER, "addBloomFilter", "void", "java.lang.String", SHADED + "column.values.bloomfilter.BloomFilter"),
                Member.method(WRITER, "endBlock", "void"),
                Member.method(WRITER, "end", "void", "java.util.Map"),
                Member.method(WRITER, "getFooter", FOOTER),
                Member.constructor(SHADED + "column.page.DictionaryPage", BYTES, "int", "int", ENCODING),
                Member.staticMethod(BYTES, "from", BYTES, "byte[]", "int", "int"),
                Member.method(BYTES, "toByteArray", "byte[]"),
                Member.staticMethod(STATS, "createStats", STATS, SHADED + "schema.Type"),
                Member.method(STATS, "updateStats", "void", "int"),
                Member.method(STATS, "updateStats", "void", "long"),
                Member.method(STATS, "updateStats", "void", "boolean"),
                Member.method(STATS, "updateStats", "void", SHADED + "io.api.Binary"),
                Member.method(STATS, "incrementNumNulls", "void", "long"),
                Member.staticMethod(SHADED + "io.api.Binary", "fromConstantByteArray", SHADED + "io.api.Binary", "byte[]"),
                Member.staticMethod(PATH, "get", PATH, STRINGS),
                Member.method(PATH, "toDotString", "java.lang.String"),
                Member.constructor(BLOOM, "byte[]"),
                Member.staticMethod(BLOOM, "optimalNumOfBits", "int", "long", "double"),
                Member.staticMethod("org.apache.iceberg.parquet.ParquetUtil", "footerMetrics", "org.apache.iceberg.Metrics",
                        FOOTER, "java.util.stream.Stream", "org.apache.iceberg.MetricsConfig"),
                Member.staticMethod("org.apache.iceberg.parquet.ParquetUtil", "getSplitOffsets", "java.util.List", FOOTER),
                Member.staticMethod(FORMAT + "Util", "readFileMetaData", FORMAT + "FileMetaData", "java.io.InputStream"),
                Member.method(FORMAT + "FileMetaData", "setCreated_by", FORMAT + "FileMetaData", "java.lang.String"),
                Member.staticMethod(FORMAT + "Util", "writeFileMetaData", "void", FORMAT + "FileMetaData", "java.io.OutputStream"),
                Member.staticField(CODEC, "ZSTD", CODEC),
                Member.staticField(CODEC, "SNAPPY", CODEC),
                Member.staticField(CODEC, "GZIP", CODEC),
                Member.staticField(CODEC, "UNCOMPRESSED", CODEC),
                Member.staticField(ENCODING, "PLAIN", ENCODING),
                Member.staticField(ENCODING, "PLAIN_DICTIONARY", ENCODING),
                Member.staticField(ENCODING, "RLE", ENCODING),
                Member.staticField(ENCODING, "BIT_PACKED", ENCODING),
                Member.constructor(CODECS, "org.apache.hadoop.conf.Configuration", "int"),
                Member.method(CODECS, "getCompressor", COMPRESSOR, CODEC),
                Member.method(COMPRESSOR, "compress", BYTES, BYTES),
                Member.method(CODECS, "release", "void"),
                Member.constructor(SHADED + "io.PositionOutputStream"));

        /** This class's own classes that implement or extend a shaded type: the runtime's must leave none of their methods abstract. */
        static final List<String> IMPLEMENTATIONS = List.of(
                "org.chesslake.parquet.ShadedParquet$OutputFileAdapter", "org.chesslake.parquet.ShadedParquet$StreamAdapter");

        private Called() {
        }
    }
}
