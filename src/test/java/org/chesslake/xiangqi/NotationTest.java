package org.chesslake.xiangqi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.chesslake.testing.CorpusTest;
import org.junit.jupiter.api.Test;

class NotationTest {

    @Test
    void chineseExamplesFromTheStandardStart() {
        assertEquals("h2e2", iccs(Board.standard(), "炮二平五"));
        assertEquals("b2e2", iccs(Board.standard(), "炮八平五"));
        assertEquals("h0g2", iccs(Board.standard(), "马二进三"));
        assertEquals("h0g2", iccs(Board.standard(), "馬二進三"));
        Board black = after("h2e2");
        assertEquals("h9g7", iccs(black, "马８进７"));
        assertEquals("h9g7", iccs(black, "马8进7"));
        assertEquals("h7e7", iccs(black, "炮８平５"));
        assertEquals("h7e7", iccs(black, "砲8平5"));
        assertEquals("a0b0", iccs(after("b0c2", "b9c7"), "车九平八"));
        assertThrows(IllegalMoveException.class, () -> ChineseNotation.parse(Board.standard(), "炮二变五"));
    }

    @Test
    void tandemPiecesAndAdvisorsWithoutFrontRear() {
        // two red cannons on the e-file: front e5, rear e2
        Board board = Board.fromFen("4k4/9/9/9/4C4/9/9/4C4/9/3AK4 w");
        assertEquals("e5e7", iccs(board, "前炮进二"));
        assertEquals("e2e3", iccs(board, "后炮进一"));
        assertEquals("e2e3", iccs(board, "後炮进一"));
        assertEquals("e5e7", iccs(board, "C++2"));
        assertEquals("e2e3", iccs(board, "C-+1"));
        assertEquals("e2e3", iccs(board, "-C+1"));
        assertEquals("前炮进二", ChineseNotation.toChinese(board, Iccs.parse(board, "e5e7", 0)));
        assertEquals("C-+1", Wxf.toWxf(board, Iccs.parse(board, "e2e3", 0)));
        // advisors on d0 and d2 share a file: 仕六进五 and 仕六退五 are different moves, never 前/后
        Board advisors = Board.fromFen("4k4/9/9/9/9/9/9/3A5/9/3AK4 w");
        assertEquals("d0e1", iccs(advisors, "仕六进五"));
        assertEquals("d2e1", iccs(advisors, "仕六退五"));
        assertEquals("仕六退五", ChineseNotation.toChinese(advisors, Iccs.parse(advisors, "d2e1", 0)));
    }

    @Test
    void wxfDialects() {
        Board board = Board.standard();
        assertEquals("h2e2", iccs(board, "C2.5"));
        assertEquals("h2e2", iccs(board, "C2=5"));
        assertEquals("h2e2", iccs(board, "C25"));
        assertEquals("h2e2", iccs(board, "c2.5"));
        assertEquals("h2e2", iccs(board, "Ｃ２＝５"));
        assertEquals("h0g2", iccs(board, "H2+3"));
        assertEquals("h0g2", iccs(board, "N2+3"));
        assertEquals("c0e2", iccs(board, "B7+5"));
        assertEquals("C2.5", Wxf.toWxf(board, Iccs.parse(board, "h2e2", 0)));
        assertEquals("E7+5", Wxf.toWxf(board, Iccs.parse(board, "c0e2", 0)));
    }

    @Test
    void pawnsDoubledOnTwoFilesAndNumberedPawns() {
        // red pawns: c5, c6 on file 7 and g5, g6 on file 3; black's king off the kings' file
        Board board = Board.fromFen("3k5/9/9/2P3P2/2P3P2/9/9/9/9/4K4 w");
        int move = Iccs.parse(board, "g6f6", 0);
        assertEquals("3+.4", Wxf.toWxf(board, move));
        assertEquals("g6f6", iccs(board, "3+.4"));
        // the pool, right to left then front to back: g6, g5, c6, c5
        assertEquals("一兵平四", ChineseNotation.toChinese(board, move));
        assertEquals("g6f6", iccs(board, "一兵平四"));
        assertEquals("c5d5", iccs(board, "四兵平六"));
        assertEquals("c6d6", iccs(board, "前兵七平六"));
        assertEquals("c6d6", iccs(board, "7+.6"));
        assertEquals("c5d5", iccs(board, "7-.6"));
        // three pawns on one file: 前 中 后, WXF + file -
        Board three = Board.fromFen("3k5/9/4P4/4P4/4P4/9/9/9/9/4K4 w");
        assertEquals("中兵平四", ChineseNotation.toChinese(three, Iccs.parse(three, "e6f6", 0)));
        assertEquals("P5.4", Wxf.toWxf(three, Iccs.parse(three, "e6f6", 0)));
        assertEquals("e6f6", iccs(three, "P5.4"));
        assertEquals("e5f5", iccs(three, "后兵平四"));
        assertEquals("e7f7", iccs(three, "P+.4"));
    }

    @Test
    void iccsRankBases() {
        Board board = Board.standard();
        assertEquals("h2e2", iccs(board, "H2-E2"));
        assertEquals("h2e2", Iccs.toIccs(Iccs.parse(board, "h3e3", 1)));
        assertEquals(true, Iccs.isOneBased("h10g8"));
        assertEquals(true, Iccs.isZeroBased("h0g2"));
        assertThrows(IllegalMoveException.class, () -> Iccs.parse(board, "h2h8", 0));
    }

    @Test
    void notationOfTokens() {
        assertEquals(Notation.ICCS, Notation.of("h2e2"));
        assertEquals(Notation.WXF, Notation.of("＋Ｐ＋１"));
        assertEquals(Notation.CHINESE, Notation.of("前兵进一"));
        assertEquals(null, Notation.of("1-0"));
        assertThrows(IllegalMoveException.class, () -> Notation.parse(Board.standard(), "xyz", 0));
    }

    /** Every oracle game marked complete: its tokens replay to the agreed ICCS; every move round-trips. */
    @Test
    @CorpusTest
    void oracleTokensReplayAndRoundTrip() throws IOException {
        Map<String, int[]> perSet = new TreeMap<>();
        for (OracleGames game : OracleGames.all()) {
            if (!game.complete()) {
                continue;
            }
            int[] counts = perSet.computeIfAbsent(game.set(), s -> new int[2]);
            counts[1]++;
            Board board = Board.fromFen(game.fen());
            int rankBase = game.tokens().stream().anyMatch(Iccs::isOneBased) ? 1 : 0;
            List<String> expected = game.expectedIccs();
            boolean same = true;
            for (int ply = 0; ply < expected.size() && same; ply++) {
                String token = game.tokens().get(ply);
                int move;
                try {
                    move = Notation.parse(board, token, rankBase);
                } catch (IllegalMoveException e) {
                    System.out.println(game.file() + " #" + game.game() + " ply " + ply + ": " + e.getMessage());
                    same = false;
                    break;
                }
                if (!Iccs.toIccs(move).equals(expected.get(ply))) {
                    System.out.println(game.file() + " #" + game.game() + " ply " + ply + ": " + token + " -> "
                            + Iccs.toIccs(move) + ", expected " + expected.get(ply));
                    same = false;
                    break;
                }
                for (Notation notation : Notation.values()) {
                    String written = notation.write(board, move);
                    assertEquals(move, notation.parseAs(board, written, 0), written + " in " + game.file());
                }
                board.make(move);
            }
            if (same) {
                counts[0]++;
            }
        }
        perSet.forEach((set, c) -> System.out.println("oracle tokens " + set + ": " + c[0] + "/" + c[1]));
        perSet.forEach((set, c) -> assertEquals(c[1], c[0], set));
    }

    private static String iccs(Board board, String token) {
        return Iccs.toIccs(Notation.parse(board, token, 0));
    }

    private static Board after(String... moves) {
        Board board = Board.standard();
        for (String move : moves) {
            board.make(Iccs.parse(board, move, 0));
        }
        return board;
    }
}
