package org.chesslake.spark;

import java.nio.charset.StandardCharsets;
import java.util.List;
import org.apache.iceberg.parquet.ColumnWriter;
import org.apache.iceberg.shaded.org.apache.parquet.io.api.Binary;
import org.apache.iceberg.shaded.org.apache.parquet.schema.MessageType;

/** The columns of a moves summary file ({@link MovesFiles#SUMMARY}), one row per decoded game. */
final class SummaryColumns extends ParquetColumns<SummaryColumns.Summary> {

    /** What decoding a game's moves told about the game. */
    record Summary(long gameId, String source, Integer mainLinePlies, String decodeError, String gameComment) {
    }

    private final ColumnWriter<Object> gameId;
    private final ColumnWriter<Object> source;
    private final ColumnWriter<Object> mainLinePlies;
    private final ColumnWriter<Object> decodeError;
    private final ColumnWriter<Object> gameComment;
    private final TextCache<Binary> sources = TextCache.perColumn(1, SummaryColumns::binary)[0];

    SummaryColumns(MessageType file) {
        super(ParquetLeaf.byName(file, List.of(MovesFiles.SUMMARY.fieldNames()), "moves summary"));
        gameId = leaves[0].column();
        source = leaves[1].column();
        mainLinePlies = leaves[2].column();
        decodeError = leaves[3].column();
        gameComment = leaves[4].column();
    }

    private static Binary binary(String text) {
        return Binary.fromConstantByteArray(text.getBytes(StandardCharsets.UTF_8));
    }

    @Override
    public void write(int repetitionLevel, Summary summary) {
        gameId.writeLong(0, summary.gameId());
        source.writeBinary(0, sources.of(summary.source()));
        if (summary.mainLinePlies() == null) {
            mainLinePlies.writeNull(0, 0);
        } else {
            mainLinePlies.writeInteger(0, summary.mainLinePlies());
        }
        text(decodeError, summary.decodeError());
        text(gameComment, summary.gameComment());
    }

    private static void text(ColumnWriter<Object> column, String value) {
        if (value == null) {
            column.writeNull(0, 0);
        } else {
            column.writeBinary(0, binary(value));
        }
    }
}
