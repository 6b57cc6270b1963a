package org.chesslake.format.cbf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.Charset;
import java.util.ArrayList;
import java.util.List;
import org.chesslake.chess.Board;
import org.chesslake.game.MoveNode;
import org.chesslake.game.MoveTree;
import org.junit.jupiter.api.Test;

/** Plain move bytes, numbered by hand, through the move walk (spec §7.2, §8.3, §9, §10, §11). */
class CbfMoveDecoderTest {

    private final List<String> warnings = new ArrayList<>();

    private MoveTree decode(String fen, int[] moves, int... comments) throws CbfCorruptException {
        byte[] bytes = new byte[moves.length];
        for (int i = 0; i < moves.length; i++) {
            bytes[i] = (byte) moves[i];
        }
        byte[] part = new byte[comments.length];
        for (int i = 0; i < comments.length; i++) {
            part[i] = (byte) comments[i];
        }
        CbfAnnotation.Reader annotations = new CbfAnnotation.Reader(part, 0, part.length, new CbfText(Charset.forName("IBM850")));
        if (annotations.startsWithSeparator()) {
            annotations.skipSeparator();
        }
        Board start = fen == null ? Board.standard() : Board.fromFen(fen);
        return new CbfMoveDecoder(warnings)
                .decode(bytes, 0, bytes.length, annotations, start, CbfEnPassant.NONE);
    }

    private static List<String> sans(List<MoveNode> line) {
        return line.stream().map(n -> n.move().san()).toList();
    }

    @Test
    void movesAndAVariation() throws CbfCorruptException {
        // e4 = 11 (e2 is the 11th number), e5 = 11 for Black; the variation c5 = 7 (c7: c5 7, c6 8);
        // then Nf3 = 24: a2 1-2, Nb1 3-4, b2 5-6, c2 7-8, Qd1 e2 f3 g4 h5 9-12, d2 13-14, Ke1 e2 15,
        // Bf1 e2 d3 c4 b5 a6 16-20, f2 21-22, Ng1 e2 23, f3 24
        MoveTree tree = decode(null, new int[] {11, 11, 0xFF, 7, 0x80, 24});
        assertEquals(List.of("e4", "e5", "Nf3"), sans(tree.mainLine()));
        assertEquals(List.of("c5"), sans(tree.mainLine().get(1).variations().get(0)));
        assertEquals(List.of(), warnings);
    }

    @Test
    void annotatedMovesTakeTheRecordsInOrder() throws CbfCorruptException {
        // FF | 01 00 00 00 "hi" FF | 00 0C FF
        MoveTree tree = decode(null, new int[] {0x80 | 11, 0x80 | 11},
                0xFF, 1, 0, 0, 0, 'h', 'i', 0xFF, 0, 12, 0xFF);
        assertEquals(List.of(1), tree.mainLine().get(0).nags());
        assertEquals("hi", tree.mainLine().get(0).commentAfter());
        assertEquals(List.of(36), tree.mainLine().get(1).nags());
        assertEquals(List.of(), warnings);
    }

    @Test
    void missingRecordsLeaveTheRestUnannotatedWithAWarning() throws CbfCorruptException {
        MoveTree tree = decode(null, new int[] {0x80 | 11, 0x80 | 11}, 0xFF, 5, 0xFF);
        assertEquals(List.of(3), tree.mainLine().get(0).nags());
        assertEquals(List.of(), tree.mainLine().get(1).nags());
        assertTrue(warnings.get(0).contains("comment part ends before the annotation"), warnings.toString());
    }

    @Test
    void zeroByteAndTopLevelEndStopTheGame() throws CbfCorruptException {
        assertEquals(1, decode(null, new int[] {11, 0x00, 11}).plyCount());
        assertTrue(warnings.get(0).contains("0x00 ends the game"), warnings.toString());
        warnings.clear();
        assertEquals(1, decode(null, new int[] {11, 0x80, 11}).plyCount());
        assertTrue(warnings.get(0).contains("1 bytes after the end of the game"), warnings.toString());
    }

    @Test
    void unclosedVariationIsClosedWithAWarning() throws CbfCorruptException {
        MoveTree tree = decode(null, new int[] {11, 11, 0xFF, 7});
        assertEquals(List.of("c5"), sans(tree.mainLine().get(1).variations().get(0)));
        assertTrue(warnings.get(0).contains("not closed"), warnings.toString());
    }

    @Test
    void numberOnAFakeEnPassantEntryTakesTheNextMove() throws CbfCorruptException {
        // White: d2 d4 1, d3 2; e5 e6 3; Kh1 g1 4, g2 5; h2 h4 6, h3 7. Black: Ke8 d7 d8 e7 f7 f8 1-5, O-O 6.
        // After O-O the fake e.p. square is d6: e5 e6 1, e.p. d6 2 (not selectable), Kh1 g1 3, g2 4; h2 h4 5, h3 6.
        String fen = "4k2r/8/8/3pP3/8/8/3P3P/7K w k - 0 1";
        MoveTree exact = decode(fen, new int[] {1, 6, 3});
        assertEquals(List.of("d4", "O-O", "Kg1"), sans(exact.mainLine()));
        assertEquals(List.of(), warnings);
        MoveTree onPhantom = decode(fen, new int[] {1, 6, 2});
        assertEquals(List.of("d4", "O-O", "Kg1"), sans(onPhantom.mainLine()));
        assertTrue(warnings.get(0).contains("phantom"), warnings.toString());
    }
}
