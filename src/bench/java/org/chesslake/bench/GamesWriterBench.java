package org.chesslake.bench;

import java.io.File;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.IntStream;
import org.apache.iceberg.MetricsConfig;
import org.apache.iceberg.Schema;
import org.chesslake.files.InputFile;
import org.chesslake.format.DecodeLevel;
import org.chesslake.format.FormatOptions;
import org.chesslake.format.Formats;
import org.chesslake.format.GameCursor;
import org.chesslake.format.GameDatabase;
import org.chesslake.format.GameFormat;
import org.chesslake.format.Split;
import org.chesslake.format.SplitSizing;
import org.chesslake.game.Game;
import org.chesslake.game.GameDecodeException;
import org.chesslake.lake.LakeTable;
import org.chesslake.parquet.ColumnsParquetFile;
import org.chesslake.parquet.IcebergColumnsFile;
import org.chesslake.parquet.ParquetSettings;
import org.chesslake.table.Column;
import org.chesslake.table.GameColumns;
import org.chesslake.table.GameRow;

/**
 * The games table's Parquet writer alone, on one thread, no Spark, beside Iceberg's writer for
 * generic records under the same table properties: a database's first games are decoded once and
 * their games rows computed once (each column's value: the column functions are not timed), then
 * the rows written to one file several times by each writer in turn; prints the thread's CPU
 * seconds per write, rows per CPU second, and the ratio of the two writers' medians. Usage:
 * GamesWriterBench PATH [games=50000] [repetitions=5]
 */
public final class GamesWriterBench {

    private GamesWriterBench() {
    }

    public static void main(String[] args) throws IOException {
        if (args.length < 1) {
            System.err.println("usage: GamesWriterBench PATH [games=50000] [repetitions=5]");
            System.exit(2);
        }
        Path path = Path.of(args[0]);
        int maxGames = args.length > 1 ? Integer.parseInt(args[1]) : 50_000;
        int repetitions = args.length > 2 ? Integer.parseInt(args[2]) : 5;
        List<Object[]> rows = rows(path, maxGames);
        System.out.printf(Locale.ROOT, "write %d games rows of %s, %d repetitions after one warm-up, each writer in turn%n",
                rows.size(), path, repetitions);
        double[] ours = new double[repetitions];
        double[] iceberg = new double[repetitions];
        Path directory = Files.createTempDirectory("games-writer-bench");
        for (int r = -1; r < repetitions; r++) {
            for (Writer writer : Writer.values()) {
                File file = directory.resolve(writer + "-" + (r + 1) + ".parquet").toFile();
                double rowsPerCpuSecond = time(writer, file, rows, r < 0 ? "warm-up" : "run " + (r + 1));
                if (r >= 0) {
                    (writer == Writer.CHESSLAKE ? ours : iceberg)[r] = rowsPerCpuSecond;
                }
                Files.delete(file.toPath());
            }
        }
        Files.delete(directory);
        double oursMedian = Measurements.median(ours);
        double icebergMedian = Measurements.median(iceberg);
        System.out.printf(Locale.ROOT, "median: chesslake %.0f, iceberg %.0f rows per CPU second; chesslake's writer %.2fx Iceberg's; %s%n",
                oursMedian, icebergMedian, oursMedian / icebergMedian, Measurements.memory());
    }

    /** The writers timed: the games' own, and Iceberg's under the same table properties. */
    private enum Writer { CHESSLAKE, ICEBERG }

    /** The games table's columns over rows of values computed beforehand. */
    private static final List<Column<Object[]>> COLUMNS = IntStream.range(0, GameColumns.ALL.size())
            .mapToObj(i -> {
                Column<GameRow> column = GameColumns.ALL.get(i);
                return new Column<Object[]>(column.name(), column.type(), column.doc(), row -> row[i]);
            }).toList();

    /** Writes the rows to {@code file} with {@code writer}; prints and returns its rows per CPU second. */
    private static double time(Writer writer, File file, List<Object[]> rows, String run) throws IOException {
        Schema schema = LakeTable.GAMES.newTableSchema();
        Map<String, String> properties = LakeTable.GAMES.writeProperties();
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        long cpu = threads.getCurrentThreadCpuTime();
        long start = System.nanoTime();
        long bytes;
        if (writer == Writer.CHESSLAKE) {
            ColumnsParquetFile<Object[]> out = new ColumnsParquetFile<>(org.apache.iceberg.Files.localOutput(file), schema,
                    ParquetSettings.of(properties), ColumnsParquetFile.FIRST_BYTES_PER_ROW, COLUMNS);
            for (Object[] row : rows) {
                out.add(row);
            }
            bytes = out.close(MetricsConfig.fromProperties(properties)).length(); // the metrics, as the ingest takes them
        } else {
            IcebergColumnsFile<Object[]> out = new IcebergColumnsFile<>(org.apache.iceberg.Files.localOutput(file), schema,
                    properties, COLUMNS);
            for (Object[] row : rows) {
                out.add(row);
            }
            out.close(); // and its metrics
            bytes = out.length();
        }
        double cpuSeconds = (threads.getCurrentThreadCpuTime() - cpu) / 1e9;
        double seconds = (System.nanoTime() - start) / 1e9;
        System.out.printf(Locale.ROOT, "%s %-9s %.3f CPU s (%.3f s), %.0f rows per CPU second, %d bytes%n",
                run, writer.name().toLowerCase(Locale.ROOT), cpuSeconds, seconds, rows.size() / cpuSeconds, bytes);
        return rows.size() / cpuSeconds;
    }

    /** The games rows of the database's first games, as the games table's columns compute them. */
    private static List<Object[]> rows(Path path, int maxGames) throws IOException {
        GameFormat format = Formats.detect(InputFile.local(path))
                .orElseThrow(() -> new IllegalArgumentException(path + ": no format recognises it"));
        String source = path.getFileName().toString().replaceFirst("\\.[^.]*$", "");
        List<Object[]> rows = new ArrayList<>();
        try (GameDatabase database = format.open(InputFile.local(path), FormatOptions.NONE)) {
            for (Split split : database.splits(new SplitSizing(Long.MAX_VALUE, Long.MAX_VALUE))) {
                try (GameCursor cursor = database.cursor(split, DecodeLevel.MOVES)) {
                    while (rows.size() < maxGames && cursor.next()) {
                        GameRow row;
                        try {
                            Game game = cursor.game();
                            row = new GameRow(source, format.name(), format.description().variant(), cursor.gameNumber(),
                                    cursor.offset(), game.header(), game.moves(), null);
                        } catch (GameDecodeException e) {
                            row = new GameRow(source, format.name(), format.description().variant(), cursor.gameNumber(),
                                    cursor.offset(), null, null, e.getMessage());
                        }
                        GameRow game = row;
                        rows.add(GameColumns.ALL.stream().map(column -> column.value().apply(game)).toArray());
                    }
                }
            }
        }
        return rows;
    }
}
