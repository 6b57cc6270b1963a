package org.chesslake.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.util.Random;
import org.junit.jupiter.api.Test;

/** The test keys published with the Polyglot book format, reached by playing the moves and from FEN. */
class PolyglotKeyTest {

    private static final String[][] E4_LINE = {
        {"", "463b96181691fc9c"},
        {"e2e4", "823c9b50fd114196"},
        {"d7d5", "0756b94461c50fb0"},
        {"e4e5", "662fafb965db29d4"},
        {"f7f5", "22a48b5a8e47ff78"},
        {"e1e2", "652a607ca3f242c1"},
        {"e8f7", "00fdd303c946bdd9"},
    };

    private static final String[][] A4_LINE = {
        {"a2a4", null}, {"b7b5", null}, {"h2h4", null}, {"b5b4", null},
        {"c2c4", "3c8123ea7b067637"},
        {"b4c3", null},
        {"a1a3", "5c3f9b829b279560"},
    };

    @Test
    void publishedKeysAlongTheMoves() {
        assertKeys(E4_LINE);
        assertKeys(A4_LINE);
    }

    private static void assertKeys(String[][] line) {
        Board board = Board.standard();
        for (String[] step : line) {
            if (!step[0].isEmpty()) {
                board.make(Uci.parse(board, step[0]));
            }
            if (step[1] != null) {
                assertEquals(Long.parseUnsignedLong(step[1], 16), board.zobrist(), "after " + step[0]);
            }
        }
    }

    @Test
    void publishedKeysFromFen() {
        assertKey("463b96181691fc9c", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
        assertKey("823c9b50fd114196", "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
        assertKey("0756b94461c50fb0", "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2");
        assertKey("662fafb965db29d4", "rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 2");
        assertKey("22a48b5a8e47ff78", "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3");
        assertKey("652a607ca3f242c1", "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPPKPPP/RNBQ1BNR b kq - 0 3");
        assertKey("00fdd303c946bdd9", "rnbq1bnr/ppp1pkpp/8/3pPp2/8/8/PPPPKPPP/RNBQ1BNR w - - 0 4");
        assertKey("3c8123ea7b067637", "rnbqkbnr/p1pppppp/8/8/PpP4P/8/1P1PPPP1/RNBQKBNR b KQkq c3 0 3");
        assertKey("5c3f9b829b279560", "rnbqkbnr/p1pppppp/8/8/P6P/R1p5/1P1PPPP1/1NBQKBNR b Kkq - 0 4");
    }

    private static void assertKey(String hex, String fen) {
        assertEquals(Long.parseUnsignedLong(hex, 16), Board.fromFen(fen).zobrist(), fen);
    }

    @Test
    void enPassantFileCountsOnlyWithACapturerBesideThePushedPawn() {
        // no black pawn beside e4: the ep square does not change the key
        assertEquals(key("4k3/8/8/8/4P3/8/8/4K3 b - - 0 1"), key("4k3/8/8/8/4P3/8/8/4K3 b - e3 0 1"));
        // a black pawn on d4 could capture: it does
        assertNotEquals(key("4k3/8/8/8/3pP3/8/8/4K3 b - - 0 1"), key("4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1"));
        // Polyglot ignores legality: the d4 pawn is pinned by the rook on h4, the file still counts
        assertNotEquals(key("8/8/8/8/k2pP2R/8/8/4K3 b - - 0 1"), key("8/8/8/8/k2pP2R/8/8/4K3 b - e3 0 1"));
    }

    private static long key(String fen) {
        return Board.fromFen(fen).zobrist();
    }

    @Test
    void incrementalKeyEqualsKeyComputedFromScratchAndUnmakeRestoresIt() {
        Random random = new Random(20261121L);
        int[] moves = new int[256];
        for (int game = 0; game < 20; game++) {
            Board board = Board.standard();
            for (int ply = 0; ply < 160; ply++) {
                int n = board.legalMoves(moves);
                if (n == 0) {
                    break;
                }
                long before = board.zobrist();
                String fenBefore = board.toFen();
                int move = moves[random.nextInt(n)];
                board.make(move);
                assertEquals(Board.fromFen(board.toFen()).zobrist(), board.zobrist(), board.toFen());
                board.unmake();
                assertEquals(before, board.zobrist());
                assertEquals(fenBefore, board.toFen());
                board.make(move);
            }
        }
    }
}
