package org.chesslake.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.chesslake.game.MoveInfo;
import org.chesslake.game.MoveNode;
import org.chesslake.game.MoveTree;
import org.junit.jupiter.api.Test;

class ChessLineBuilderTest {

    private static MoveInfo play(ChessLineBuilder builder, String san) {
        return builder.play(San.parse(builder.board(), san));
    }

    private static List<String> sans(List<MoveNode> line) {
        return line.stream().map(node -> node.move().san()).toList();
    }

    @Test
    void describesEachMove() {
        ChessLineBuilder builder = new ChessLineBuilder(Board.standard());
        MoveInfo e4 = play(builder, "e4");
        assertEquals(new MoveInfo("e4", "e2e4", null, "P", "e2", "e4", null, null, false, false,
                0x463b96181691fc9cL, 0x823c9b50fd114196L), e4, "Polyglot's keys of the start and of 1.e4");
        play(builder, "d5");
        MoveInfo capture = play(builder, "exd5");
        assertEquals("P", capture.captured());
        assertEquals("e4", capture.from());
        MoveInfo queen = play(builder, "Qxd5");
        assertEquals("Q", queen.piece());
        assertEquals("P", queen.captured());
        assertEquals("d8d5", queen.uci());
    }

    @Test
    void describesEnPassantPromotionCastlingAndMate() {
        ChessLineBuilder ep = new ChessLineBuilder(Board.fromFen("4k3/8/8/3Pp3/8/8/8/4K3 w - e6 0 2"));
        MoveInfo epInfo = play(ep, "dxe6");
        assertEquals("dxe6", epInfo.san());
        assertEquals("P", epInfo.captured());

        ChessLineBuilder promotion = new ChessLineBuilder(Board.fromFen("2r1k3/1P6/8/8/8/8/8/4K3 w - - 0 1"));
        MoveInfo promoted = play(promotion, "bxc8=N");
        assertEquals(new MoveInfo("bxc8=N", "b7c8n", null, "P", "b7", "c8", "R", "N", false, false,
                Board.fromFen("2r1k3/1P6/8/8/8/8/8/4K3 w - - 0 1").zobrist(), promotion.board().zobrist()), promoted);

        ChessLineBuilder castle = new ChessLineBuilder(Board.fromFen("5k2/8/8/8/8/8/8/4K2R w K - 0 1"));
        MoveInfo castled = play(castle, "O-O");
        assertEquals("O-O+", castled.san());
        assertEquals("e1g1", castled.uci());
        assertEquals("K", castled.piece());
        assertTrue(castled.check());

        ChessLineBuilder mate = new ChessLineBuilder(Board.standard());
        for (String san : List.of("f3", "e5", "g4")) {
            play(mate, san);
        }
        MoveInfo qh4 = play(mate, "Qh4");
        assertEquals("Qh4#", qh4.san());
        assertTrue(qh4.check() && qh4.mate());
    }

    @Test
    void resetStartsAFreshTreeAndKeepsTheOldOne() {
        ChessLineBuilder builder = new ChessLineBuilder(Board.standard());
        play(builder, "e4");
        builder.startVariation();
        play(builder, "d4");
        builder.endVariation();
        play(builder, "e5");
        MoveTree first = builder.build();

        builder.reset(Board.fromFen("4k3/8/8/8/8/8/R7/4K3 w - - 0 1"));
        MoveInfo check = play(builder, "Ra8+");
        MoveTree second = builder.build();

        assertEquals(List.of("e4", "e5"), sans(first.mainLine()));
        assertEquals(List.of("d4"), sans(first.mainLine().get(0).variations().get(0)));
        assertEquals(List.of("Ra8+"), sans(second.mainLine()));
        assertTrue(check.check());
        assertEquals(0, builder.depth());
    }

    @Test
    void findsChecksAfterANullMovePlayedInCheck() {
        // White passes while in check; Black's quiet move then leaves White's king attacked by the rook.
        ChessLineBuilder builder = new ChessLineBuilder(Board.fromFen("4k3/8/8/8/8/8/8/r3K3 w - - 0 1"));
        builder.play(Move.NULL);
        MoveInfo quiet = play(builder, "Kd8");
        assertTrue(quiet.check(), "the rook still attacks the white king");
        assertEquals("Kd8+", quiet.san());
    }

    @Test
    void recordsNullMoves() {
        ChessLineBuilder builder = new ChessLineBuilder(Board.standard());
        play(builder, "e4");
        MoveInfo pass = builder.play(Move.NULL);
        assertEquals(new MoveInfo("--", "0000", null, null, null, null, null, null, false, false, 0x823c9b50fd114196L,
                Board.fromFen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2").zobrist()), pass);
        assertTrue(pass.isNullMove());
        assertEquals("e5", play(builder, "e5").san());
    }

    @Test
    void buildsNestedVariationsWithCommentsAndNags() {
        // 1. e4 {best by test} e5 (1... c5 {Sicilian} 2. Nf3 (2. c3 d5) 2... d6) (1... e6) 2. Nf3 $1 Nc6
        Board start = Board.standard();
        ChessLineBuilder builder = new ChessLineBuilder(start);
        builder.commentBefore("Opening.");
        play(builder, "e4");
        builder.commentAfter("best by test");
        play(builder, "e5");
        builder.startVariation();
        assertEquals(1, builder.depth());
        play(builder, "c5");
        builder.commentAfter("Sicilian");
        play(builder, "Nf3");
        builder.startVariation();
        assertEquals(2, builder.depth());
        play(builder, "c3");
        play(builder, "d5");
        builder.endVariation();
        play(builder, "d6");
        builder.endVariation();
        builder.startVariation();
        builder.commentBefore("French:");
        play(builder, "e6");
        builder.endVariation();
        assertEquals(0, builder.depth());
        assertEquals("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2", builder.board().toFen());
        play(builder, "Nf3");
        builder.nag(1);
        play(builder, "Nc6");
        MoveTree tree = builder.build();

        assertEquals(List.of("e4", "e5", "Nf3", "Nc6"), sans(tree.mainLine()));
        MoveNode e4 = tree.mainLine().get(0);
        assertEquals("Opening.", e4.commentBefore());
        assertEquals("best by test", e4.commentAfter());
        MoveNode e5 = tree.mainLine().get(1);
        assertEquals(2, e5.variations().size());
        List<MoveNode> sicilian = e5.variations().get(0);
        assertEquals(List.of("c5", "Nf3", "d6"), sans(sicilian));
        assertEquals("Sicilian", sicilian.get(0).commentAfter());
        assertEquals(List.of(List.of("c3", "d5")), sicilian.get(1).variations().stream().map(ChessLineBuilderTest::sans).toList());
        List<MoveNode> french = e5.variations().get(1);
        assertEquals(List.of("e6"), sans(french));
        assertEquals("French:", french.get(0).commentBefore());
        assertEquals(List.of(1), tree.mainLine().get(2).nags());
        assertNull(tree.comment());
        assertEquals(Board.STANDARD_FEN, start.toFen()); // the caller's board is untouched
    }

    @Test
    void commentWithoutMovesBelongsToTheTree() {
        ChessLineBuilder builder = new ChessLineBuilder(Board.standard());
        builder.commentAfter("No moves were recorded.");
        MoveTree tree = builder.build();
        assertEquals(0, tree.plyCount());
        assertEquals("No moves were recorded.", tree.comment());
    }

    @Test
    void commentAfterBeforeAnyMoveGoesBeforeTheFirstMove() {
        ChessLineBuilder builder = new ChessLineBuilder(Board.standard());
        builder.commentAfter("Game notes.");
        play(builder, "d4");
        assertEquals("Game notes.", builder.build().mainLine().get(0).commentBefore());
    }

    @Test
    void rejectsIllegalMovesAndMisplacedCalls() {
        ChessLineBuilder builder = new ChessLineBuilder(Board.standard());
        assertThrows(IllegalMoveException.class,
                () -> builder.play(Move.of(Square.parse("e2"), Square.parse("e5"))));
        assertThrows(IllegalStateException.class, builder::startVariation);
        assertThrows(IllegalStateException.class, builder::endVariation);
        assertThrows(IllegalStateException.class, () -> builder.nag(2));
        assertEquals(Board.STANDARD_FEN, builder.board().toFen());
    }

    @Test
    void acceptsFlaglessMoves() {
        ChessLineBuilder builder = new ChessLineBuilder(Board.fromFen("r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1"));
        MoveInfo castle = builder.play(Move.of(Square.parse("e8"), Square.parse("c8")));
        assertEquals("O-O-O", castle.san());
        assertEquals("2kr3r/8/8/8/8/8/8/R3K2R w KQ - 1 2", builder.board().toFen());
    }
}
