package org.chesslake.lake;

import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;
import org.apache.hadoop.conf.Configuration;
import org.apache.iceberg.MetricsConfig;
import org.apache.iceberg.Schema;
import org.apache.iceberg.io.OutputFile;
import org.apache.parquet.io.api.Binary;
import org.chesslake.parquet.ParquetSettings;
import org.chesslake.parquet.PositionsParquetFile;
import org.chesslake.parquet.WrittenFile;
import org.chesslake.table.MoveCode;
import org.chesslake.table.PositionGames;

/**
 * One file of a compacted positions table: the rows of one {@link KeyRange} of several positions
 * files, each sorted by key, merged by key into one sorted file ({@link PositionsParquetFile}, with
 * the table's settings, as the ingest writes its files). A k-way merge that streams: each input holds
 * one row group's pages at a time ({@link PositionsFileCursor}) and the output one row group's rows
 * and games ({@link PositionsParquetFile.GamesKept#ROW_GROUP}). Rows of equal keys come in the order
 * of the inputs as given, each input's in its own order, so the same inputs give the same file.
 */
final class PositionsMerge {

    private PositionsMerge() {
    }

    /**
     * Merges the rows of {@code range} from the files {@code inputs} into {@code output} (created only
     * if the range has a row); returns the file written, or null if the range has none.
     */
    static WrittenFile merge(List<String> inputs, KeyRange range, Configuration conf, OutputFile output, Schema schema,
                             ParquetSettings settings, MetricsConfig metrics) throws IOException {
        List<PositionsFileCursor> cursors = new ArrayList<>();
        PositionsParquetFile file = null;
        try {
            for (String input : inputs) {
                cursors.add(new PositionsFileCursor(input, range, conf));
            }
            // by key, then by the input's place: ties in the inputs' order
            PriorityQueue<Integer> heads = new PriorityQueue<>(Math.max(1, cursors.size()), (a, b) -> {
                int byKey = Long.compare(cursors.get(a).key, cursors.get(b).key);
                return byKey != 0 ? byKey : Integer.compare(a, b);
            });
            for (int i = 0; i < cursors.size(); i++) {
                if (cursors.get(i).next()) {
                    heads.add(i);
                }
            }
            PositionGames games = new PositionGames();
            Map<Binary, String> texts = new HashMap<>();
            Map<Binary, Character> moves = new HashMap<>();
            while (!heads.isEmpty()) {
                int head = heads.poll();
                PositionsFileCursor row = cursors.get(head);
                if (file == null) {
                    file = new PositionsParquetFile(output, schema, settings, games, PositionsParquetFile.GamesKept.ROW_GROUP);
                }
                // the file keeps a row group's games: a game's index is taken just before its row is added
                int game = games.add(row.gameId, text(texts, row.source), text(texts, row.result), row.whiteElo,
                        row.blackElo, row.date, row.year);
                file.add(row.key, move(moves, row.uci), game);
                if (row.next()) {
                    heads.add(head);
                }
            }
            if (file == null) {
                return null;
            }
            WrittenFile written = file.close(metrics);
            file = null;
            return written;
        } catch (IOException | RuntimeException e) {
            if (file != null) {
                file.abort(e);
            }
            throw e;
        } finally {
            for (PositionsFileCursor cursor : cursors) {
                cursor.close();
            }
        }
    }

    /** A text value, its string made once per distinct bytes. */
    private static String text(Map<Binary, String> texts, Binary value) {
        if (value == null) {
            return null;
        }
        String text = texts.get(value);
        if (text == null) {
            text = value.toStringUsingUTF8();
            texts.put(value.copy(), text);
        }
        return text;
    }

    /** A move's {@link MoveCode}, made once per distinct UCI. */
    private static char move(Map<Binary, Character> moves, Binary uci) {
        if (uci == null) {
            throw new IllegalStateException("a positions row without a uci");
        }
        Character code = moves.get(uci);
        if (code == null) {
            code = MoveCode.of(uci.toStringUsingUTF8());
            moves.put(uci.copy(), code);
        }
        return code;
    }
}
