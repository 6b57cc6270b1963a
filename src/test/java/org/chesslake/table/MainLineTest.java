package org.chesslake.table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.chesslake.chess.Board;
import org.chesslake.chess.ChessLineBuilder;
import org.chesslake.chess.Move;
import org.chesslake.chess.San;
import org.chesslake.game.GameHeader;
import org.chesslake.game.MoveTree;
import org.chesslake.game.Variant;
import org.chesslake.xiangqi.Iccs;
import org.chesslake.xiangqi.XiangqiLineBuilder;
import org.junit.jupiter.api.Test;

class MainLineTest {

    private static final GameHeader STANDARD = GameHeader.builder().build();

    @Test
    void theKeyIsTheMainLineNotItsAnnotationsOrVariations() {
        MoveTree plain = chess(null, "e4 c5 Nf3 d6");
        ChessLineBuilder annotated = new ChessLineBuilder(Board.standard());
        for (String san : "e4 c5 Nf3 d6".split(" ")) {
            annotated.play(San.parse(annotated.board(), san));
            annotated.nag(1);
            annotated.commentAfter("a comment");
        }
        annotated.startVariation();
        annotated.play(San.parse(annotated.board(), "Nc6"));
        annotated.endVariation();
        Long key = MainLine.key(Variant.CHESS, STANDARD, plain, null);
        assertNotNull(key);
        assertEquals(key, MainLine.key(Variant.CHESS, GameHeader.builder().white("someone").eco("B50").build(),
                annotated.build(), null));
        assertNotEquals(key, MainLine.key(Variant.CHESS, STANDARD, chess(null, "e4 c5 Nf3 Nc6"), null));
        assertNotEquals(key, MainLine.key(Variant.CHESS, STANDARD, chess(null, "e4 c5 Nf3"), null), "a prefix is another game");
        assertNotEquals(key, MainLine.key(Variant.CHESS, STANDARD, chess(null, "e4 c5 Nf3 d6 d4"), null));
    }

    @Test
    void theStartPositionIsPartOfTheKey() {
        String fen = "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1";
        GameHeader setUp = GameHeader.builder().startFen(fen).build();
        Long fromFen = MainLine.key(Variant.CHESS, setUp, chess(fen, "e4 Kd7"), null);
        assertNotNull(fromFen);
        assertEquals(fromFen, MainLine.key(Variant.CHESS, GameHeader.builder().startFen("4k3/8/8/8/8/8/4P3/4K3 w - - 7 40").build(),
                chess(fen, "e4 Kd7"), null), "move counters are not the position");
        assertNotEquals(MainLine.key(Variant.CHESS, STANDARD, MoveTree.EMPTY, null),
                MainLine.key(Variant.CHESS, setUp, MoveTree.EMPTY, null));
        assertNull(MainLine.key(Variant.CHESS, GameHeader.builder().startFen("not a fen").build(), MoveTree.EMPTY, null));
    }

    @Test
    void noKeyWithoutAWholeDecode() {
        assertNull(MainLine.key(Variant.CHESS, STANDARD, null, null));
        assertNull(MainLine.key(Variant.CHESS, STANDARD, chess(null, "e4"), "game 3 at byte 120: bad move"));
    }

    @Test
    void aNullMoveIsPartOfTheLine() {
        Long withNull = MainLine.key(Variant.CHESS, STANDARD, chess(null, "e4 -- d4"), null);
        assertNotNull(withNull);
        assertNotEquals(withNull, MainLine.key(Variant.CHESS, STANDARD, chess(null, "e4 e5 d4"), null));
        assertNotEquals(withNull, MainLine.key(Variant.CHESS, STANDARD, chess(null, "e4 --"), null));
    }

    @Test
    void xiangqiGamesHaveKeysButNoOpening() {
        XiangqiLineBuilder builder = new XiangqiLineBuilder(org.chesslake.xiangqi.Board.standard());
        builder.play(Iccs.parse(builder.board(), "h2e2", 0), null);
        MoveTree moves = builder.build();
        Long key = MainLine.key(Variant.XIANGQI, STANDARD, moves, null);
        assertNotNull(key);
        assertNotEquals(key, MainLine.key(Variant.XIANGQI, STANDARD, MoveTree.EMPTY, null));
        assertNull(MainLine.opening(Variant.XIANGQI, STANDARD, moves));
    }

    @Test
    void theOpeningIsTheDeepestNamedPosition() {
        assertEquals(new Openings.Opening("B90", "Sicilian Defense: Najdorf Variation, Adams Attack"),
                MainLine.opening(Variant.CHESS, STANDARD, chess(null, "e4 c5 Nf3 d6 d4 cxd4 Nxd4 Nf6 Nc3 a6 h3 h6 h4")));
        assertEquals(new Openings.Opening("B90", "Sicilian Defense: Najdorf Variation"),
                MainLine.opening(Variant.CHESS, STANDARD, chess(null, "e4 c5 Nf3 d6 d4 cxd4 Nxd4 Nf6 Nc3 a6 Rb1 h6")));
        assertEquals(new Openings.Opening("B20", "Sicilian Defense"), MainLine.opening(Variant.CHESS, STANDARD, chess(null, "e4 c5")));
        assertNull(MainLine.opening(Variant.CHESS, STANDARD, MoveTree.EMPTY));
    }

    @Test
    void aTranspositionGetsTheNameOfThePositionReached() {
        // the Najdorf position reached by another move order
        assertEquals(new Openings.Opening("B90", "Sicilian Defense: Najdorf Variation"),
                MainLine.opening(Variant.CHESS, STANDARD, chess(null, "Nf3 c5 e4 d6 d4 cxd4 Nxd4 Nf6 Nc3 a6")));
    }

    @Test
    void setUpStartsAndChess960GetNoOpening() {
        String standardFen = Board.STANDARD_FEN;
        assertEquals("B20", MainLine.opening(Variant.CHESS, GameHeader.builder().startFen(standardFen).build(),
                chess(standardFen, "e4 c5")).eco(), "a FEN of the standard start is the standard start");
        String fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w Qkq - 0 1";
        assertNull(MainLine.opening(Variant.CHESS, GameHeader.builder().startFen(fen).build(), chess(fen, "e4 c5")));
        assertNull(MainLine.opening(Variant.CHESS, GameHeader.builder().tag("Variant", "Chess960").build(), chess(null, "e4 c5")));
    }

    @Test
    void everyLineOfTheDataSetNamesAPosition() {
        // 3,811 lines; the positions several lines reach (transpositions) are counted once
        int positions = Openings.get().size();
        assertEquals(true, positions > 3_000 && positions <= 3_811, positions + " named positions");
    }

    private static MoveTree chess(String fen, String sans) {
        ChessLineBuilder builder = new ChessLineBuilder(fen == null ? Board.standard() : Board.fromFen(fen));
        for (String san : sans.split(" ")) {
            builder.play(san.equals("--") ? Move.NULL : San.parse(builder.board(), san));
        }
        return builder.build();
    }
}
