package org.chesslake.format.dcg;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class DcgTokenReaderTest {

    private static final long BASE = 1000;

    private static List<DcgToken> tokens(int... bytes) {
        byte[] data = new byte[bytes.length];
        for (int i = 0; i < bytes.length; i++) {
            data[i] = (byte) bytes[i];
        }
        DcgTokenReader reader = new DcgTokenReader(new RecordBytes(DcgFile.GAMES, data, BASE, 0, data.length));
        List<DcgToken> tokens = new ArrayList<>();
        while (reader.hasNext()) {
            tokens.add(reader.next());
        }
        return tokens;
    }

    private static DcgFormatError error(int... bytes) {
        return assertThrows(DcgFormatError.class, () -> tokens(bytes));
    }

    @Test
    void decodesMoveBitsIntoSquaresAndPromotionCode() {
        // e2e4 = 0x031C; a7a8 promoting with code 5 = 0x5000 | 48 << 6 | 56
        int promo = 5 << 12 | 48 << 6 | 56;
        assertEquals(List.of(new DcgToken.Move(12, 28, 0), new DcgToken.Move(48, 56, 5)),
                tokens(0x03, 0x1C, promo >> 8, promo & 0xFF));
    }

    @Test
    void readsTheTinyAnnotatedVariationShape() {
        // e4 {c} $1 $24 ( d4 ) ( c4 -- ) e5
        List<DcgToken> tokens = tokens(0x03, 0x1C, 0x86, 0x01, 'c', 0x87, 0x02, 0x01, 0x18,
                0x84, 0x02, 0xDB, 0x85, 0x84, 0x02, 0x9A, 0x88, 0x85, 0x0D, 0x24);
        assertEquals(List.of(new DcgToken.Move(12, 28, 0), new DcgToken.Comment("c", false),
                new DcgToken.Nags(new int[] {1, 24}), new DcgToken.BeginVariation(), new DcgToken.Move(11, 27, 0),
                new DcgToken.EndVariation(), new DcgToken.BeginVariation(), new DcgToken.Move(10, 26, 0),
                new DcgToken.NullMove(), new DcgToken.EndVariation(), new DcgToken.Move(52, 36, 0)), tokens);
    }

    @Test
    void marksACommentBeforeAVariationsFirstMoveAsLeading() {
        assertEquals(new DcgToken.Comment("x", true), tokens(0x03, 0x1C, 0x84, 0x86, 0x01, 'x', 0x02, 0xDB, 0x85).get(2));
        assertEquals(new DcgToken.Comment("g", false), tokens(0x86, 0x01, 'g').get(0));
    }

    @Test
    void rejectsBrokenStructureAtTheOffendingToken() {
        assertEquals(BASE, error(0x84, 0x03, 0x1C, 0x85).offset());
        assertEquals("variation before the first move", error(0x84, 0x03, 0x1C, 0x85).getMessage());
        assertEquals(BASE + 3, error(0x03, 0x1C, 0x84, 0x84).offset());
        assertEquals(BASE + 2, error(0x03, 0x1C, 0x85).offset());
        assertEquals("empty variation", error(0x03, 0x1C, 0x84, 0x85).getMessage());
        assertEquals("1 variation(s) not closed at the end of the record",
                error(0x03, 0x1C, 0x84, 0x02, 0xDB).getMessage());
        assertEquals("NAGs before the first move of a line", error(0x87, 0x01, 0x01).getMessage());
        assertEquals("empty NAG list", error(0x03, 0x1C, 0x87, 0x00).getMessage());
        assertEquals("invalid token byte 0x89", error(0x03, 0x1C, 0x89).getMessage());
        assertEquals("invalid token byte 0x80", error(0x80, 0x00).getMessage());
    }

    @Test
    void rejectsLengthsAndMovesThatRunPastTheRecord() {
        DcgFormatError comment = error(0x03, 0x1C, 0x86, 0x05, 'a', 'b');
        assertEquals(BASE + 3, comment.offset());
        assertEquals("comment length 5 runs past the end of the record (2 bytes left)", comment.getMessage());
        assertEquals(BASE + 2, error(0x03, 0x1C, 0x0D).offset());
    }
}
