package org.chesslake.ingest;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Stream;
import org.apache.hadoop.conf.Configuration;
import org.apache.iceberg.DataFile;
import org.apache.iceberg.LocationProviders;
import org.apache.iceberg.PartitionSpec;
import org.apache.iceberg.hadoop.HadoopFileIO;
import org.apache.iceberg.spark.SparkSchemaUtil;
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
import org.chesslake.lake.DataFileTarget;
import org.chesslake.lake.LakeTable;
import org.chesslake.spark.TableSchemas;
import org.chesslake.table.GameRow;

/**
 * The positions files of a moves-pass task alone ({@link PositionFileSeries}: the rows gathered,
 * sorted by key and written by the positions table's Parquet writer), on one thread, no Spark: a
 * database's first games are decoded and flattened once, then their rows written several times into
 * a local directory under the positions table's properties, with the buffers a task keeps
 * ({@link TaskBuffers}) kept from write to write. Prints the thread's CPU seconds per write and
 * their median (the upper one of an even count). In the ingest's package, whose own the series is; so not with the tools' {@code Measurements}, of a layer above. Usage: PositionsWriterBench PATH [games=47587] [repetitions=5]
 */
public final class PositionsWriterBench {

    private PositionsWriterBench() {
    }

    private record DecodedGame(GameRow game, FlatMoves moves) {
    }

    public static void main(String[] args) throws IOException {
        if (args.length < 1) {
            System.err.println("usage: PositionsWriterBench PATH [games=47587] [repetitions=5]");
            System.exit(2);
        }
        Path path = Path.of(args[0]);
        int maxGames = args.length > 1 ? Integer.parseInt(args[1]) : 47_587; // a moves-pass task's games of scid-large
        int repetitions = args.length > 2 ? Integer.parseInt(args[2]) : 5;
        List<DecodedGame> games = decode(path, maxGames);
        long rows = games.stream().mapToLong(game -> game.moves().mainLineSize()).sum();
        System.out.printf(Locale.ROOT, "positions of %d games, %d rows of %s, %d repetitions after one warm-up (load %s)%n",
                games.size(), rows, path, repetitions, loadAverage());
        Path directory = Files.createTempDirectory("positions-writer-bench");
        DataFileTarget target = new DataFileTarget(SparkSchemaUtil.convert(TableSchemas.positions()), PartitionSpec.unpartitioned(),
                LakeTable.POSITIONS.writeProperties(), LocationProviders.locationsFor(directory.toUri().toString(), Map.of()),
                new HadoopFileIO(new Configuration()));
        KeyedRows buffer = new KeyedRows();
        double[] cpu = new double[repetitions];
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        for (int r = -1; r < repetitions; r++) {
            long startCpu = threads.getCurrentThreadCpuTime();
            long start = System.nanoTime();
            PositionFileSeries series = new PositionFileSeries(target, 0, r + 1, buffer);
            for (DecodedGame game : games) {
                series.add(game.game(), game.moves());
            }
            List<DataFile> files = series.finish();
            double cpuSeconds = (threads.getCurrentThreadCpuTime() - startCpu) / 1e9;
            double seconds = (System.nanoTime() - start) / 1e9;
            long bytes = files.stream().mapToLong(DataFile::fileSizeInBytes).sum();
            System.out.printf(Locale.ROOT, "%s %.3f CPU s (%.3f s), %.0f rows per CPU second, %d files, %d bytes%n",
                    r < 0 ? "warm-up" : "run " + (r + 1), cpuSeconds, seconds, rows / cpuSeconds, files.size(), bytes);
            if (r >= 0) {
                cpu[r] = cpuSeconds;
            }
            files.forEach(file -> target.io().deleteFile(file.location()));
        }
        try (Stream<Path> left = Files.walk(directory)) {
            for (Path file : left.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(file);
            }
        }
        Arrays.sort(cpu);
        System.out.printf(Locale.ROOT, "median %.3f CPU s a write (load %s)%n", cpu[repetitions / 2], loadAverage());
    }

    /** The 1, 5 and 15 minute load averages (Linux): CPU seconds of one thread still grow with them. */
    private static String loadAverage() throws IOException {
        Path loads = Path.of("/proc/loadavg");
        return Files.exists(loads) ? String.join(" ", List.of(Files.readString(loads).split(" ")).subList(0, 3)) : "?";
    }

    /** The first games of the database that decode, as the moves pass has them: rows and their flat moves. */
    private static List<DecodedGame> decode(Path path, int maxGames) throws IOException {
        GameFormat format = Formats.detect(InputFile.local(path))
                .orElseThrow(() -> new IllegalArgumentException(path + ": no format recognises it"));
        List<DecodedGame> games = new ArrayList<>();
        String source = path.getFileName().toString();
        try (GameDatabase database = format.open(InputFile.local(path), FormatOptions.NONE)) {
            for (Split split : database.splits(new SplitSizing(Long.MAX_VALUE, Long.MAX_VALUE))) {
                try (GameCursor cursor = database.cursor(split, DecodeLevel.MOVES)) {
                    while (games.size() < maxGames && cursor.next()) {
                        try {
                            Game game = cursor.game();
                            GameRow row = new GameRow(source, format.description().name(), format.description().variant(),
                                    game.number(), cursor.offset(), game.header(), game.moves(), null);
                            FlatMoves moves = new FlatMoves();
                            row.flatMoves(moves);
                            games.add(new DecodedGame(row, moves));
                        } catch (GameDecodeException e) {
                            // a game that does not decode has no positions rows
                        }
                    }
                }
            }
        }
        return games;
    }
}
