package org.chesslake.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class SanTest {

    private static String san(String fen, String uci) {
        Board board = Board.fromFen(fen);
        return San.toSan(board, Uci.parse(board, uci));
    }

    @ParameterizedTest(name = "{1} -> {2}")
    @CsvSource(delimiter = ';', value = {
        // plain moves
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1; e2e4; e4",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1; g1f3; Nf3",
        "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2; e4d5; exd5",
        // disambiguation by file, by rank, by both
        "4k3/8/8/8/8/8/4K3/R6R w - - 0 1; a1d1; Rad1",
        "4k3/8/8/R7/8/8/8/R3K3 w - - 0 1; a1a3; R1a3",
        "k7/8/8/8/8/2Q1Q3/8/2Q1K3 w - - 0 1; e3d2; Qed2",
        "k7/8/8/8/8/2Q1Q3/8/2Q1K3 w - - 0 1; c3d2; Qc3d2",
        "k7/8/8/8/8/2Q1Q3/8/2Q1K3 w - - 0 1; c1d2; Q1d2",
        "4k3/8/8/8/8/8/8/N1N1K3 w - - 0 1; a1b3; Nab3",
        // a pinned rival needs no disambiguation
        "4k3/8/8/8/8/2N5/8/4K1N1 w - - 0 1; c3e2; Nce2",
        "4k3/8/8/8/8/2N5/8/4K1Nr w - - 0 1; c3e2; Ne2",
        // castling, with check
        "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1; e1g1; O-O",
        "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1; e1c1; O-O-O",
        "r3k2r/8/8/8/8/8/8/4K3 b kq - 0 1; e8c8; O-O-O",
        "5k2/8/8/8/8/8/8/4K2R w K - 0 1; e1g1; O-O+",
        // en passant
        "4k3/8/8/3Pp3/8/8/8/4K3 w - e6 0 2; d5e6; dxe6",
        // promotions, under-promotions, with check and mate
        "8/4P3/8/8/8/8/k7/4K3 w - - 0 1; e7e8q; e8=Q",
        "2k5/4P3/8/8/8/8/8/4K3 w - - 0 1; e7e8n; e8=N",
        "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1; b7b8r; b8=R+",
        "2r1k3/1P6/8/8/8/8/8/4K3 w - - 0 1; b7c8n; bxc8=N",
        "k7/2P5/1K6/8/8/8/8/8 w - - 0 1; c7c8q; c8=Q#",
        "k7/2P5/2K5/8/8/8/8/8 w - - 0 1; c7c8q; c8=Q+",
        "k7/2P5/1K6/8/8/8/8/8 w - - 0 1; c7c8r; c8=R#",
        // checks and mates
        "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1; a1a8; Ra8#",
        "6k1/5pp1/8/8/8/8/8/R5K1 w - - 0 1; a1a8; Ra8+",
        "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2; d8h4; Qh4#",
    })
    void writes(String fen, String uci, String expected) {
        assertEquals(expected, san(fen, uci));
    }

    @ParameterizedTest(name = "{1}")
    @CsvSource(delimiter = ';', value = {
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1; e4; e2e4",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1; Pe4; e2e4",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1; e2-e4; e2e4",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1; e2e4; e2e4",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1; Ng1-f3; g1f3",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1; g1-f3; g1f3",
        "6k1/p1p2ppp/6q1/Qp3n2/5n2/2p5/P4PPP/RN1r2RK w - - 2 23; g1xd1; g1d1",
        "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1; e1g1; e1g1",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1; Nf3+; g1f3",
        "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2; exd5; e4d5",
        "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2; ed5; e4d5",
        "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2; e4:d5; e4d5",
        "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2; Pxd5; e4d5",
        "4k3/8/8/3Pp3/8/8/8/4K3 w - e6 0 2; dxe6 e.p.; d5e6",
        "4k3/8/8/3Pp3/8/8/8/4K3 w - e6 0 2; dxe6e.p.; d5e6",
        "4k3/8/8/3Pp3/8/8/8/4K3 w - e6 0 2; de6ep; d5e6",
        "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1; O-O; e1g1",
        "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1; 0-0; e1g1",
        "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1; 0-0-0; e1c1",
        "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1; O-O-O+; e1c1",
        "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1; Kg1; e1g1",
        "5k2/8/8/8/8/8/8/4K2R w K - 0 1; O-O; e1g1",
        "4k3/8/8/8/8/8/4K3/R6R w - - 0 1; Rad1; a1d1",
        "4k3/8/8/8/8/8/8/R3K2R w - - 0 1; Rxd1; a1d1",
        "4k3/8/8/R7/8/8/8/R3K3 w - - 0 1; R1a3; a1a3",
        "k7/8/8/8/8/2Q1Q3/8/2Q1K3 w - - 0 1; Qc3d2; c3d2",
        "k7/8/8/8/8/2Q1Q3/8/2Q1K3 w - - 0 1; Qc3xd2!?; c3d2",
        "4k3/8/8/8/8/2N5/8/4K1Nr w - - 0 1; Ne2; c3e2",
        "2k5/4P3/8/8/8/8/8/4K3 w - - 0 1; e8=N; e7e8n",
        "2k5/4P3/8/8/8/8/8/4K3 w - - 0 1; e8N; e7e8n",
        "2k5/4P3/8/8/8/8/8/4K3 w - - 0 1; e8(N); e7e8n",
        "2k5/4P3/8/8/8/8/8/4K3 w - - 0 1; e8/R; e7e8r",
        "2k5/4P3/8/8/8/8/8/4K3 w - - 0 1; e8=q; e7e8q",
        "2k5/4P3/8/8/8/8/8/4K3 w - - 0 1; e8; e7e8q",
        "2r1k3/1P6/8/8/8/8/8/4K3 w - - 0 1; bxc8=Q+; b7c8q",
        "2r1k3/1P6/8/8/8/8/8/4K3 w - - 0 1; bc8B; b7c8b",
    })
    void readsTolerantly(String fen, String token, String uci) {
        Board board = Board.fromFen(fen);
        int move = San.parse(board, token);
        assertEquals(uci, Uci.toUci(move));
    }

    @Test
    void readsNullMoves() {
        Board board = Board.standard();
        assertEquals(Move.NULL, San.parse(board, "--"));
        assertEquals(Move.NULL, San.parse(board, "Z0"));
        assertEquals("--", San.toSan(board, Move.NULL));
    }

    @Test
    void flagsComeFromTheBoard() {
        Board board = Board.fromFen("4k3/8/8/3Pp3/8/8/8/R3K2R w KQ e6 0 2");
        assertTrue(Move.isEnPassant(San.parse(board, "dxe6")));
        assertTrue(Move.isCastle(San.parse(board, "O-O-O")));
    }

    @ParameterizedTest(name = "[{index}] {1}")
    @CsvSource(delimiter = ';', value = {
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1; e5",        // too far
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1; Nd2",       // occupied by own pawn
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1; O-O",       // path blocked
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1; Qh9",       // no such square
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1; hello",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1; ''",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1; e4=Q",      // promotion off the last rank
        "4k3/8/8/8/8/8/4K3/R6R w - - 0 1; Rd1",                                // ambiguous
        "4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1; Nc3",                              // pinned knight
        "4k3/8/8/8/8/8/8/R3K2R w - - 0 1; O-O",                                // no castling right
        "rnbqk2r/ppp1bppp/4pn2/3p2B1/2PP4/2N2N2/PP2PPPP/R2QKB1R b KQkq - 5 5; Nd7", // Nbd7 or Nfd7
    })
    void rejects(String fen, String token) {
        Board board = Board.fromFen(fen);
        assertThrows(IllegalMoveException.class, () -> San.parse(board, token));
    }

    @Test
    void everyLegalMoveRoundTripsThroughSanInRandomGames() {
        Random random = new Random(7);
        int[] moves = new int[256];
        for (int game = 0; game < 30; game++) {
            Board board = Board.standard();
            for (int ply = 0; ply < 200; ply++) {
                int n = board.legalMoves(moves);
                if (n == 0) {
                    break;
                }
                for (int i = 0; i < n; i++) {
                    String san = San.toSan(board, moves[i]);
                    assertTrue(Move.sameMove(moves[i], San.parse(board, san)), () -> san + " in " + board.toFen());
                }
                board.make(moves[random.nextInt(n)]);
            }
        }
    }
}
