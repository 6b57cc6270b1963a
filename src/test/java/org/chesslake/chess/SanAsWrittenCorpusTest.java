package org.chesslake.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.chesslake.files.InputFile;
import org.chesslake.format.text.PgnReader;
import org.chesslake.game.Game;
import org.chesslake.game.MoveInfo;
import org.chesslake.game.MoveNode;
import org.chesslake.pgn.ChessMoveInterpreter;
import org.chesslake.testing.Corpus;
import org.chesslake.testing.CorpusTest;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The PGN decoder's fast SAN path ({@link San#parse} reading a token as writers spell it) against
 * the full move generator, on every chess PGN game of the corpus: at every ply of every line the
 * decoded move is the one legal move of its UCI, with the generator's SAN, check, mate and keys;
 * and in the positions of each file's first games the SAN of every legal move is read by the fast
 * path (never the tolerant reader) back to that move.
 */
@CorpusTest
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class SanAsWrittenCorpusTest {

    private long plies;
    private int files;

    /** Games per file whose positions also check every legal move's SAN (the rest check the played move). */
    private static final int GAMES_WITH_EVERY_MOVE = 2_000;

    Stream<String> chessPgnFiles() throws IOException {
        try (Stream<Path> files = Stream.concat(Files.walk(Corpus.path("pgn")), Files.walk(Corpus.path("scid")))) {
            return files.filter(p -> p.getFileName().toString().endsWith(".pgn"))
                    .map(p -> Corpus.root().relativize(p).toString()).sorted().toList().stream();
        }
    }

    @ParameterizedTest
    @MethodSource("chessPgnFiles")
    void everyPlyIsTheGeneratorsMove(String file) throws IOException {
        PgnReader.Outcome outcome = PgnReader.readAll(InputFile.local(Corpus.path(file)), new ChessMoveInterpreter());
        Counts counts = new Counts();
        for (Game game : outcome.games()) {
            if (ChessVariant.of(game.header().tags().get("Variant")) != ChessVariant.STANDARD || game.moves() == null) {
                continue; // Chess960 castles by other rules
            }
            String fen = game.header().startFen();
            Board start = fen == null ? Board.standard() : Board.fromFen(fen);
            boolean everyMove = counts.games++ < GAMES_WITH_EVERY_MOVE;
            Deque<Line> lines = new ArrayDeque<>();
            lines.push(new Line(start, game.moves().mainLine()));
            while (!lines.isEmpty()) {
                Line line = lines.pop();
                Board board = line.start().copy();
                for (MoveNode node : line.nodes()) {
                    for (List<MoveNode> variation : node.variations()) {
                        lines.push(new Line(board.copy(), variation));
                    }
                    if (everyMove) {
                        counts.legalMovesRead += readEveryLegalMove(board);
                    }
                    play(board, node.move(), file, game);
                    counts.plies++;
                }
            }
        }
        System.out.printf("%s: %d games, %d plies, %d legal moves read back%n", file, counts.games, counts.plies, counts.legalMovesRead);
        plies += counts.plies;
        files++;
    }

    @AfterAll
    void checkedTheCorpus() {
        if (files == 0) {
            Corpus.root(); // nothing read: a skip without a corpus, with one the failure below
        }
        assertTrue(plies > 1_000_000, "only " + plies + " plies checked");
    }

    /**
     * The decoded move is the generator's move of that UCI, with its SAN, check, mate and keys. The
     * failure message (the position's FEN) is made only on a failure: this runs at every ply of the corpus.
     */
    private static void play(Board board, MoveInfo info, String file, Game game) {
        Supplier<String> where = () -> file + " game " + game.number() + " " + info.san() + " in " + board.toFen();
        assertEquals(board.zobrist(), info.fromPositionKey(), where);
        if (info.isNullMove()) {
            board.make(Move.NULL);
            assertEquals(board.zobrist(), info.positionKey(), () -> file + " game " + game.number() + " after a null move: " + board.toFen());
            return;
        }
        int[] legal = new int[256];
        int n = board.legalMoves(legal);
        int move = -1;
        for (int i = 0; i < n; i++) {
            if (Uci.toUci(legal[i]).equals(info.uci())) {
                assertEquals(-1, move, () -> where.get() + ": two legal moves of one UCI");
                move = legal[i];
            }
        }
        assertNotEquals(-1, move, () -> where.get() + ": no legal move " + info.uci());
        assertEquals(San.toSan(board, move), info.san(), where);
        board.make(move);
        Supplier<String> after = () -> file + " game " + game.number() + " after " + info.san() + ": " + board.toFen();
        assertEquals(board.inCheck(), info.check(), after);
        assertEquals(board.isCheckmate(), info.mate(), after);
        assertEquals(board.zobrist(), info.positionKey(), after);
    }

    /** Every legal move's SAN goes through the fast path back to that move; returns how many. */
    private static int readEveryLegalMove(Board board) {
        int[] legal = new int[256];
        int n = board.legalMoves(legal);
        for (int i = 0; i < n; i++) {
            String san = San.toSan(board, legal[i]);
            int read = San.parseAsWritten(board, san);
            assertNotEquals(San.NOT_AS_WRITTEN, read, () -> san + " not read as written in " + board.toFen());
            assertTrue(Move.sameMove(legal[i], read), () -> san + " read as " + Uci.toUci(read) + " in " + board.toFen());
        }
        return n;
    }

    private record Line(Board start, List<MoveNode> nodes) {
    }

    private static final class Counts {
        long games;
        long plies;
        long legalMovesRead;
    }
}
