package org.chesslake.bench;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import org.chesslake.files.InputFile;
import org.chesslake.format.DecodeLevel;
import org.chesslake.format.FormatOptions;
import org.chesslake.format.GameCursor;
import org.chesslake.format.GameDatabase;
import org.chesslake.format.Split;
import org.chesslake.format.scid.ScidFormat;
import org.chesslake.game.Game;
import org.chesslake.game.GameDecodeException;
import org.chesslake.game.MoveNode;

/**
 * Single-threaded decode throughput of a SCID database, the figure to compare with SCID's own
 * C++ PGN export (~56,000 games/s on bench/scid-large). Each repetition decodes every game at
 * MOVES level (SAN, UCI, Polyglot keys of every move, variations included), then reads it at
 * INDEX level. Wall and CPU time of the decoding thread are both shown: on a shared machine the
 * CPU figure is the one that compares. Usage: {@code ScidDecodeBench <file.si4|file.si5> [repetitions]}.
 */
public final class ScidDecodeBench {

    private ScidDecodeBench() {
    }

    public static void main(String[] args) throws IOException {
        if (args.length < 1) {
            System.err.println("usage: ScidDecodeBench <file.si4|file.si5> [repetitions]");
            System.exit(2);
        }
        Path file = Path.of(args[0]);
        int repetitions = args.length > 1 ? Integer.parseInt(args[1]) : 3;
        for (int round = 1; round <= repetitions; round++) {
            run(file, DecodeLevel.MOVES, round);
            run(file, DecodeLevel.INDEX, round);
        }
    }

    private static void run(Path file, DecodeLevel level, int round) throws IOException {
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        long start = System.nanoTime();
        long cpuStart = threads.getCurrentThreadCpuTime();
        long games = 0;
        long plies = 0;
        long errors = 0;
        String firstError = null;
        try (GameDatabase database = new ScidFormat().open(InputFile.local(file), FormatOptions.NONE);
             GameCursor cursor = database.cursor(new Split(0, database.entryCount()), level)) {
            while (cursor.next()) {
                try {
                    Game game = cursor.game();
                    games++;
                    if (game.moves() != null) {
                        plies += count(game.moves().mainLine());
                    }
                } catch (GameDecodeException e) {
                    errors++;
                    firstError = firstError == null ? e.getMessage() : firstError;
                }
            }
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        double cpuSeconds = (threads.getCurrentThreadCpuTime() - cpuStart) / 1e9;
        System.out.printf(Locale.ROOT, "round %d %-5s %,9d games %,11d plies | wall %6.2f s %,9.0f games/s %,11.0f plies/s"
                        + " | cpu %6.2f s %,9.0f games/s %,11.0f plies/s | errors %d%n",
                round, level, games, plies, seconds, games / seconds, plies / seconds,
                cpuSeconds, games / cpuSeconds, plies / cpuSeconds, errors);
        if (firstError != null) {
            System.out.println("  first error: " + firstError);
        }
    }

    /** Move nodes of a line and of all its variations. */
    private static long count(List<MoveNode> line) {
        long n = line.size();
        for (MoveNode node : line) {
            for (List<MoveNode> variation : node.variations()) {
                n += count(variation);
            }
        }
        return n;
    }
}
