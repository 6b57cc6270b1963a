package org.chesslake.ingest;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.apache.iceberg.parquet.ColumnWriter;
import org.apache.iceberg.parquet.ParquetValueWriter;
import org.apache.iceberg.parquet.TripleWriter;
import org.apache.iceberg.shaded.org.apache.parquet.column.ColumnDescriptor;
import org.apache.iceberg.shaded.org.apache.parquet.column.ColumnWriteStore;
import org.apache.iceberg.shaded.org.apache.parquet.io.api.Binary;
import org.apache.iceberg.shaded.org.apache.parquet.schema.MessageType;
import org.chesslake.game.FlatMove;
import org.chesslake.scan.MoveColumn;
import org.chesslake.scan.MoveRowWriter;
import org.chesslake.scan.TextCache;

/**
 * The moves columns of a Parquet data file, as Iceberg's Parquet writer drives them: each move is
 * written by {@link MoveRowWriter} straight into the typed column writers (no Spark row, nothing
 * boxed; text as Parquet binaries made once per distinct string). The file's columns are found by
 * name, so the table's column order does not matter; a table column this version does not know is
 * an error, since every row must write every column. Set the game with {@link #game} before its moves.
 */
final class ParquetMoveColumns implements ParquetValueWriter<FlatMove>, MoveRowWriter.Target {

    private final ParquetLeaf[] leaves;
    private final ColumnWriter<Object>[] out;
    private final TextCache<Binary>[] strings;
    private final MoveRowWriter rows;
    /** Definition level of an empty nags list (the list is there, no element), and the repetition level of its later elements. */
    private final int emptyList;
    private final int nextElement;
    private long gameId;
    private String source;

    @SuppressWarnings("unchecked")
    ParquetMoveColumns(MessageType file) {
        leaves = ParquetLeaf.byName(file, Arrays.stream(MoveColumn.values()).map(MoveColumn::column).toList(),
                LakeTable.MOVES);
        MoveColumn[] columns = MoveColumn.values();
        out = new ColumnWriter[columns.length];
        for (int i = 0; i < columns.length; i++) {
            out[i] = leaves[i].column();
        }
        ColumnDescriptor nags = leaves[MoveColumn.NAGS.ordinal()].descriptor();
        emptyList = file.getMaxDefinitionLevel(nags.getPath()[0]);
        nextElement = nags.getMaxRepetitionLevel();
        strings = TextCache.perColumn(columns.length, text -> Binary.fromConstantByteArray(text.getBytes(StandardCharsets.UTF_8)));
        rows = new MoveRowWriter(columns, this);
    }

    @Override
    public List<TripleWriter<?>> columns() {
        List<TripleWriter<?>> all = new ArrayList<>();
        for (ParquetLeaf leaf : leaves) {
            all.addAll(leaf.columns());
        }
        return all;
    }

    @Override
    public void setColumnStore(ColumnWriteStore store) {
        for (ParquetLeaf leaf : leaves) {
            leaf.setColumnStore(store);
        }
    }

    /** The game whose moves follow. */
    void game(long id, String sourceName) {
        this.gameId = id;
        this.source = sourceName;
    }

    @Override
    public void write(int repetitionLevel, FlatMove move) {
        rows.write(gameId, source, move);
    }

    @Override
    public void setNull(int ordinal) {
        out[ordinal].writeNull(0, 0);
    }

    @Override
    public void setLong(int ordinal, long value) {
        out[ordinal].writeLong(0, value);
    }

    @Override
    public void setBoolean(int ordinal, boolean value) {
        out[ordinal].writeBoolean(0, value);
    }

    @Override
    public void setInt(int ordinal, int value) {
        out[ordinal].writeInteger(0, value);
    }

    @Override
    public void setText(int ordinal, String text) {
        if (text == null) {
            setNull(ordinal);
        } else {
            out[ordinal].writeBinary(0, strings[ordinal].of(text));
        }
    }

    @Override
    public void setInts(int ordinal, List<Integer> values) {
        if (values.isEmpty()) {
            out[ordinal].writeNull(0, emptyList);
            return;
        }
        for (int k = 0; k < values.size(); k++) {
            out[ordinal].writeInteger(k == 0 ? 0 : nextElement, values.get(k));
        }
    }
}
