package org.chesslake.format.chessassistant;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import org.chesslake.chess.Board;
import org.chesslake.chess.Move;
import org.chesslake.chess.Piece;
import org.chesslake.chess.San;
import org.chesslake.chess.Uci;
import org.chesslake.format.chessassistant.MoveTable.Entry;
import org.chesslake.format.chessassistant.MoveTable.Kind;
import org.chesslake.format.chessassistant.RecordSyntax.MoveCode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The move codes 0–219 of spec §6.4–6.9, with the expected moves worked out by hand. */
class MoveTableTest {

    @ParameterizedTest(name = "code {0}")
    @CsvSource({
        // code, piece number, kind, displacement "yx" (hex nibbles)
        "0, 0, PAWN, 10", "1, 0, PAWN, 17", "2, 0, PAWN, 11", "3, 0, PAWN, 20",
        "17, 4, PAWN, 17", "31, 7, PAWN, 20",
        "32, 8, KNIGHT, 67", "35, 8, KNIGHT, 27", "39, 8, KNIGHT, 61",
        "40, 9, KNIGHT, 67", "43, 9, KNIGHT, 27", "44, 9, KNIGHT, 21", "47, 9, KNIGHT, 61",
        "48, 10, DIAG, 11", "51, 10, DIAG, 44", "54, 10, DIAG, 77", "55, 10, DIAG, 17", "60, 10, DIAG, 71",
        "61, 11, DIAG, 11", "73, 11, DIAG, 71",
        "74, 12, LINE, 07", "80, 12, LINE, 01", "81, 12, LINE, 70", "87, 12, LINE, 10",
        "88, 13, LINE, 07", "101, 13, LINE, 10",
        "102, 14, DIAG, 11", "114, 14, DIAG, 71", "115, 14, LINE, 07", "128, 14, LINE, 10",
        "129, 15, KING, 11", "130, 15, KING, 77", "133, 15, KING, 07", "136, 15, KING, 10",
        "137, 16, DIAG, 11", "149, 16, DIAG, 71", "150, 16, LINE, 07", "163, 16, LINE, 10",
        "164, 16, KNIGHT, 67", "171, 16, KNIGHT, 61",
        "172, 17, DIAG, 11", "185, 17, LINE, 07", "199, 17, KNIGHT, 67", "206, 17, KNIGHT, 61",
    })
    void codeNamesPieceAndDisplacement(int code, int number, Kind kind, String yx) {
        Entry entry = MoveTable.entry(code);
        assertEquals(new Entry(number, kind, Integer.parseInt(yx, 16)), entry);
    }

    @Test
    void everyPieceCodeIsTheOnlyCodeForItsMeaning() {
        for (int code = 32; code <= MoveTable.LAST_PIECE_CODE; code++) {
            Entry e = MoveTable.entry(code);
            assertEquals(code, MoveTable.code(e.pieceNumber(), e.kind(), e.displacement()));
        }
        for (int code = 0; code < 32; code++) {
            assertEquals(code >> 2, MoveTable.entry(code).pieceNumber());
            assertEquals(MoveTable.PAWN_WHITE[code & 3], MoveTable.entry(code).displacement());
        }
    }

    @Test
    void displacementsAreModuloEightWithFilesToTheRight() {
        assertEquals(sq("e5"), MoveTable.target(sq("a1"), 0x44));
        assertEquals(sq("a5"), MoveTable.target(sq("e1"), 0x44));
        assertEquals(sq("f3"), MoveTable.target(sq("g1"), 0x27));
        assertEquals(sq("a1"), MoveTable.target(sq("h1"), 0x01)); // wraps: a king may not, a rook may
        assertEquals(0x27, MoveTable.displacement(sq("g1"), sq("f3")));
        assertEquals(0x35, MoveTable.displacement(sq("f1"), sq("c4")));
    }

    @ParameterizedTest(name = "{2} {3} -> {4}")
    @CsvSource(delimiter = '|', value = {
        // start (FEN or "start") | moves before (UCI) | code | operands | expected SAN
        "start | - | 16 | - | e3",
        "start | - | 19 | - | e4",
        "start | - | 0 | - | a3",
        "start | - | 31 | - | h4",
        "start | - | 43 | - | Nf3",
        "start | - | 44 | - | Nh3",
        "start | - | 35 | - | Na3",
        "start | - | 36 | - | Nc3",
        "start | e2e4 | 19 | - | e5",
        "start | e2e4 | 32 | - | Na6",
        "start | e2e4 | 40 | - | Nf6",
        "start | e2e4 d7d5 | 17 | - | exd5",
        "start | e2e4 d7d5 g1f3 | 14 | - | dxe4",
        "start | e2e4 e7e5 | 70 | - | Bc4",
        "start | e2e4 e7e5 | 64 | - | Bb5",
        "start | e2e4 e7e5 | 68 | - | Be2",
        "start | e2e4 e7e5 | 105 | - | Qh5",
        "start | e2e4 e7e5 | 104 | - | Qg4",
        "start | e2e4 e7e5 | 102 | - | Qe2",
        "start | e2e4 e7e5 | 136 | - | Ke2",
        "start | e2e4 e7e5 d2d4 | 105 | - | Qh4",
        "start | d2d4 e7e6 | 51 | - | Bg5",
        "start | d2d4 e7e6 | 50 | - | Bf4",
        "start | d2d4 e7e6 | 48 | - | Bd2",
        "start | e2e4 e7e5 g1f3 b8c6 f1c4 g8f6 | 208 | - | O-O",
        "start | d2d4 d7d5 b1c3 b8c6 c1f4 c8f5 d1d2 d8d7 | 207 | - | O-O-O",
        "R3K2R/8/8/8/8/8/8/4k3 w - - 0 1 | - | 84 | - | Ra4",
        "R3K2R/8/8/8/8/8/8/4k3 w - - 0 1 | - | 85 | - | Ra3",
        "4k3/8/8/8/8/8/8/R3K2R w - - 0 1 | - | 81 | - | Ra8+",
        "4k3/8/8/8/8/8/8/R3K2R w - - 0 1 | - | 78 | - | Rd1",
        "4k3/8/8/8/8/8/8/R3K2R w - - 0 1 | - | 89 | - | Rf1",
        "4k3/8/8/8/8/8/8/R3K2R w - - 0 1 | - | 95 | - | Rh8+",
        "4k3/8/8/8/8/8/8/R3K2R w - - 0 1 | - | 129 | - | Kf2",
        "4k3/8/8/8/8/8/8/R3K2R w - - 0 1 | - | 131 | - | Kd2",
        "4k3/8/8/8/8/8/8/R3K2R w - - 0 1 | - | 133 | - | Kd1",
        "4k3/8/8/8/8/8/8/2Q1KQ2 w - - 0 1 | - | 137 | - | Qg2",
        "4k3/8/8/8/8/8/8/2Q1KQ2 w - - 0 1 | - | 157 | - | Qf8+",
        "4k3/8/8/8/8/8/8/1NN1KN2 w - - 0 1 | - | 167 | - | Ne3",
        "4k3/8/8/8/8/8/8/QQQ1K3 w - - 0 1 | - | 172 | - | Qd2",
        "4k3/8/8/8/8/8/8/4KN2 w - - 0 1 | - | 34 | - | Nd2",
        "4k3/P7/8/8/8/8/8/4K3 w - - 0 1 | - | 209 | 0 174 | a8=Q+",
        "4k3/P7/8/8/8/8/8/4K3 w - - 0 1 | - | 209 | 0 72 | a8=N",
        "4k3/P7/8/8/8/8/8/4K3 w - - 0 1 | - | 209 | 0 80 | a8=N",
        "r3k3/1P6/8/8/8/8/8/4K3 w - - 0 1 | - | 209 | 5 174 | bxa8=Q+",
        "4k3/8/8/8/8/8/p7/4K3 b - - 0 1 | - | 209 | 0 140 | a1=R+",
        "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1 | - | 210 17 | - | exd6",
        "4k3/8/8/8/3Pp3/8/8/4K3 b - d3 0 1 | - | 210 17 | - | exd3",
        "start | - | 211 | - | --",
    })
    void codeDecodesToTheMoveWorkedOutByHand(String start, String before, String codes, String operands, String san)
            throws RecordException {
        Board board = start.equals("start") ? Board.standard() : Board.fromFen(start);
        PieceNumbers numbers = start.equals("start") ? PieceNumbers.standard() : PieceNumbers.number(pieces(board));
        if (!before.equals("-")) {
            for (String uci : before.split(" ")) {
                int move = Uci.parse(board, uci);
                MoveCodec.apply(board, numbers, move, board.sideToMove(), -1);
                board.make(move);
            }
        }
        int[] code = Arrays.stream(codes.split(" ")).mapToInt(Integer::parseInt).toArray();
        int[] ops = operands.equals("-") ? new int[] {0, 0} : Arrays.stream(operands.split(" ")).mapToInt(Integer::parseInt).toArray();
        boolean ep = code[0] == MoveTable.EN_PASSANT;
        MoveCode moveCode = new MoveCode(0, code[code.length - 1], ops[0], ops[1], ep);
        Board before1 = board.copy();
        PieceNumbers encoderNumbers = numbers.copy();
        int move = MoveCodec.decode(moveCode, board, numbers).move();
        assertEquals(san, move == Move.NULL ? "--" : San.toSan(before1, move));
        byte[] expectedBytes = new byte[code.length + (operands.equals("-") ? 0 : ops.length)];
        for (int i = 0; i < code.length; i++) {
            expectedBytes[i] = (byte) code[i];
        }
        if (!operands.equals("-")) {
            expectedBytes[code.length] = (byte) ops[0];
            expectedBytes[code.length + 1] = (byte) ops[1];
        }
        if (!san.equals("a8=N") || ops[1] == 72) { // 80 (number 16) is valid but the writer prefers the free 8
            assertArrayEquals(expectedBytes, MoveCodec.encode(before1, encoderNumbers, move), "writer's bytes for " + san);
        }
    }

    @ParameterizedTest(name = "code {0}")
    @CsvSource({"212, 0", "213, 1", "214, 2", "215, 3", "216, 4", "217, 5", "218, 6", "219, 7"})
    void extendedCodesMoveThePieceThatKeptItsPawnNumber(int code, int pawn) throws RecordException {
        Board board = Board.fromFen("4k3/8/8/8/8/8/8/3QK3 w - - 0 1");
        PieceNumbers numbers = PieceNumbers.empty();
        numbers.put(0, PieceNumbers.KING, sq("e1"), Piece.KING);
        numbers.put(1, PieceNumbers.KING, sq("e8"), Piece.KING);
        numbers.put(0, pawn, sq("d1"), Piece.QUEEN);
        Board copy = board.copy();
        int move = MoveCodec.decode(new MoveCode(0, code, 0x40, 0, false), board, numbers).move();
        assertEquals("Qd5", San.toSan(copy, move));
        assertEquals(sq("d5"), numbers.square(0, pawn));
        assertArrayEquals(new byte[] {(byte) code, 0x40}, MoveCodec.encode(copy, withQueenOn(pawn), move));
        int left = MoveCodec.decode(new MoveCode(0, code, 0x07, 0, false), Board.fromFen("4k3/8/8/8/8/8/8/3QK3 w - - 0 1"),
                withQueenOn(pawn)).move();
        assertEquals("Qc1", San.toSan(copy, left));
    }

    private static PieceNumbers withQueenOn(int pawn) {
        PieceNumbers numbers = PieceNumbers.empty();
        numbers.put(0, PieceNumbers.KING, sq("e1"), Piece.KING);
        numbers.put(1, PieceNumbers.KING, sq("e8"), Piece.KING);
        numbers.put(0, pawn, sq("d1"), Piece.QUEEN);
        return numbers;
    }

    @ParameterizedTest(name = "{2}")
    @CsvSource(delimiter = '|', value = {
        "start | 129 | king 15 cannot move onto its own pawn",
        "4k3/8/8/8/8/8/8/R3K2R w - - 0 1 | 128 | number 14 (queen) is absent",
        "4k3/8/8/8/8/8/8/7K w - - 0 1 | 134 | a king on h1 cannot wrap to a1 (01)",
        "4k3/8/8/8/8/8/8/4K2R w - - 0 1 | 40 | knight 9 is absent",
        "4k3/8/8/8/8/8/8/QQ2K3 w - - 0 1 | 164 | a queen on 16 has no knight move",
        "4k3/8/8/8/8/8/8/4K2R w - - 0 1 | 208 | castling without the right",
    })
    void impossibleCodesAreCorrupt(String start, int code, String why) {
        Board board = start.equals("start") ? Board.standard() : Board.fromFen(start);
        PieceNumbers numbers = start.equals("start") ? PieceNumbers.standard() : PieceNumbers.number(pieces(board));
        RecordException e = assertThrows(RecordException.class,
                () -> MoveCodec.decode(new MoveCode(77, code, 0, 0, false), board, numbers), why);
        assertEquals(77, e.offset());
        assertTrue(e.getMessage().contains(Integer.toString(code)) || e.getMessage().contains("castling"), e.getMessage());
    }

    @Test
    void plainPawnCodeToTheLastRankIsCorrupt() {
        Board board = Board.fromFen("4k3/P7/8/8/8/8/8/4K3 w - - 0 1");
        PieceNumbers numbers = PieceNumbers.number(pieces(board));
        assertThrows(RecordException.class, () -> MoveCodec.decode(new MoveCode(0, 0, 0, 0, false), board, numbers));
    }

    @Test
    void enPassantPrefixBeforeAnOrdinaryMoveIsCorrupt() {
        Board board = Board.standard();
        assertThrows(RecordException.class,
                () -> MoveCodec.decode(new MoveCode(0, 19, 0, 0, true), board, PieceNumbers.standard()));
    }

    static int sq(String name) {
        return (name.charAt(1) - '1') * 8 + name.charAt(0) - 'a';
    }

    static int[] pieces(Board board) {
        int[] pieces = new int[64];
        for (int s = 0; s < 64; s++) {
            pieces[s] = board.pieceAt(s);
        }
        return pieces;
    }
}
