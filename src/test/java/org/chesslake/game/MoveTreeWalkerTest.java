package org.chesslake.game;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import org.chesslake.testing.DeepVariations;
import org.junit.jupiter.api.Test;

class MoveTreeWalkerTest {

    /** A line's moves: its place and SAN, "line/parent/branch ply/ply/number side san". */
    private static List<String> placed(MoveTree tree, String fen) {
        List<String> out = new ArrayList<>();
        for (FlatMove m : MoveTreeWalker.flatten(tree, fen)) {
            out.add(m.lineId() + "/" + m.parentLineId() + "/" + m.branchPly() + "/" + m.ply() + "/" + m.moveNumber()
                    + (m.white() ? "w " : "b ") + m.node().move().san());
        }
        return out;
    }

    @Test
    void variationsFollowTheMoveTheyReplaceDepthFirst() {
        // 1. Nf3 Nc6 (1... Nf6 2. Nc3 (2. Ng1 Nc6))
        assertEquals(List.of(
                "0/null/null/1/1w Nf3", "0/null/null/2/1b Nc6",
                "1/0/2/2/1b Nf6", "1/0/2/3/2w Nc3",
                "2/1/3/3/2w Ng1", "2/1/3/4/2b Nc6"), placed(DeepVariations.tree(2), null));
    }

    @Test
    void aReusedBufferHoldsWhatTheListHoldsAndOnlyTheLastGame() {
        FlatMoves flat = new FlatMoves();
        MoveTreeWalker.flatten(DeepVariations.tree(300), null, flat); // past the buffer's first capacity
        MoveTree tree = DeepVariations.tree(2);
        String fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 7";
        MoveTreeWalker.flatten(tree, fen, flat);
        List<String> fromBuffer = new ArrayList<>();
        for (int i = 0; i < flat.size(); i++) {
            fromBuffer.add(flat.lineId(i) + "/" + flat.parentLineId(i) + "/" + flat.branchPly(i) + "/" + flat.ply(i)
                    + "/" + flat.moveNumber(i) + (flat.white(i) ? "w " : "b ") + flat.node(i).move().san());
        }
        assertEquals(placed(tree, fen), fromBuffer);
        assertEquals(2, flat.mainLineSize());
        flat.clear();
        assertEquals(0, flat.size());
        assertEquals(0, flat.mainLineSize());
    }

    @Test
    void numbersComeFromTheStartPosition() {
        String fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 7";
        List<String> moves = placed(DeepVariations.tree(0), fen);
        assertEquals(List.of("0/null/null/1/7b Nf3", "0/null/null/2/8w Nc6"), moves);
    }

    @Test
    void tenThousandNestedVariationsWalkOnASmallStack() throws InterruptedException {
        MoveTree tree = DeepVariations.tree(10_000);
        AtomicReference<Object> result = new AtomicReference<>();
        // 256 KB of stack: a recursive walk of 10,000 levels overflows it
        Thread walker = new Thread(null, () -> {
            try {
                result.set(MoveTreeWalker.flatten(tree, null));
            } catch (Throwable t) {
                result.set(t);
            }
        }, "walker", 256 * 1024);
        walker.start();
        walker.join();
        List<?> flat = (List<?>) result.get();
        assertEquals(2 * 10_001, flat.size());
        FlatMove last = (FlatMove) flat.get(flat.size() - 1);
        assertEquals(10_000, last.lineId());
        assertEquals(10_002, last.ply());
        assertEquals(9_999, last.parentLineId());
    }
}
