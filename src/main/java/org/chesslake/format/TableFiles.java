package org.chesslake.format;

import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.util.List;
import java.util.Optional;
import java.util.ServiceLoader;
import org.chesslake.files.InputFile;
import org.chesslake.format.text.TextCompression;

/**
 * The rows of table files (Parquet, ORC, CSV, JSON lines), as the layer that reads tables gives them
 * to a format of games kept in tables: the formats never read a table's bytes themselves. Spark's layer provides it
 * (listed in {@code META-INF/services/org.chesslake.format.TableFiles}); without it no table file is
 * recognised.
 */
public interface TableFiles {

    /**
     * A file's name without the compression suffix a CSV or JSON lines file may carry ({@code .gz},
     * {@code .bz2}, {@code .zst}: those every text format reads); the name itself when it has none.
     */
    static String uncompressedName(String fileName) {
        return fileName.substring(0, fileName.length() - TextCompression.ofSuffix(fileName).suffix().length());
    }

    /**
     * The text of a CSV or JSON lines file from its start, decompressed as its name says: the text
     * formats' codecs, so that the layer reading tables decodes no compressed bytes itself.
     */
    static InputStream text(InputFile file) throws IOException {
        InputStream raw = file.path().getFileSystem(file.conf()).open(file.path());
        try {
            return TextCompression.ofSuffix(file.fileName()).decompress(raw);
        } catch (IOException | RuntimeException e) {
            raw.close();
            throw e;
        }
    }

    /** The provider on the classpath, if any. */
    static Optional<TableFiles> provider() {
        return ServiceLoader.load(TableFiles.class, TableFiles.class.getClassLoader()).findFirst();
    }

    /**
     * The columns of a table file as its reader sees them, or empty when this provider cannot read
     * it now (not a table it knows; no Spark session to ask). On the driver only: it may ask the
     * session.
     */
    Optional<Schema> schema(InputFile file) throws IOException;

    /**
     * Whether the file is read by byte ranges, each holding the row groups (Parquet) or stripes (ORC)
     * whose middle lies in it; else (CSV, JSON lines) only from its start, by one reader: a row's
     * position is its ordinal, which a reader starting in the middle cannot know.
     */
    boolean readsByRanges(InputFile file);

    /** The schema whose {@link Schema#encoded()} text this is. */
    Schema decode(String encoded);

    /**
     * The rows whose row group or stripe has its middle in bytes {@code [start, end)} of the file (of
     * a file not {@link #readsByRanges read by ranges}: all its rows, the range being the whole
     * file), with the values of {@code columns} (names of {@code schema}), in file order. In the
     * tasks: needs no session.
     */
    Rows rows(InputFile file, Schema schema, List<String> columns, long start, long end) throws IOException;

    /**
     * A table's columns.
     *
     * @param columns their names, in the table's order
     * @param encoded the whole schema as the provider writes it down, to be given back to {@link #rows}
     *                (it travels in a database's plan, so the tasks do not read it again)
     */
    record Schema(List<String> columns, String encoded) {

        public Schema {
            columns = List.copyOf(columns);
        }

        /** The column of this name in any case, if the table has one. */
        public Optional<String> column(String name) {
            return columns.stream().filter(c -> c.equalsIgnoreCase(name)).findFirst();
        }
    }

    /**
     * A cursor over rows. Values come as Java values by the column's type: {@code String};
     * {@code Long} for integers of any width; {@code Double} for floating point numbers;
     * {@code java.time.LocalDate} for dates; {@code java.time.LocalTime} for times of day;
     * {@code Boolean}; {@code java.math.BigDecimal} for decimals; null for SQL NULL and for types
     * with no text of their own (binary, nested).
     */
    interface Rows extends Closeable {

        boolean next() throws IOException;

        /** The current row's position in its file, 0 = first. */
        long rowIndex();

        /**
         * Why the current row's record is no row of the table, naming where it is in the file (a
         * CSV record of too few or too many fields, a JSON line that is no object); empty for a
         * row read whole. A malformed row has no values, but it is a row: it keeps its position.
         */
        default Optional<String> malformed() {
            return Optional.empty();
        }

        /** The value of the i-th requested column in the current row (null in a malformed row). */
        Object value(int column);
    }
}
