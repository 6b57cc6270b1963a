package org.chesslake.bench;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
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
import org.chesslake.game.MoveNode;

/**
 * The decoder alone, on one thread, no Spark: every game of a database decoded to a level
 * (moves: the full tree with SAN and position keys), several times; prints games/s and plies/s, and
 * per run the CPU seconds of the decoding thread and of the whole process (which adds the
 * collector's and the JIT's), the figures that hold on a shared machine, and the bytes the thread allocated.
 * Usage: DecodeBench PATH [repetitions] [index|header|moves]
 */
public final class DecodeBench {

    private DecodeBench() {
    }

    public static void main(String[] args) throws IOException {
        if (args.length < 1) {
            System.err.println("usage: DecodeBench PATH [repetitions=5] [index|header|moves]");
            System.exit(2);
        }
        Path path = Path.of(args[0]);
        int repetitions = args.length > 1 ? Integer.parseInt(args[1]) : 5;
        DecodeLevel level = args.length > 2 ? DecodeLevel.valueOf(args[2].toUpperCase(Locale.ROOT)) : DecodeLevel.MOVES;
        GameFormat format = Formats.detect(InputFile.local(path)).orElseThrow(() -> new IllegalArgumentException(path + ": no format recognises it"));
        System.out.printf(Locale.ROOT, "decode %s (%s) at %s, %d repetitions after one warm-up%n", path, format.name(), level, repetitions);
        double[] gamesPerSecond = new double[repetitions];
        double[] pliesPerSecond = new double[repetitions];
        Measurements.resetPeaks();
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        for (int r = -1; r < repetitions; r++) {
            long start = System.nanoTime();
            long threadCpu = threads.getCurrentThreadCpuTime();
            double processCpu = Measurements.processCpuSeconds();
            long allocated = threads.getCurrentThreadAllocatedBytes();
            Counts counts = decodeAll(format, path, level);
            double seconds = (System.nanoTime() - start) / 1e9;
            double threadSeconds = (threads.getCurrentThreadCpuTime() - threadCpu) / 1e9;
            double processSeconds = Measurements.processCpuSeconds() - processCpu;
            long allocatedMiB = (threads.getCurrentThreadAllocatedBytes() - allocated) >> 20;
            if (r >= 0) {
                gamesPerSecond[r] = counts.games / seconds;
                pliesPerSecond[r] = counts.plies / seconds;
            }
            System.out.printf(Locale.ROOT, "%s %d games (%d errors), %d plies in %.2f s: %.0f games/s, %.0f plies/s;"
                            + " CPU s: thread %.2f, process %.2f; allocated %d MiB; load %s%n",
                    r < 0 ? "warm-up" : "run " + (r + 1), counts.games, counts.errors, counts.plies, seconds,
                    counts.games / seconds, counts.plies / seconds, threadSeconds, processSeconds, allocatedMiB, Measurements.loadAverage());
        }
        System.out.printf(Locale.ROOT, "median: %.0f games/s, %.0f plies/s; %s%n",
                Measurements.median(gamesPerSecond), Measurements.median(pliesPerSecond), Measurements.memory());
    }

    static final class Counts {
        long games;
        long errors;
        long plies;
    }

    private static Counts decodeAll(GameFormat format, Path path, DecodeLevel level) throws IOException {
        return decode(format, path, level, Long.MAX_VALUE);
    }

    /** Decodes the first {@code maxGames} games of a database (all of them for Long.MAX_VALUE). */
    static Counts decode(GameFormat format, Path path, DecodeLevel level, long maxGames) throws IOException {
        Counts counts = new Counts();
        try (GameDatabase database = format.open(InputFile.local(path), FormatOptions.NONE)) {
            // one thread reads the database from start to end: one split (a byte split after the first would count the games before it)
            for (Split split : database.splits(new SplitSizing(Long.MAX_VALUE, Long.MAX_VALUE))) {
                try (GameCursor cursor = database.cursor(split, level)) {
                    while (counts.games < maxGames && cursor.next()) {
                        counts.games++;
                        try {
                            Game game = cursor.game();
                            if (game.moves() != null) {
                                counts.plies += nodes(game.moves().mainLine());
                            }
                        } catch (GameDecodeException e) {
                            counts.errors++;
                        }
                    }
                }
            }
        }
        return counts;
    }

    private static long nodes(List<MoveNode> line) {
        long n = line.size();
        for (MoveNode node : line) {
            for (List<MoveNode> variation : node.variations()) {
                n += nodes(variation);
            }
        }
        return n;
    }
}
