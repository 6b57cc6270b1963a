package org.chesslake.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.chesslake.chess.Board;
import org.chesslake.chess.ChessLineBuilder;
import org.chesslake.chess.Move;
import org.chesslake.chess.Perft;
import org.chesslake.chess.San;
import org.chesslake.game.MoveTree;

/**
 * Throughput of the chess core, the inner loop of every decoder: perft nodes/s from the initial
 * position, and plies/s replaying games through ChessLineBuilder (SAN, check/mate, Polyglot key
 * and the move tree for every ply) and through plain toSan + make. Times are this thread's CPU
 * time, best of several rounds, so that other processes on a shared machine distort them less.
 * Run: {@code mvn -q -o compile && java -cp target/classes org.chesslake.bench.ChessBench}
 */
public final class ChessBench {

    private static final int PERFT_DEPTH = 5;
    private static final int GAMES = 2_000;
    private static final int MAX_PLIES = 160;
    private static final int ROUNDS = 10;

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    private ChessBench() {
    }

    private static long cpuNanos() {
        return THREADS.getCurrentThreadCpuTime();
    }

    public static void main(String[] args) {
        benchPerft();
        List<int[]> games = randomGames(new Random(2026), GAMES);
        long plies = games.stream().mapToLong(g -> g.length).sum();
        System.out.printf("replay set: %d seeded random games, %d plies%n", games.size(), plies);
        benchReplay("ChessLineBuilder.play", games, plies, ChessBench::replayWithBuilder);
        benchReplay("San.toSan + make", games, plies, ChessBench::replayWithToSan);
    }

    private static void benchPerft() {
        long nodes = 0;
        for (int i = 0; i < 2; i++) { // warm-up
            nodes = Perft.count(Board.standard(), PERFT_DEPTH);
        }
        long best = Long.MAX_VALUE;
        for (int i = 0; i < ROUNDS; i++) {
            long start = cpuNanos();
            nodes = Perft.count(Board.standard(), PERFT_DEPTH);
            best = Math.min(best, cpuNanos() - start);
        }
        System.out.printf("perft(%d) initial position: %,d nodes, best of %d: %.0f ms = %,.0f nodes/s%n",
                PERFT_DEPTH, nodes, ROUNDS, best / 1e6, nodes / (best / 1e9));
    }

    private interface Replay {
        long run(List<int[]> games);
    }

    private static void benchReplay(String name, List<int[]> games, long plies, Replay replay) {
        long sink = 0;
        for (int i = 0; i < 3; i++) { // warm-up
            sink += replay.run(games);
        }
        long best = Long.MAX_VALUE;
        for (int i = 0; i < ROUNDS; i++) {
            long start = cpuNanos();
            sink += replay.run(games);
            best = Math.min(best, cpuNanos() - start);
        }
        double seconds = best / 1e9;
        System.out.printf("%s: best of %d: %.0f ms = %,.0f plies/s, %,.0f games/s (checksum %x)%n",
                name, ROUNDS, best / 1e6, plies / seconds, games.size() / seconds, sink);
    }

    private static long replayWithBuilder(List<int[]> games) {
        long checksum = 0;
        for (int[] game : games) {
            ChessLineBuilder builder = new ChessLineBuilder(Board.standard());
            for (int move : game) {
                checksum ^= builder.play(move).positionKey();
            }
            MoveTree tree = builder.build();
            checksum += tree.plyCount();
        }
        return checksum;
    }

    private static long replayWithToSan(List<int[]> games) {
        long checksum = 0;
        Board board = Board.standard();
        for (int[] game : games) {
            for (int move : game) {
                checksum += San.toSan(board, move).length();
                board.make(move);
                checksum ^= board.zobrist();
            }
            for (int i = 0; i < game.length; i++) {
                board.unmake();
            }
        }
        return checksum;
    }

    /** Random legal games; captures are preferred so that games look less like shuffling. */
    private static List<int[]> randomGames(Random random, int count) {
        List<int[]> games = new ArrayList<>(count);
        int[] moves = new int[256];
        for (int g = 0; g < count; g++) {
            Board board = Board.standard();
            int length = 40 + random.nextInt(MAX_PLIES - 40);
            int[] game = new int[length];
            int ply = 0;
            while (ply < length) {
                int n = board.legalMoves(moves);
                if (n == 0) {
                    break;
                }
                int move = moves[random.nextInt(n)];
                if (random.nextInt(3) == 0) {
                    move = preferCapture(board, moves, n, move);
                }
                board.make(move);
                game[ply++] = move;
            }
            games.add(Arrays.copyOf(game, ply));
        }
        return games;
    }

    private static int preferCapture(Board board, int[] moves, int n, int fallback) {
        for (int i = 0; i < n; i++) {
            if (board.pieceAt(Move.to(moves[i])) != 0) {
                return moves[i];
            }
        }
        return fallback;
    }
}
