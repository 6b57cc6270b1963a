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
import org.chesslake.game.FlatMoves;
import org.chesslake.game.Game;
import org.chesslake.game.GameDecodeException;
import org.chesslake.game.MoveTreeWalker;
import org.chesslake.lake.LakeTable;
import org.chesslake.parquet.IcebergMovesFile;
import org.chesslake.parquet.MovesParquetFile;
import org.chesslake.parquet.ParquetSettings;

/**
 * The moves table's Parquet writer alone, on one thread, no Spark, beside Iceberg's own writer
 * under the same table properties: a database's first games are decoded once, then their moves
 * written to one file several times by each writer in turn; prints the thread's CPU seconds per
 * write, moves per CPU second, and the ratio of the two writers' medians. Usage: MovesWriterBench PATH [games=50000] [repetitions=5]
 */
public final class MovesWriterBench {

    private MovesWriterBench() {
    }

    private record DecodedGame(long id, FlatMoves moves) {
    }

    public static void main(String[] args) throws IOException {
        if (args.length < 1) {
            System.err.println("usage: MovesWriterBench PATH [games=50000] [repetitions=5]");
            System.exit(2);
        }
        Path path = Path.of(args[0]);
        int maxGames = args.length > 1 ? Integer.parseInt(args[1]) : 50_000;
        int repetitions = args.length > 2 ? Integer.parseInt(args[2]) : 5;
        List<DecodedGame> games = decode(path, maxGames);
        long moves = games.stream().mapToLong(game -> game.moves().size()).sum();
        System.out.printf(Locale.ROOT, "write %d games, %d moves of %s, %d repetitions after one warm-up, each writer in turn%n",
                games.size(), moves, path, repetitions);
        double[] ours = new double[repetitions];
        double[] iceberg = new double[repetitions];
        Path directory = Files.createTempDirectory("moves-writer-bench");
        for (int r = -1; r < repetitions; r++) {
            for (Writer writer : Writer.values()) {
                File file = directory.resolve(writer + "-" + (r + 1) + ".parquet").toFile();
                double movesPerCpuSecond = time(writer, file, games, moves, r < 0 ? "warm-up" : "run " + (r + 1));
                if (r >= 0) {
                    (writer == Writer.CHESSLAKE ? ours : iceberg)[r] = movesPerCpuSecond;
                }
                Files.delete(file.toPath());
            }
        }
        Files.delete(directory);
        double oursMedian = Measurements.median(ours);
        double icebergMedian = Measurements.median(iceberg);
        System.out.printf(Locale.ROOT, "median: chesslake %.0f, iceberg %.0f moves per CPU second; chesslake's writer %.2fx Iceberg's; %s%n",
                oursMedian, icebergMedian, oursMedian / icebergMedian, Measurements.memory());
    }

    /** The writers timed: the moves' own, and Iceberg's under the same table properties. */
    private enum Writer { CHESSLAKE, ICEBERG }

    /** Writes the games' moves to {@code file} with {@code writer}; prints and returns its moves per CPU second. */
    private static double time(Writer writer, File file, List<DecodedGame> games, long moves, String run) throws IOException {
        Schema schema = LakeTable.MOVES.newTableSchema();
        Map<String, String> properties = LakeTable.MOVES.writeProperties();
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        long cpu = threads.getCurrentThreadCpuTime();
        long start = System.nanoTime();
        long bytes;
        if (writer == Writer.CHESSLAKE) {
            MovesParquetFile out = new MovesParquetFile(org.apache.iceberg.Files.localOutput(file), schema,
                    ParquetSettings.of(properties), MovesParquetFile.FIRST_BYTES_PER_ROW);
            for (DecodedGame game : games) {
                out.add(game.id(), "bench", game.moves());
            }
            bytes = out.close(MetricsConfig.fromProperties(properties)).length(); // the metrics, as the ingest takes them
        } else {
            IcebergMovesFile out = new IcebergMovesFile(org.apache.iceberg.Files.localOutput(file), schema, properties);
            for (DecodedGame game : games) {
                out.add(game.id(), "bench", game.moves());
            }
            bytes = out.close();
        }
        double cpuSeconds = (threads.getCurrentThreadCpuTime() - cpu) / 1e9;
        double seconds = (System.nanoTime() - start) / 1e9;
        System.out.printf(Locale.ROOT, "%s %-9s %.2f CPU s (%.2f s), %.0f moves per CPU second, %d bytes%n",
                run, writer.name().toLowerCase(Locale.ROOT), cpuSeconds, seconds, moves / cpuSeconds, bytes);
        return moves / cpuSeconds;
    }

    private static List<DecodedGame> decode(Path path, int maxGames) throws IOException {
        GameFormat format = Formats.detect(InputFile.local(path))
                .orElseThrow(() -> new IllegalArgumentException(path + ": no format recognises it"));
        List<DecodedGame> games = new ArrayList<>();
        try (GameDatabase database = format.open(InputFile.local(path), FormatOptions.NONE)) {
            for (Split split : database.splits(new SplitSizing(Long.MAX_VALUE, Long.MAX_VALUE))) {
                try (GameCursor cursor = database.cursor(split, DecodeLevel.MOVES)) {
                    while (games.size() < maxGames && cursor.next()) {
                        try {
                            Game game = cursor.game();
                            if (game.moves() != null) {
                                FlatMoves moves = new FlatMoves();
                                MoveTreeWalker.flatten(game.moves(), game.header() == null ? null : game.header().startFen(),
                                        moves);
                                games.add(new DecodedGame(game.number(), moves));
                            }
                        } catch (GameDecodeException e) {
                            // a game that does not decode has no moves to write
                        }
                    }
                }
            }
        }
        return games;
    }
}
