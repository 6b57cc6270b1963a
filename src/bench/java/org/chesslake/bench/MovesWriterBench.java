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
import org.chesslake.game.FlatMove;
import org.chesslake.game.Game;
import org.chesslake.game.GameDecodeException;
import org.chesslake.game.MoveTreeWalker;
import org.chesslake.lake.LakeTable;
import org.chesslake.parquet.MovesParquetFile;
import org.chesslake.parquet.ParquetSettings;

/**
 * The moves table's Parquet writer alone, on one thread, no Spark: a database's first games are
 * decoded once, then their moves written to one file several times; prints the thread's CPU
 * seconds per write and moves per CPU second. Usage: MovesWriterBench PATH [games=50000] [repetitions=5]
 */
public final class MovesWriterBench {

    private MovesWriterBench() {
    }

    private record DecodedGame(long id, List<FlatMove> moves) {
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
        Schema schema = LakeTable.MOVES.newTableSchema();
        ParquetSettings settings = ParquetSettings.of(LakeTable.MOVES.writeProperties());
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        System.out.printf(Locale.ROOT, "write %d games, %d moves of %s, %d repetitions after one warm-up%n",
                games.size(), moves, path, repetitions);
        double[] movesPerCpuSecond = new double[repetitions];
        Path directory = Files.createTempDirectory("moves-writer-bench");
        for (int r = -1; r < repetitions; r++) {
            File file = directory.resolve("moves-" + (r + 1) + ".parquet").toFile();
            long cpu = threads.getCurrentThreadCpuTime();
            long start = System.nanoTime();
            MovesParquetFile writer = new MovesParquetFile(org.apache.iceberg.Files.localOutput(file), schema, settings,
                    MovesParquetFile.FIRST_BYTES_PER_ROW);
            for (DecodedGame game : games) {
                writer.add(game.id(), "bench", game.moves());
            }
            long bytes = writer.close().length();
            double cpuSeconds = (threads.getCurrentThreadCpuTime() - cpu) / 1e9;
            double seconds = (System.nanoTime() - start) / 1e9;
            if (r >= 0) {
                movesPerCpuSecond[r] = moves / cpuSeconds;
            }
            System.out.printf(Locale.ROOT, "%s %.2f CPU s (%.2f s), %.0f moves per CPU second, %d bytes%n",
                    r < 0 ? "warm-up" : "run " + (r + 1), cpuSeconds, seconds, moves / cpuSeconds, bytes);
            Files.delete(file.toPath());
        }
        Files.delete(directory);
        System.out.printf(Locale.ROOT, "median: %.0f moves per CPU second; %s%n", Measurements.median(movesPerCpuSecond),
                Measurements.memory());
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
                                games.add(new DecodedGame(game.number(), MoveTreeWalker.flatten(game.moves(),
                                        game.header() == null ? null : game.header().startFen())));
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
