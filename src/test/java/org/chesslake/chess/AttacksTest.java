package org.chesslake.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Random;
import org.junit.jupiter.api.Test;

class AttacksTest {

    @Test
    void magicLookupsEqualTheRayMethod() {
        Random random = new Random(3);
        for (int i = 0; i < 20_000; i++) {
            int sq = random.nextInt(64);
            long occupied = random.nextLong() & random.nextLong();
            assertEquals(Attacks.slidingRook(sq, occupied), Attacks.rook(sq, occupied));
            assertEquals(Attacks.slidingBishop(sq, occupied), Attacks.bishop(sq, occupied));
        }
    }

    @Test
    void rookOnA1() {
        long occupied = 1L << Square.parse("a4") | 1L << Square.parse("d1");
        long expected = 0;
        for (String sq : new String[] {"a2", "a3", "a4", "b1", "c1", "d1"}) {
            expected |= 1L << Square.parse(sq);
        }
        assertEquals(expected, Attacks.rook(Square.parse("a1"), occupied));
    }

    @Test
    void between() {
        assertEquals(1L << Square.parse("f1") | 1L << Square.parse("g1"),
                Attacks.between(Square.parse("e1"), Square.parse("h1")));
        assertEquals(0, Attacks.between(Square.parse("e1"), Square.parse("f3")));
    }
}
