package org.chesslake.spark;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.univocity.parsers.csv.CsvParser;
import java.io.BufferedReader;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.apache.spark.sql.catalyst.csv.CSVInferSchema;
import org.apache.spark.sql.catalyst.csv.CSVOptions;
import org.apache.spark.sql.catalyst.json.JSONOptions;
import org.apache.spark.sql.catalyst.json.JsonInferSchema;
import org.apache.spark.sql.catalyst.util.PermissiveMode$;
import org.apache.spark.sql.types.DataType;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.NullType$;
import org.apache.spark.sql.types.StructType;
import org.chesslake.files.InputFile;
import org.chesslake.format.TableFiles;
import scala.Function2;

/**
 * The columns of a CSV or JSON lines file (plain or compressed), found on the driver from the file's
 * first records only: at most {@link #SAMPLE_ROWS} records and {@link #SAMPLE_BYTES} bytes of text,
 * read through the file layer with no Spark job, their types inferred by Spark's own inference of
 * CSV and JSON types. So finding the table files below a directory costs a bounded read of each,
 * whatever their sizes. A CSV file's columns are its header's; a JSON file's the keys of its sampled
 * lines. A later value not of its column's sampled type makes its row malformed ({@link TextTableRows}).
 */
final class TextTableSchema {

    static final int SAMPLE_ROWS = 1000;
    static final int SAMPLE_BYTES = 1 << 20;

    private TextTableSchema() {
    }

    /** The file's columns by its first records; the column types as Spark infers them from those records. */
    static StructType of(InputFile file, TableFileKind kind) throws IOException {
        try (SampleText text = new SampleText(TableFiles.text(file))) {
            return kind == TableFileKind.CSV ? csv(file, text) : json(text);
        }
    }

    private static StructType csv(InputFile file, SampleText text) throws IOException {
        CSVOptions options = TextTableRows.csvOptions(TableFileKind.CSV);
        CsvParser tokenizer = new CsvParser(options.asParserSettings());
        tokenizer.beginParsing(text, options.charset());
        String[] header = tokenizer.parseNext();
        if (header == null) {
            throw new IOException(file.name() + ": no header row");
        }
        List<String[]> records = new ArrayList<>();
        for (String[] record = tokenizer.parseNext(); record != null && records.size() < SAMPLE_ROWS; record = tokenizer.parseNext()) {
            records.add(record);
        }
        tokenizer.stopParsing();
        if (text.cut() && !records.isEmpty()) {
            records.remove(records.size() - 1); // it may end at the cut
        }
        CSVInferSchema inference = new CSVInferSchema(options);
        DataType[] types = new DataType[header.length];
        Arrays.fill(types, NullType$.MODULE$);
        for (String[] record : records) {
            types = inference.inferRowType(types, record);
        }
        return DataTypes.createStructType(inference.toStructFields(types, safeHeader(header, options)));
    }

    /** The header's names as Spark's CSV source makes them: {@code _c<i>} for a blank one, the index added to a repeated one. */
    private static String[] safeHeader(String[] header, CSVOptions options) {
        Set<String> seen = new HashSet<>();
        Set<String> repeated = new HashSet<>();
        for (String name : header) {
            if (name != null && !seen.add(name.toLowerCase(Locale.ROOT))) {
                repeated.add(name.toLowerCase(Locale.ROOT));
            }
        }
        String[] names = new String[header.length];
        for (int i = 0; i < header.length; i++) {
            String name = header[i];
            names[i] = name == null || name.isEmpty() || name.equals(options.nullValue()) ? "_c" + i
                    : repeated.contains(name.toLowerCase(Locale.ROOT)) ? name + i : name;
        }
        return names;
    }

    private static StructType json(SampleText text) throws IOException {
        JSONOptions options = TextTableRows.jsonOptions(TableFileKind.JSON);
        JsonInferSchema inference = new JsonInferSchema(options);
        Function2<DataType, DataType, DataType> merge = JsonInferSchema.compatibleRootType(options.columnNameOfCorruptRecord(),
                PermissiveMode$.MODULE$);
        JsonFactory factory = options.buildJsonFactory();
        BufferedReader lines = new BufferedReader(new InputStreamReader(text, StandardCharsets.UTF_8));
        List<String> sample = new ArrayList<>();
        for (String line = lines.readLine(); line != null && sample.size() < SAMPLE_ROWS; line = lines.readLine()) {
            if (!line.isBlank()) {
                sample.add(line);
            }
        }
        if (text.cut() && !sample.isEmpty()) {
            sample.remove(sample.size() - 1); // it may end at the cut
        }
        DataType root = NullType$.MODULE$;
        for (String line : sample) {
            try (JsonParser parser = factory.createParser(line)) {
                parser.nextToken();
                root = merge.apply(root, inference.inferField(parser));
            } catch (IOException | RuntimeException e) {
                // a line that is no JSON gives no columns; reading it, it is a malformed row
            }
        }
        DataType canonical = inference.canonicalizeType(root, options).getOrElse(() -> null);
        return canonical instanceof StructType struct ? struct : new StructType();
    }

    /** The first {@link #SAMPLE_BYTES} bytes of a text, telling whether it was cut there. */
    private static final class SampleText extends FilterInputStream {

        private long left = SAMPLE_BYTES;
        private boolean cut;

        SampleText(InputStream text) {
            super(text);
        }

        boolean cut() {
            return cut;
        }

        @Override
        public int read() throws IOException {
            byte[] one = new byte[1];
            return read(one, 0, 1) < 0 ? -1 : one[0] & 0xff;
        }

        @Override
        public int read(byte[] buffer, int offset, int length) throws IOException {
            if (left == 0) {
                cut = cut || super.read() >= 0;
                return -1;
            }
            int n = super.read(buffer, offset, (int) Math.min(length, left));
            if (n > 0) {
                left -= n;
            }
            return n;
        }

        @Override
        public long skip(long n) throws IOException {
            return super.skip(Math.min(n, left));
        }
    }
}
