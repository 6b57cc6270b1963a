package org.chesslake.game;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class PartialDateTest {

    @Test
    void partsSeparatedByDotsDashesOrSlashesUnknownWhereUnreadable() {
        assertEquals(new PartialDate(1990, 3, 5), PartialDate.parse(" 1990.03.05 "));
        assertEquals(new PartialDate(1990, 3, 5), PartialDate.parse("1990-03/05"));
        assertEquals(new PartialDate(2011, 0, 11), PartialDate.parse("2011.19.11"));
        assertEquals(new PartialDate(1990, 0, 0), PartialDate.parse("1990.??.??"));
        assertEquals(new PartialDate(1990, 0, 0), PartialDate.parse("1990"));
        assertEquals(new PartialDate(1990, 0, 0), PartialDate.parse("1990."));
        assertEquals(new PartialDate(0, 12, 0), PartialDate.parse("????.12"));
        assertEquals(new PartialDate(1990, 1, 2), PartialDate.parse("1990.1.2.7"));
        assertEquals(PartialDate.UNKNOWN, PartialDate.parse(""));
        assertEquals(new PartialDate(0, 1, 1), PartialDate.parse("19901.1.1"));
        assertEquals(PartialDate.UNKNOWN, PartialDate.parse(null));
    }
}
