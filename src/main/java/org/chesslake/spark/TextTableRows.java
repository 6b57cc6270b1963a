package org.chesslake.spark;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.apache.spark.sql.catalyst.InternalRow;
import org.apache.spark.sql.catalyst.csv.CSVHeaderChecker;
import org.apache.spark.sql.catalyst.csv.CSVOptions;
import org.apache.spark.sql.catalyst.csv.UnivocityParser;
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
import scala.collection.Iterator;
import scala.jdk.javaapi.CollectionConverters;

/**
 * The rows of a CSV file (a header row first) or a JSON lines file, from its start, parsed by Spark's
 * own parsers of them with the schema Spark inferred on the driver, so that a value reads as Spark's
 * CSV and JSON sources read it: a CSV file as Spark's {@code multiLine} read does (a quoted value may
 * span lines; a malformed row is a row of nulls, as in Spark's {@code PERMISSIVE} mode), a JSON file a
 * line at a time (a blank line is no row; a line that is no JSON object fails the read naming the
 * file and the line). A row's position is its ordinal in the file.
 */
final class TextTableRows implements TableFiles.Rows {

    private final InputFile file;
    private final InputStream in;
    private final RowSource source;
    private final DataType[] types;
    private InternalRow row;
    private long index = -1;

    /** The next row of the file, or null after its last. */
    private interface RowSource {
        InternalRow next() throws IOException;
    }

    private TextTableRows(InputFile file, InputStream in, RowSource source, StructType requested) {
        this.file = file;
        this.in = in;
        this.source = source;
        this.types = java.util.Arrays.stream(requested.fields()).map(StructField::dataType).toArray(DataType[]::new);
    }

    static TableFiles.Rows open(InputFile file, TableFileKind kind, StructType table, StructType requested) throws IOException {
        InputStream in = file.path().getFileSystem(file.conf()).open(file.path());
        try {
            return new TextTableRows(file, in, kind == TableFileKind.CSV ? csv(file, in, kind, table, requested)
                    : json(file, in, kind, requested), requested);
        } catch (RuntimeException e) {
            in.close();
            throw e;
        }
    }

    private static RowSource csv(InputFile file, InputStream in, TableFileKind kind, StructType table, StructType requested) {
        CSVOptions options = new CSVOptions(scalaMap(kind.options()), true, SQLConf.get().sessionLocalTimeZone());
        Iterator<InternalRow> rows = UnivocityParser.parseStream(in, new UnivocityParser(table, requested, options),
                new CSVHeaderChecker(table, options, file.name(), true), requested);
        return () -> rows.hasNext() ? rows.next() : null;
    }

    private static RowSource json(InputFile file, InputStream in, TableFileKind kind, StructType requested) {
        SQLConf sql = SQLConf.get();
        JSONOptions options = new JSONOptions(scalaMap(kind.options()), sql.sessionLocalTimeZone(), sql.columnNameOfCorruptRecord());
        JacksonParser parser = new JacksonParser(requested, options, false,
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
                        return parsed.next();
                    }
                } catch (RuntimeException e) {
                    throw e;
                } catch (Exception e) { // Spark's BadRecordException, which Scala throws undeclared
                    Throwable cause = e.getCause() == null ? e : e.getCause();
                    throw new IOException(file.name() + ": line " + lineNumber[0] + " is no JSON object of the table: "
                            + cause.getMessage(), e);
                }
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
    public Object value(int column) {
        return SparkTableFiles.javaValue(row, column, types[column]);
    }

    @Override
    public void close() throws IOException {
        in.close();
    }
}
