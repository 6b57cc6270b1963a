package org.chesslake.format.scid;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.chesslake.chess.Board;
import org.chesslake.chess.Piece;
import org.chesslake.chess.Square;
import org.junit.jupiter.api.Test;

/** SCID's piece numbering (spec §6.7), with the examples of the spec. */
class PieceListsTest {

    @Test
    void setUpPositionNumbersPiecesInFenOrderWithTheKingFirst() {
        PieceLists lists = new PieceLists();
        assertTrue(lists.setFromBoard(Board.fromFen("rnb1k2Q/1p5p/p7/4p3/4q3/8/PPP2R1P/2K5 b - - 0 1")));
        assertEquals(3, lists.indexOf(Piece.BLACK, Square.parse("a8")));
        assertEquals(1, lists.indexOf(Piece.BLACK, Square.parse("b8")));
        assertEquals(0, lists.indexOf(Piece.BLACK, Square.parse("e8")));
        assertEquals(6, lists.indexOf(Piece.WHITE, Square.parse("h8")));
        assertEquals(1, lists.indexOf(Piece.WHITE, Square.parse("a2")));
        assertEquals(0, lists.indexOf(Piece.WHITE, Square.parse("c1")));
    }

    @Test
    void standardPositionWrittenAsFenIsNotTheStandardNumbering() {
        PieceLists lists = new PieceLists();
        assertTrue(lists.setFromBoard(Board.standard()));
        String[] white = {"e1", "b2", "c2", "d2", "e2", "f2", "g2", "h2", "a1", "b1", "c1", "d1", "a2", "f1", "g1", "h1"};
        for (int i = 0; i < white.length; i++) {
            assertEquals(Square.parse(white[i]), lists.square(Piece.WHITE, i), "White index " + i);
        }
        PieceLists standard = new PieceLists();
        standard.setStandard();
        String[] start = {"e1", "a1", "b1", "c1", "d1", "f1", "g1", "h1", "a2"};
        for (int i = 0; i < start.length; i++) {
            assertEquals(Square.parse(start[i]), standard.square(Piece.WHITE, i), "standard White index " + i);
        }
        assertEquals(Square.parse("h7"), standard.square(Piece.BLACK, 15));
    }

    @Test
    void captureMovesTheVictimsLastEntryIntoItsPlace() {
        PieceLists lists = new PieceLists();
        lists.setStandard();
        lists.remove(Piece.BLACK, Square.parse("b8")); // index 2
        assertEquals(15, lists.count(Piece.BLACK));
        assertEquals(Square.parse("h7"), lists.square(Piece.BLACK, 2));
        lists.remove(Piece.BLACK, Square.parse("g7")); // the last entry now
        assertEquals(14, lists.count(Piece.BLACK));
        assertEquals(-1, lists.indexOf(Piece.BLACK, Square.parse("g7")));
    }
}
