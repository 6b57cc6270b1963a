package org.chesslake.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** A node's annotations, held apart from the move until it has one. */
class MoveNodeTest {

    private static MoveInfo e4() {
        return new MoveInfo("e4", "e2e4", null, "P", "e2", "e4", null, null, false, false, 1L, 2L);
    }

    @Test
    void aPlainNodeHasNoAnnotationsAndReadOnlyLists() {
        MoveNode node = new MoveNode(e4());
        node.addCommentBefore(null);
        node.addCommentAfter("");
        assertTrue(node.nags().isEmpty());
        assertTrue(node.variations().isEmpty());
        assertNull(node.commentBefore());
        assertNull(node.commentAfter());
        assertThrows(UnsupportedOperationException.class, () -> node.nags().add(1));
        assertEquals(new MoveNode(e4()), node);
        assertEquals(new MoveNode(e4()).hashCode(), node.hashCode());
    }

    @Test
    void eachAnnotationIsKeptAndJoined() {
        MoveNode node = new MoveNode(e4());
        node.addNag(1);
        node.addCommentBefore("before");
        node.addCommentBefore("");
        node.addCommentBefore("again");
        node.addCommentAfter("after");
        node.addNag(14);
        List<MoveNode> variation = node.addVariation();
        variation.add(new MoveNode(e4()));
        node.addVariation();
        assertEquals(List.of(1, 14), node.nags());
        assertEquals("before again", node.commentBefore());
        assertEquals("after", node.commentAfter());
        assertEquals(List.of(List.of(new MoveNode(e4())), List.of()), node.variations());
    }

    @Test
    void equalityWeighsEveryAnnotation() {
        MoveNode plain = new MoveNode(e4());
        MoveNode nag = new MoveNode(e4());
        nag.addNag(1);
        MoveNode before = new MoveNode(e4());
        before.addCommentBefore("x");
        MoveNode after = new MoveNode(e4());
        after.addCommentAfter("x");
        MoveNode varied = new MoveNode(e4());
        varied.addVariation().add(new MoveNode(e4()));
        List<MoveNode> all = List.of(plain, nag, before, after, varied);
        for (int i = 0; i < all.size(); i++) {
            for (int j = 0; j < all.size(); j++) {
                if (i != j) {
                    assertNotEquals(all.get(i), all.get(j), i + " against " + j);
                }
            }
        }
    }
}
