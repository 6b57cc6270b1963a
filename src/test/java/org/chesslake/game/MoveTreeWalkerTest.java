package org.chesslake.game;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class MoveTreeWalkerTest {

    private static MoveNode node(String uci) {
        return new MoveNode(new MoveInfo(uci, uci, null, "R", uci.substring(0, 2), uci.substring(2), null, null,
                false, false, 0));
    }

    @Test
    void variationsComeAfterTheirMoveDepthFirstAndNumberedInThatOrder() {
        MoveNode a = node("h2e2");
        MoveNode b = node("h9g7");
        MoveNode alt1 = node("b9c7");
        MoveNode alt1Alt = node("c9e7");
        MoveNode alt2 = node("h7e7");
        b.addVariation().add(alt1);
        alt1.addVariation().add(alt1Alt);
        b.addVariation().add(alt2);
        List<FlatMove> flat = MoveTreeWalker.flatten(new MoveTree(List.of(a, b), null), null);
        assertEquals(List.of("h2e2 0 1", "h9g7 0 2", "b9c7 1 2", "c9e7 2 2", "h7e7 3 2"),
                flat.stream().map(f -> f.node().move().uci() + " " + f.lineId() + " " + f.ply()).toList());
        // b9c7 and h7e7 replace the main line's h9g7; c9e7 replaces b9c7 on line 1
        assertEquals(List.of(0, 1, 0), List.of(flat.get(2).parentLineId(), flat.get(3).parentLineId(),
                flat.get(4).parentLineId()));
    }

    @Test
    void variationsNestedAHundredThousandDeepAreWalkedWithoutRecursion() {
        // binary xiangqi trees can nest as deep as they have moves
        MoveNode root = node("h2e2");
        MoveNode current = root;
        for (int i = 0; i < 100_000; i++) {
            MoveNode next = node(i % 2 == 0 ? "e2h2" : "h2e2");
            current.addVariation().add(next);
            current = next;
        }
        List<FlatMove> flat = MoveTreeWalker.flatten(new MoveTree(List.of(root), null), null);
        assertEquals(100_001, flat.size());
        assertEquals(100_000, flat.get(flat.size() - 1).lineId());
        assertEquals(99_999, flat.get(flat.size() - 1).parentLineId());
    }
}
