package org.chesslake.format.chessassistant;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.Charset;
import java.util.List;
import java.util.Map;
import org.chesslake.game.GameHeader;
import org.chesslake.game.Result;
import org.junit.jupiter.api.Test;

/** D00 header fields, name chases and start positions, from bytes written by hand. */
class HeaderFieldsTest {

    private static final Charset CP1251 = CaReadings.DEFAULT_CHARSET;

    /** Events.d01 "Open" at 0 and "Cup" at 5; a01: id 0 → 0, id 1 → -2 → 5, ids 3 and 4 a cycle. */
    private static NameList events() {
        ByteWriter d01 = new ByteWriter().u8(4).bytes("Open".getBytes(CP1251)).u8(3).bytes("Cup".getBytes(CP1251));
        ByteWriter a01 = new ByteWriter().s32(0).s32(-2).s32(5).s32(-4).s32(-3).s32(400);
        return new NameList(NameList.Kind.EVENTS, a01.toByteArray(), d01.toByteArray(), CP1251);
    }

    private static NameList players() {
        ByteWriter d01 = new ByteWriter().u8(5).u8(2).bytes("Tal M".getBytes(CP1251)).bytes("GM".getBytes(CP1251));
        return new NameList(NameList.Kind.PLAYERS, new ByteWriter().s32(0).toByteArray(), d01.toByteArray(), CP1251);
    }

    private static NameList empty(NameList.Kind kind) {
        return new NameList(kind, new byte[0], new byte[0], CP1251);
    }

    private static IndexHeaders headers() {
        return new IndexHeaders(new NameBook(Map.of(NameList.Kind.PLAYERS, players(), NameList.Kind.EVENTS, events(),
                NameList.Kind.PLACES, empty(NameList.Kind.PLACES), NameList.Kind.SOURCES, empty(NameList.Kind.SOURCES)),
                new byte[0]));
    }

    @Test
    void namesResolveThroughRedirectionsAndTitlesComeWithPlayers() throws Exception {
        assertEquals(new NameList.Name("Open", null), events().resolve(0));
        assertEquals(new NameList.Name("Cup", null), events().resolve(1));
        assertEquals(new NameList.Name("Tal M", "GM"), players().resolve(0));
        NameList.UnresolvedNameException cycle = assertThrows(NameList.UnresolvedNameException.class, () -> events().resolve(3));
        assertTrue(cycle.getMessage().contains("Events.a01: pointer cycle"), cycle.getMessage());
        NameList.UnresolvedNameException past = assertThrows(NameList.UnresolvedNameException.class, () -> events().resolve(5));
        assertTrue(past.getMessage().contains("Events.d01: record of id 5 at byte 400"), past.getMessage());
    }

    @Test
    void unresolvedIdsKeepTheGameWithTagsAndWarnings() {
        GameHeader h = headers().decode(new D00Record(0, 7, 2600, 0, 2, 0, 3, 1, 0, 0, 0, 0, 500, 0, 0)).build();
        assertEquals("Tal M", h.white());
        assertNull(h.black());
        assertNull(h.event());
        assertEquals(Result.WHITE_WINS, h.result());
        assertEquals(2600, h.whiteElo());
        assertNull(h.blackElo());
        assertNull(h.eco());
        assertEquals("black=7,event=3,site=1,source=0", h.tags().get(IndexHeaders.TAG_UNRESOLVED));
        assertTrue(h.tags().get(IndexHeaders.TAG_WARNINGS).contains("event id 3: Events.a01: pointer cycle"));
        assertEquals("Tal M", h.tags().get("Annotator"));
    }

    @Test
    void evaluationOutcomesLeaveTheResultOpen() {
        List<String> evaluations = List.of("+/-", "-/+", "+/=", "=/+", "+-", "-+", "=", "Inf", "=/Inf", "->", "^", "->/<-");
        for (int code = 5; code <= 16; code++) {
            GameHeader h = headers().decode(new D00Record(0, 0, 0, 0, code, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)).build();
            assertEquals(Result.UNKNOWN, h.result());
            assertEquals(evaluations.get(code - 5), h.tags().get(Outcome.TAG));
            assertEquals(Outcome.of(code), Outcome.of(Result.UNKNOWN, evaluations.get(code - 5)));
        }
        GameHeader odd = headers().decode(new D00Record(0, 0, 0, 0, 99, 0, 0, 0, 5, 0, 7, 15, 0, 0, 0)).build();
        assertEquals("99", odd.tags().get(Outcome.TAG));
        assertTrue(odd.tags().get(IndexHeaders.TAG_WARNINGS).contains("undefined outcome code 99"));
        assertEquals("5", odd.tags().get(IndexHeaders.TAG_GAME_TYPE));
        assertEquals("1,3", odd.tags().get(IndexHeaders.TAG_GAME_TYPES));
        assertEquals("7", odd.tags().get(IndexHeaders.TAG_UNKNOWN_28));
        assertEquals("7", odd.round());
        assertEquals("15", odd.tags().get(IndexHeaders.TAG_ROUND_RAW));
        assertEquals("A00", odd.eco());
    }

    @Test
    void startPositionBytesBecomeAFen() throws RecordException {
        ByteWriter body = new ByteWriter();
        for (int n = 0; n < PieceNumbers.COUNT; n++) { // White: king e1 (15), rook h1 (13), pawn e5 (4)
            switch (n) {
                case 4 -> body.u8(0x44).u8(1);
                case 13 -> body.u8(0x07).u8(4);
                case 15 -> body.u8(0x04).u8(6);
                default -> body.u8(CaReadings.ABSENT_SQUARE).u8(0);
            }
        }
        for (int n = 0; n < PieceNumbers.COUNT; n++) { // Black: king e8 (15), pawn d5 (3), queen on 16 at a1
            switch (n) {
                case 3 -> body.u8(0x43).u8(1);
                case 15 -> body.u8(0x74).u8(6);
                case 16 -> body.u8(0x00).u8(5);
                default -> body.u8(CaReadings.ABSENT_SQUARE).u8(0);
            }
        }
        body.u16(2 * 40).u8(CaReadings.CASTLE_WHITE_SHORT).u8(0x53); // 40 moves played, White to move, e.p. d6
        StartPosition.Setup setup = StartPosition.decode(body.toByteArray(), 0);
        assertEquals("4k3/8/8/3pP3/8/8/8/q3K2R w K d6 0 41", setup.fen());
        assertEquals(0x00, StartPosition.squareByte(setup.numbers().square(1, 16)));
        assertEquals(List.of(), setup.warnings());
        assertEquals(StartPosition.SIZE, body.size());
        byte[] again = StartPosition.encode(setup.numbers(), 80, CaReadings.CASTLE_WHITE_SHORT, 43);
        assertEquals(List.of(body.toByteArray().length), List.of(again.length));
        assertEquals(java.util.Arrays.toString(body.toByteArray()), java.util.Arrays.toString(again));
    }

    @Test
    void startPositionWithoutAKingIsCorrupt() {
        ByteWriter body = new ByteWriter();
        for (int n = 0; n < 2 * PieceNumbers.COUNT; n++) {
            body.u8(CaReadings.ABSENT_SQUARE).u8(0);
        }
        body.u16(0).u8(0).u8(0);
        RecordException e = assertThrows(RecordException.class, () -> StartPosition.decode(body.toByteArray(), 123));
        assertEquals(123, e.offset());
        assertTrue(e.getMessage().contains("White has no king"), e.getMessage());
    }

    @Test
    void codePageIsGuessedFromThePlayerNames() {
        assertEquals(CP1251, CodePage.guess("Каспаров, Гарри".getBytes(CP1251)));
        assertEquals(CodePage.DOS_CYRILLIC, CodePage.guess("Каспаров, Гарри".getBytes(CodePage.DOS_CYRILLIC)));
        assertEquals(CP1251, CodePage.guess("Kasparov".getBytes(CP1251)));
    }
}
