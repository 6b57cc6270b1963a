package org.chesslake.format.xqpgn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.chesslake.game.GameHeader;
import org.chesslake.game.PartialDate;
import org.chesslake.game.Result;
import org.chesslake.pgn.PgnTag;
import org.junit.jupiter.api.Test;

class XqHeadersTest {

    @Test
    void datesInTheFormsOfRealFiles() {
        assertEquals(new PartialDate(1999, 12, 9), XqHeaders.date("1999.12.09"));
        assertEquals(new PartialDate(1999, 0, 0), XqHeaders.date("1999.??.??"));
        assertEquals(new PartialDate(1956, 12, 26), XqHeaders.date("1956年12月26日"));
        assertEquals(new PartialDate(2024, 8, 26), XqHeaders.date("2024-08-26"));
        assertEquals(PartialDate.UNKNOWN, XqHeaders.date("01-2-4"));
    }

    @Test
    void chineseResults() {
        assertEquals(Result.WHITE_WINS, XqHeaders.result("红胜"));
        assertEquals(Result.WHITE_WINS, XqHeaders.result("紅勝"));
        assertEquals(Result.BLACK_WINS, XqHeaders.result("黑先胜"));
        assertEquals(Result.DRAW, XqHeaders.result("和棋"));
        assertEquals(Result.UNKNOWN, XqHeaders.result("未知"));
    }

    @Test
    void redIsWhiteAndPlayerTagsAreKept() {
        GameHeader h = XqHeaders.toHeader(List.of(new PgnTag("game", "Chinese Chess"), new PgnTag("Red", "广西"),
                new PgnTag("RedPlayer", "许银川"), new PgnTag("BlackPlayer", "聂卫平"), new PgnTag("ECCO", "B24"),
                new PgnTag("Date", "01-2-4"), new PgnTag("FEN", "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR r - - 0 0")),
                "gb18030", "Chinese");
        assertEquals("广西", h.white());
        assertEquals("聂卫平", h.black());
        assertEquals("许银川", h.tags().get("RedPlayer"));
        assertEquals("B24", h.eco());
        assertEquals("01-2-4", h.tags().get("Date"));
        assertNull(h.startFen(), "the standard start, whatever its side letter and counters");
        assertEquals("Chinese", h.tags().get("Notation"));
        assertEquals("3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1",
                XqHeaders.normalisedFen("3k5/9/9/9/9/9/9/9/9/4K4 r"));
        assertThrows(IllegalArgumentException.class,
                () -> XqHeaders.toHeader(List.of(new PgnTag("Game", "Chess")), "utf-8", null));
    }
}
