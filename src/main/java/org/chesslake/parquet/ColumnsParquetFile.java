package org.chesslake.parquet;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;
import java.util.stream.Stream;
import org.apache.iceberg.MetricsConfig;
import org.apache.iceberg.Schema;
import org.apache.iceberg.io.OutputFile;
import org.chesslake.parquet.ShadedParquet.LeafColumn;
import org.chesslake.table.Column;
import org.chesslake.table.ColumnType;

/**
 * One Parquet data file of a table whose rows its {@link Column}s compute (the games rows of the
 * moves pass), written column at a time as the moves' files are ({@link MovesParquetFile}: the same
 * column buffers, chunk encoding, statistics, bloom filters and layout by parquet-java through
 * {@link ShadedParquet}): a row's values, each computed by its column, go into the row group's
 * buffers column by column, and each column of a row group is encoded on its own, knowing all its
 * values. Iceberg's writer for generic records took several times the CPU, most of it in
 * parquet-java's per-value dictionary maps. The file's schema is the table's, field ids included;
 * its fields are matched to the columns by name. A map column (a game's tags) is two leaves, its
 * keys and its values, a slot per entry. Not thread-safe.
 *
 * @param <S> what a row is made from
 */
public final class ColumnsParquetFile<S> {

    /** What a row compresses to before a file has measured it (scid-large's games rows: about 45 bytes). */
    public static final double FIRST_BYTES_PER_ROW = 45;

    /** Null where the columns are only checked ({@link #check}). */
    private final RowGroupFile rowGroups;
    /** Per field of the file, in its order: the column's value, its type and its (first) leaf. */
    private final Function<S, Object>[] values;
    private final ColumnType[] types;
    private final int[] leafOf;
    /** Per leaf of the file. */
    private final ColumnBuffer[] leaves;
    private final boolean[] dictionaryAllowed;
    private final boolean[] bloom;
    private final LongValues[] longs;
    private final IntValues[] ints;
    private final BooleanValues[] booleans;
    private final TextValues[] texts;
    private int rows;

    /**
     * @param bytesPerRow what a row compresses to, as far as the caller knows (a previous file's
     *     {@link #bytesPerRow()}, or {@link #FIRST_BYTES_PER_ROW}): sizes the first row group
     * @throws IllegalStateException when the columns are not the schema's fields, or a bloom filter
     *     or dictionary setting names what this writer cannot honour
     */
    public ColumnsParquetFile(OutputFile file, Schema schema, ParquetSettings settings, double bytesPerRow,
                              List<Column<S>> columns) throws IOException {
        this(Objects.requireNonNull(file, "file"), schema, settings, columns, bytesPerRow);
    }

    /**
     * Refuses what a file of {@code schema} written from {@code columns} under {@code settings} would
     * refuse, with no file: what the driver checks before any task starts, so that a table column this
     * version does not compute, or a setting it cannot honour, fails the run at once with its own message.
     *
     * @throws IllegalStateException as the constructor does
     */
    public static <S> void check(Schema schema, ParquetSettings settings, List<Column<S>> columns) {
        try {
            new ColumnsParquetFile<>(null, schema, settings, columns, FIRST_BYTES_PER_ROW);
        } catch (IOException e) {
            throw new UncheckedIOException(e); // opens no file: not thrown
        }
    }

    /** A file of the columns, started on {@code file}; with none, the columns only checked against the schema and settings. */
    @SuppressWarnings("unchecked")
    private ColumnsParquetFile(OutputFile file, Schema schema, ParquetSettings settings, List<Column<S>> columns,
                               double bytesPerRow) throws IOException {
        ShadedParquet shaded = new ShadedParquet(schema);
        List<String> fields = shaded.fields();
        if (fields.size() != columns.size()) {
            throw new IllegalStateException("the table has the columns " + fields + "; this version writes "
                    + columns.stream().map(Column::name).toList());
        }
        List<LeafColumn> leafColumns = shaded.columns();
        int leafCount = leafColumns.size();
        values = new Function[fields.size()];
        types = new ColumnType[fields.size()];
        leafOf = new int[fields.size()];
        leaves = new ColumnBuffer[leafCount];
        dictionaryAllowed = new boolean[leafCount];
        bloom = new boolean[leafCount];
        longs = new LongValues[leafCount];
        ints = new IntValues[leafCount];
        booleans = new BooleanValues[leafCount];
        texts = new TextValues[leafCount];
        int leaf = 0;
        for (int f = 0; f < fields.size(); f++) {
            String name = fields.get(f);
            Column<S> column = columns.stream().filter(c -> c.name().equals(name)).findFirst().orElseThrow(
                    () -> new IllegalStateException("the table has a column " + name + " that this version does not write"));
            values[f] = column.value();
            types[f] = column.type();
            leafOf[f] = leaf;
            int width = column.type() == ColumnType.STRING_MAP ? 2 : 1;
            for (int k = leaf; k < leaf + width; k++) {
                if (k >= leafCount || !leafColumns.get(k).field().equals(name)) {
                    throw new IllegalStateException("the table's column " + name + " is not a " + column.type());
                }
                leaves[k] = new ColumnBuffer(leafColumns.get(k), switch (column.type()) {
                    case LONG -> longs[k] = new LongValues();
                    case INT, DATE -> ints[k] = new IntValues();
                    case BOOLEAN -> booleans[k] = new BooleanValues();
                    case STRING, STRING_MAP -> texts[k] = new TextValues();
                    case INT_ARRAY -> throw new IllegalStateException("this writer writes no array column: " + name);
                });
                // a setting names a leaf by its path: a map's leaves are below its name, which names no leaf
                dictionaryAllowed[k] = width > 1 || !settings.plainColumns().contains(name);
                bloom[k] = width == 1 && settings.bloomColumns().contains(name);
                if (bloom[k] && longs[k] == null) {
                    throw new IllegalStateException("bloom filters are written for bigint columns only, not " + name);
                }
            }
            Stream.concat(settings.plainColumns().stream(), settings.bloomColumns().stream())
                    .filter(named -> named.startsWith(name + ".")).findAny().ifPresent(named -> {
                        throw new IllegalStateException("this writer honours no dictionary or bloom filter setting of a map's leaf: " + named);
                    });
            leaf += width;
        }
        if (leaf != leafCount) {
            throw new IllegalStateException("the table's columns " + fields + " have " + leafCount + " leaves, not " + leaf);
        }
        rowGroups = file == null ? null : new RowGroupFile(shaded, file, settings, bytesPerRow, leaves, dictionaryAllowed, bloom, longs);
    }

    /** Writes the row of {@code row}: each column's value. */
    public void add(S row) throws IOException {
        for (int f = 0; f < values.length; f++) {
            Object value = values[f].apply(row);
            int leaf = leafOf[f];
            ColumnBuffer column = leaves[leaf];
            if (value == null) {
                column.absent();
                if (types[f] == ColumnType.STRING_MAP) {
                    leaves[leaf + 1].absent();
                }
                continue;
            }
            switch (types[f]) {
                case LONG -> longs[leaf].add((Long) value);
                case INT -> ints[leaf].add((Integer) value);
                case DATE -> ints[leaf].add(Math.toIntExact(((LocalDate) value).toEpochDay()));
                case BOOLEAN -> booleans[leaf].add((Boolean) value);
                case STRING -> texts[leaf].add((String) value);
                case STRING_MAP -> {
                    addMap(leaf, (Map<?, ?>) value);
                    continue;
                }
            }
            column.present();
        }
        rows++;
        if (rowGroups.full(rows)) {
            writeRowGroup();
        }
    }

    /**
     * A map's entries, in its order, as slots of its key and value leaves: an empty map is a slot
     * defined up to the map, an entry one defined up to its key, and to its value unless null.
     */
    private void addMap(int leaf, Map<?, ?> map) {
        ColumnBuffer keys = leaves[leaf];
        ColumnBuffer values = leaves[leaf + 1];
        if (map.isEmpty()) {
            keys.level(keys.column().fieldDefinition(), 0);
            values.level(values.column().fieldDefinition(), 0);
            return;
        }
        int entry = keys.column().maxDefinition();
        int repeated = keys.column().maxRepetition();
        int repetition = 0;
        for (Map.Entry<?, ?> pair : map.entrySet()) {
            keys.level(entry, repetition);
            texts[leaf].add((String) pair.getKey());
            String value = (String) pair.getValue();
            if (value == null) {
                values.level(entry, repetition);
            } else {
                values.level(values.column().maxDefinition(), repetition);
                texts[leaf + 1].add(value);
            }
            repetition = repeated;
        }
    }

    /** The file's length so far: what is written and what the buffered rows are estimated to take. */
    public long length() throws IOException {
        return rowGroups.length(rows);
    }

    /** What a row compressed to in this file's last row group. */
    public double bytesPerRow() {
        return rowGroups.bytesPerRow();
    }

    private void writeRowGroup() throws IOException {
        rowGroups.write(rows);
        rows = 0;
    }

    /** Writes the last row group and the footer (which names this writer as created_by); returns the file with Iceberg's {@code metrics} of it. */
    public WrittenFile close(MetricsConfig metrics) throws IOException {
        return rowGroups.close(this::writeRowGroup, metrics);
    }

    /** Closes the file after a failure; the caller deletes it. */
    public void abort(Exception cause) {
        rowGroups.abort(cause);
    }
}
