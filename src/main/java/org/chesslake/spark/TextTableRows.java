package org.chesslake.spark;

import com.univocity.parsers.csv.CsvParser;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.Optional;
import org.apache.spark.sql.catalyst.InternalRow;
import org.apache.spark.sql.catalyst.csv.CSVOptions;
import org.apache.spark.sql.catalyst.csv.UnivocityParser;
import org.apache.spark.sql.catalyst.expressions.GenericInternalRow;
import org.apache.spark.sql.catalyst.json.CreateJacksonParser$;
import org.apache.spark.sql.catalyst.json.JSONOptions;
import org.apache.spark.sql.catalyst.json.JacksonParser;
import org.apache.spark.sql.internal.SQLConf;
import org.apache.spark.sql.sources.Filter;
import org.apache.spark.sql.types.DataType;
import org.apache.spark.sql.types.StructField;
import org.apache.spark.sql.types.StructType;
import org.apache.spark.unsafe.types.UTF8String;
import org.chesslake.files.InputFile;
import org.chesslake.format.TableFiles;
import scala.Function1;
import scala.collection.Iterator;
import scala.jdk.javaapi.CollectionConverters;

/**
 * The rows of a CSV file (a header row first) or a JSON lines file, plain or compressed, from its
 * start, with the schema {@link TextTableSchema} found on the driver, each value converted by
 * Spark's own CSV and JSON parsers so that it reads as Spark's sources read it. A CSV record may
 * span lines (a quoted value); a blank JSON line is no row. A record that is no row of the table (a
 * CSV record with more or fewer fields than the header, a value not of its column's type, a JSON
 * line that is no object of the table) is still a row, {@link #malformed() malformed}, naming its
 * line: each record of the file is a row. A row's position is its ordinal in the file.
 */
final class TextTableRows implements TableFiles.Rows {

    private final InputStream in;
    private final RowSource source;
    private final DataType[] types;
    private ParsedRow row;
    private long index = -1;

    /** A record of the file: its values, or why it is no row of the table (null when it is one). */
    private record ParsedRow(InternalRow values, String malformed) {
    }

    /** The next record of the file, or null after its last. */
    private interface RowSource {
        ParsedRow next() throws IOException;
    }

    private TextTableRows(InputStream in, RowSource source, StructType requested) {
        this.in = in;
        this.source = source;
        this.types = java.util.Arrays.stream(requested.fields()).map(StructField::dataType).toArray(DataType[]::new);
    }

    static TableFiles.Rows open(InputFile file, TableFileKind kind, StructType table, StructType requested) throws IOException {
        InputStream in = TableFiles.text(file);
        try {
            return new TextTableRows(in, kind == TableFileKind.CSV ? csv(in, kind, table, requested) : json(in, kind, requested),
                    requested);
        } catch (RuntimeException e) {
            in.close();
            throw e;
        }
    }

    /** The options Spark's CSV source reads the kind with. */
    static CSVOptions csvOptions(TableFileKind kind) {
        return new CSVOptions(scalaMap(kind.options()), true, SQLConf.get().sessionLocalTimeZone());
    }

    /** The options Spark's JSON source reads the kind with. */
    static JSONOptions jsonOptions(TableFileKind kind) {
        SQLConf sql = SQLConf.get();
        return new JSONOptions(scalaMap(kind.options()), sql.sessionLocalTimeZone(), sql.columnNameOfCorruptRecord());
    }

    /**
     * The records after the header, tokenized by univocity as Spark configures it, each requested
     * column's token converted by Spark's converter of its type.
     */
    private static RowSource csv(InputStream in, TableFileKind kind, StructType table, StructType requested) {
        CSVOptions options = csvOptions(kind);
        UnivocityParser spark = new UnivocityParser(table, options);
        StructField[] fields = requested.fields();
        int[] positions = new int[fields.length];
        @SuppressWarnings("unchecked")
        Function1<String, Object>[] converters = new Function1[fields.length];
        for (int i = 0; i < fields.length; i++) {
            positions[i] = table.fieldIndex(fields[i].name());
            converters[i] = spark.makeConverter(fields[i].name(), fields[i].dataType(), fields[i].nullable());
        }
        CsvParser tokenizer = new CsvParser(options.asParserSettings());
        tokenizer.beginParsing(in, options.charset());
        tokenizer.parseNext(); // the header, read on the driver
        return () -> {
            long firstLine = tokenizer.getContext().currentLine() + 1;
            String[] tokens = tokenizer.parseNext();
            if (tokens == null) {
                return null;
            }
            long lastLine = tokenizer.getContext().currentLine();
            String lines = lastLine > firstLine ? "lines " + firstLine + "-" + lastLine : "line " + firstLine;
            if (tokens.length != table.size()) {
                return new ParsedRow(null, lines + ": " + tokens.length + " fields where the header names " + table.size());
            }
            Object[] values = new Object[fields.length];
            for (int i = 0; i < fields.length; i++) {
                try {
                    values[i] = converters[i].apply(tokens[positions[i]]);
                } catch (RuntimeException e) {
                    return new ParsedRow(null, lines + ": column " + fields[i].name() + ": '" + tokens[positions[i]] + "' is no "
                            + fields[i].dataType().sql());
                }
            }
            return new ParsedRow(new GenericInternalRow(values), null);
        };
    }

    /** The file's non-blank lines, each parsed by Spark's JSON parser. */
    private static RowSource json(InputStream in, TableFileKind kind, StructType requested) {
        JacksonParser parser = new JacksonParser(requested, jsonOptions(kind), false,
                scala.collection.immutable.List$.MODULE$.<Filter>empty());
        BufferedReader lines = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
        long[] lineNumber = {0};
        return () -> {
            for (String line = lines.readLine(); line != null; line = lines.readLine()) {
                lineNumber[0]++;
                if (line.isBlank()) {
                    continue;
                }
                try {
                    Iterator<InternalRow> parsed = parser.parse(line, CreateJacksonParser$.MODULE$::string, UTF8String::fromString).iterator();
                    if (parsed.hasNext()) {
                        return new ParsedRow(parsed.next(), null);
                    }
                } catch (Exception e) { // Spark's BadRecordException, which Scala throws undeclared
                    Throwable cause = e.getCause() == null ? e : e.getCause();
                    return new ParsedRow(null, "line " + lineNumber[0] + " is no JSON object of the table: "
                            + String.valueOf(cause.getMessage()).lines().findFirst().orElse(""));
                }
                return new ParsedRow(null, "line " + lineNumber[0] + " is no JSON object of the table");
            }
            return null;
        };
    }

    private static scala.collection.immutable.Map<String, String> scalaMap(Map<String, String> options) {
        return scala.collection.immutable.Map$.MODULE$.from(CollectionConverters.asScala(options));
    }

    @Override
    public boolean next() throws IOException {
        row = source.next();
        if (row == null) {
            return false;
        }
        index++;
        return true;
    }

    @Override
    public long rowIndex() {
        return index;
    }

    @Override
    public Optional<String> malformed() {
        return Optional.ofNullable(row.malformed());
    }

    @Override
    public Object value(int column) {
        return row.values() == null ? null : SparkTableFiles.javaValue(row.values(), column, types[column]);
    }

    @Override
    public void close() throws IOException {
        in.close();
    }
}
