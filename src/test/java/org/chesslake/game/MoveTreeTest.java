package org.chesslake.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A tree keeps a read-only copy of its main line, as {@code List.copyOf} would. */
class MoveTreeTest {

    private static MoveNode node(String san) {
        return new MoveNode(new MoveInfo(san, "e2e4", null, "P", "e2", "e4", null, null, false, false, 1L, 2L));
    }

    @Test
    void theMainLineIsACopyTheCallerCannotChange() {
        List<MoveNode> line = new ArrayList<>(List.of(node("e4"), node("e5")));
        MoveTree tree = new MoveTree(line, null);
        line.set(0, node("d4"));
        line.add(node("Nf3"));
        assertEquals(List.of(node("e4"), node("e5")), tree.mainLine());
        assertEquals(2, tree.plyCount());
        assertThrows(UnsupportedOperationException.class, () -> tree.mainLine().add(node("d4")));
        assertThrows(UnsupportedOperationException.class, () -> tree.mainLine().set(0, node("d4")));
        assertEquals(new MoveTree(List.of(node("e4"), node("e5")), null), tree);
        assertEquals(new MoveTree(List.of(node("e4"), node("e5")), null).hashCode(), tree.hashCode());
    }

    @Test
    void aNullNodeIsRefused() {
        assertThrows(NullPointerException.class, () -> new MoveTree(Arrays.asList(node("e4"), null), null));
        assertEquals(0, MoveTree.EMPTY.plyCount());
    }
}
