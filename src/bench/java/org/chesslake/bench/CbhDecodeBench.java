package org.chesslake.bench;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Path;
import java.util.Locale;
import org.chesslake.format.DecodeLevel;
import org.chesslake.format.GameFormat;
import org.chesslake.format.cbh.CbhFormat;
import org.chesslake.format.scid.ScidFormat;

/**
 * The modern ChessBase decoder against SCID's, in one run on one thread: each round decodes every
 * game of a CBH database and then a slice of a SCID database at MOVES level (full trees, SAN,
 * position keys), alternating so that both see the same machine load. Prints this thread's CPU
 * time per run, the medians and the ratio CBH / SCID; on a shared machine the ratio is the figure
 * that carries. Usage: {@code CbhDecodeBench [CBH] [SCID anchor] [rounds=5] [anchor games=50000]}.
 */
public final class CbhDecodeBench {

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    private CbhDecodeBench() {
    }

    public static void main(String[] args) throws IOException {
        Path cbh = Path.of(args.length > 0 ? args[0] : "../shared/corpus/cbh/uncbv_twic1134/twic1134.cbh");
        Path scid = Path.of(args.length > 1 ? args[1] : "../shared/bench/scid-large/large.si4");
        int rounds = args.length > 2 ? Integer.parseInt(args[2]) : 5;
        long anchorGames = args.length > 3 ? Long.parseLong(args[3]) : 50_000;
        System.out.printf(Locale.ROOT, "cbh %s against the scid anchor %s (first %d games), MOVES, %d rounds after a warm-up%n",
                cbh, scid, anchorGames, rounds);
        double[][] games = new double[2][rounds];
        double[][] plies = new double[2][rounds];
        Measurements.resetPeaks();
        for (int r = -1; r < rounds; r++) {
            for (int which = 0; which < 2; which++) {
                GameFormat format = which == 0 ? new CbhFormat() : new ScidFormat();
                long start = THREADS.getCurrentThreadCpuTime();
                DecodeBench.Counts counts = DecodeBench.decode(format, which == 0 ? cbh : scid, DecodeLevel.MOVES,
                        which == 0 ? Long.MAX_VALUE : anchorGames);
                double seconds = (THREADS.getCurrentThreadCpuTime() - start) / 1e9;
                if (r >= 0) {
                    games[which][r] = counts.games / seconds;
                    plies[which][r] = counts.plies / seconds;
                }
                System.out.printf(Locale.ROOT, "%-7s %-4s %,7d games (%d errors) %,9d plies, cpu %.2f s: %,8.0f games/s %,10.0f plies/s%n",
                        r < 0 ? "warm-up" : "run " + (r + 1), format.name(), counts.games, counts.errors, counts.plies, seconds,
                        counts.games / seconds, counts.plies / seconds);
            }
        }
        double cbhGames = Measurements.median(games[0]);
        double scidGames = Measurements.median(games[1]);
        double cbhPlies = Measurements.median(plies[0]);
        double scidPlies = Measurements.median(plies[1]);
        System.out.printf(Locale.ROOT, "median cbh %,.0f games/s %,.0f plies/s | scid %,.0f games/s %,.0f plies/s"
                        + " | cbh/scid %.2f (games) %.2f (plies); %s%n",
                cbhGames, cbhPlies, scidGames, scidPlies, cbhGames / scidGames, cbhPlies / scidPlies, Measurements.memory());
    }
}
