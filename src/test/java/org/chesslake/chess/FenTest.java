package org.chesslake.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class FenTest {

    @ParameterizedTest
    @ValueSource(strings = {
        Board.STANDARD_FEN,
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
        "8/8/1k6/2b5/2pP4/8/5K2/8 b - d3 0 1",
        "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 12 40",
    })
    void roundTrips(String fen) {
        assertEquals(fen, Board.fromFen(fen).toFen());
    }

    @Test
    void readsTheFields() {
        Board board = Board.fromFen("rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w Kq f6 7 3");
        assertEquals(Piece.WHITE, board.sideToMove());
        assertEquals(Board.WHITE_KINGSIDE | Board.BLACK_QUEENSIDE, board.castlingRights());
        assertEquals(Square.parse("f6"), board.epSquare());
        assertEquals(7, board.halfmoveClock());
        assertEquals(3, board.fullmoveNumber());
        assertEquals(Square.parse("e1"), board.kingSquare(Piece.WHITE));
        assertEquals(Square.parse("e8"), board.kingSquare(Piece.BLACK));
        assertEquals(Piece.of(Piece.BLACK, Piece.QUEEN), board.pieceAt(Square.parse("d8")));
        assertEquals(Piece.EMPTY, board.pieceAt(Square.parse("e4")));
    }

    @Test
    void toleratesMissingCounters() {
        assertEquals("4k3/8/8/8/8/8/8/4K3 b - - 0 1", Board.fromFen("4k3/8/8/8/8/8/8/4K3 b - -").toFen());
        assertEquals("4k3/8/8/8/8/8/8/4K3 w - - 0 1", Board.fromFen("  4k3/8/8/8/8/8/8/4K3 w  ").toFen());
        assertEquals("4k3/8/8/8/8/8/8/4K3 w - - 3 1", Board.fromFen("4k3/8/8/8/8/8/8/4K3 w - - 3 0").toFen());
    }

    @Test
    void readsShredderCastlingLetters() {
        assertEquals(Board.STANDARD_FEN, Board.fromFen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1").toFen());
    }

    @Test
    void dropsRightsAndEpSquaresThePositionContradicts() {
        // no rook on h1, and no black pawn that could just have passed e6
        assertEquals("4k3/8/8/8/8/8/8/R3K3 w Q - 0 1", Board.fromFen("4k3/8/8/8/8/8/8/R3K3 w KQkq e6 0 1").toFen());
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1",
        "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQQBNR w KQkq - 0 1",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBXKBNR w KQkq - 0 1",
        "Pnbqkbnr/pppppppp/8/8/8/8/PPPPPPP1/RNBQKBNR w KQkq - 0 1",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQxq - 0 1",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq z9 0 1",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - -1 1",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 extra",
        "4k3/8/8/8/8/8/8/4K2r b - - 0 1",
        "4k3/4R3/8/8/8/8/8/4K3 w - - 0 1",
    })
    void rejectsBadFen(String fen) {
        assertThrows(IllegalArgumentException.class, () -> Board.fromFen(fen));
    }

    @Test
    void copyIsIndependent() {
        Board board = Board.standard();
        Board copy = board.copy();
        copy.make(San.parse(copy, "e4"));
        assertEquals(Board.STANDARD_FEN, board.toFen());
        assertEquals("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1", copy.toFen());
        copy.unmake();
        assertEquals(board.zobrist(), copy.zobrist());
    }
}
