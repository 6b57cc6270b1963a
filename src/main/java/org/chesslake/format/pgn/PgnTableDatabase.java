package org.chesslake.format.pgn;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.chesslake.files.InputFile;
import org.chesslake.format.DecodeLevel;
import org.chesslake.format.GameCursor;
import org.chesslake.format.GameDatabase;
import org.chesslake.format.HeaderField;
import org.chesslake.format.Split;
import org.chesslake.format.SplitSizing;
import org.chesslake.format.TableDatabase;
import org.chesslake.format.TableFiles;

/**
 * An open table file of games: its rows read by the table layer, a split's rows those of the row
 * groups (stripes) whose middle lies in it, or a CSV or JSON file's rows all in one split. Opening reads nothing: the schema came with the plan.
 */
final class PgnTableDatabase implements TableDatabase {

    private final InputFile file;
    private final TableFiles tables;
    private final TableFiles.Schema schema;
    private final String movetextColumn;
    private final TableTags tags;
    private long entryCount = -1;

    PgnTableDatabase(InputFile file, TableFiles tables, TableFiles.Schema schema, String movetextColumn) {
        this.file = file;
        this.tables = tables;
        this.schema = schema;
        this.movetextColumn = movetextColumn;
        this.tags = TableTags.of(schema.columns(), movetextColumn);
    }

    TableFiles.Schema schema() {
        return schema;
    }

    @Override
    public String file() {
        return file.name();
    }

    /** Byte ranges of a file read by ranges; else the whole file, read by one task from its start. */
    @Override
    public List<Split> splits(SplitSizing sizing) {
        return tables.readsByRanges(file) ? TableDatabase.super.splits(sizing) : Split.ranges(size(), Math.max(1, size()));
    }

    @Override
    public long size() {
        return file.size();
    }

    /** The tag columns are the index: a games query without move columns never reads the movetext. */
    @Override
    public Set<HeaderField> indexFields() {
        return GameDatabase.indexFieldsWithoutPlyCount();
    }

    /** The rows of the file, counted by one read of no column on first use. */
    @Override
    public synchronized long entryCount() {
        if (entryCount < 0) {
            long rows = 0;
            try (TableFiles.Rows all = tables.rows(file, schema, List.of(), 0, file.size())) {
                while (all.next()) {
                    rows++;
                }
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e.getMessage(), e);
            }
            entryCount = rows;
        }
        return entryCount;
    }

    /** The rows of the split: their tag columns, and the movetext when the level asks for the moves. */
    @Override
    public GameCursor cursor(Split split, DecodeLevel level) throws IOException {
        boolean moves = level.includes(DecodeLevel.MOVES);
        List<String> columns = new ArrayList<>(tags.columns());
        if (moves) {
            columns.add(movetextColumn);
        }
        return new PgnTableCursor(file(), tables.rows(file, schema, columns, split.start(), split.end()), tags, moves);
    }

    @Override
    public void close() {
        // nothing open: each cursor holds its own reader
    }
}
