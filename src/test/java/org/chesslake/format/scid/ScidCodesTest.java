package org.chesslake.format.scid;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import org.chesslake.game.PartialDate;
import org.junit.jupiter.api.Test;

class ScidCodesTest {

    @Test
    void ecoValuesFromTheSpec() {
        assertEquals(1, ScidEco.encode("A00"));
        assertEquals(2, ScidEco.encode("A00a"));
        assertEquals(132, ScidEco.encode("A01"));
        assertEquals(64_191, ScidEco.encode("E90"));
        assertEquals(65_500, ScidEco.encode("E99z4"));
        assertEquals("E90", ScidEco.decode(64_191, true));
        assertEquals("E99z4", ScidEco.decode(65_500, true));
        assertEquals("E99", ScidEco.decode(65_500, false));
        assertEquals("A00a", ScidEco.decode(2, true));
        assertTrue(ScidEco.hasExtension(2));
        assertFalse(ScidEco.hasExtension(64_191));
        assertNull(ScidEco.decode(0, true));
        assertNull(ScidEco.decode(65_501, true));
    }

    @Test
    void partialEcoCodesAreReadAsScidReadsThem() {
        assertEquals(ScidEco.encode("C10"), ScidEco.encode("C1"));
        assertEquals(ScidEco.encode("C00"), ScidEco.encode("C"));
        assertEquals(0, ScidEco.encode("F00"));
        assertEquals(0, ScidEco.encode("B12a5"));
        assertEquals("B12a3", ScidEco.decode(ScidEco.encode("B12a3"), true));
    }

    @Test
    void datesKeepUnknownParts() {
        assertEquals(new PartialDate(1895, 0, 0), ScidDate.decode(1895 << 9));
        assertEquals(new PartialDate(2016, 7, 3), ScidDate.decode(2016 << 9 | 7 << 5 | 3));
        assertEquals(PartialDate.UNKNOWN, ScidDate.decode(0));
        assertEquals(new PartialDate(1990, 0, 5), ScidDate.decode(1990 << 9 | 14 << 5 | 5), "month 14 is unknown");
        assertEquals(2016 << 9 | 7 << 5 | 3, ScidDate.encode(new PartialDate(2016, 7, 3)));
        assertEquals(0, ScidDate.encode(new PartialDate(2050, 0, 0)));
    }

    @Test
    void eventDateIsRelativeToDateInScid4() {
        int date = 2016 << 9 | 7 << 5 | 3;
        int word = (4 << 9 | 6 << 5 | 26) << 20 | date; // yy = 4: the same year
        assertEquals(2016 << 9 | 6 << 5 | 26, ScidDate.decodeEventDate(word));
        assertEquals(0, ScidDate.decodeEventDate(date), "yy = 0: no EventDate");
        assertEquals(0, ScidDate.decodeEventDate(4 << 29), "both unknown decodes to the zero date");
        assertEquals(3 << 5, ScidDate.decodeEventDate((1 << 9 | 3 << 5) << 20 | 2 << 9), "year 2 - 3 is clamped to 0");
        assertEquals(7 << 9 | 1 << 5 | 2, ScidDate.encodeEventDate(2016 << 9, 2019 << 9 | 1 << 5 | 2));
        assertEquals(-1, ScidDate.encodeEventDate(2016 << 9, 2020 << 9), "four years away cannot be held");
        assertEquals(-1, ScidDate.encodeEventDate(0, 2020 << 9), "unknown Date year");
        assertEquals(0, ScidDate.encodeEventDate(2016 << 9, 0));
    }

    @Test
    void countCodesRoundAsScidDoes() {
        assertEquals(10, IndexEntry.codeOf(12));
        assertEquals(11, IndexEntry.codeOf(13));
        assertEquals(14, IndexEntry.codeOf(44));
        assertEquals(15, IndexEntry.codeOf(45));
        assertEquals(7, IndexEntry.countOf(7));
        assertEquals(15, IndexEntry.countOf(11));
        assertEquals(50, IndexEntry.countOf(15));
    }

    @Test
    void flagLettersInScidOrder() {
        int flags = ScidFlags.DELETED | 1 << 4 | 1 << 13 | 1 << 21 | ScidFlags.PROMOTION;
        assertEquals("DW!6", ScidFlags.letters(flags));
        assertEquals(flags & ~ScidFlags.DERIVED, ScidFlags.parse("DW!6"));
        assertNull(ScidFlags.letters(ScidFlags.START_POSITION));
    }

    @Test
    void textIsUtf8WhenValidElseWindows1252() {
        byte[] utf8 = "Réti ♞".getBytes(StandardCharsets.UTF_8);
        assertEquals("Réti ♞", ScidText.decode(utf8, 0, utf8.length));
        byte[] latin1 = {'R', (byte) 0xE9, 't', 'i', ' ', (byte) 0x80};
        assertEquals("Réti €", ScidText.decode(latin1, 0, latin1.length));
        byte[] overlong = {(byte) 0xC0, (byte) 0xAF};
        assertEquals("À¯", ScidText.decode(overlong, 0, 2));
        byte[] cut = {'a', (byte) 0xE2, (byte) 0x99};
        assertEquals("aâ™", ScidText.decode(cut, 0, 3));
    }
}
