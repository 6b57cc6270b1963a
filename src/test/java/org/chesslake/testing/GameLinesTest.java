package org.chesslake.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** A round trip's comparison notices a game lost, a game that differs and a game read back that was not written. */
class GameLinesTest {

    private static final List<GameLines.GameLine> WRITTEN = List.of(
            new GameLines.GameLine("pgn", false, "a game 1", "white=A\n  L0<null@null 1. e4"),
            new GameLines.GameLine("scid", false, "b game 1", "white=B\n  L0<null@null 1. d4"));

    @Test
    void theSameGamesMatch() {
        GameLines.Comparison same = GameLines.compare(WRITTEN, WRITTEN.stream().map(GameLines.GameLine::line).toList());
        assertEquals(List.of(), same.mismatches());
        assertEquals("pgn: 1 / 1; scid: 1 / 1; ", same.counts());
    }

    @Test
    void aGameReadBackThatWasNotWrittenIsAMismatch() {
        GameLines.Comparison more = GameLines.compare(WRITTEN, List.of(WRITTEN.get(0).line(), WRITTEN.get(1).line(), "white=C"));
        assertEquals(List.of("game 3 read back, of 3, was not written: white=C"), more.mismatches());
        assertEquals("pgn: 1 / 1; scid: 1 / 1; ", more.counts());
    }

    @Test
    void aGameLostOrChangedIsAMismatch() {
        GameLines.Comparison fewer = GameLines.compare(WRITTEN, List.of("white=A\n  L0<null@null 1. e3"));
        assertEquals(List.of("a game 1 (pgn), line 1\n    written   L0<null@null 1. e4\n    read      L0<null@null 1. e3",
                "b game 1 (scid), line 0\n    written white=B\n    read    (not read back)"), fewer.mismatches());
        assertEquals("pgn: 0 / 1; scid: 0 / 1; ", fewer.counts());
    }
}
