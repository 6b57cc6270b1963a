package org.chesslake.format.cbf;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.EOFException;
import java.io.IOException;
import java.nio.charset.Charset;
import java.util.ArrayList;
import java.util.List;
import org.chesslake.files.BadDatabaseException;
import org.chesslake.files.ByteSource;
import org.junit.jupiter.api.Test;

/** The byte layer against values worked out by hand from the spec. */
class CbfByteLayerTest {

    private static final CbfText CP850 = new CbfText(Charset.forName(CbfText.DEFAULT_ENCODING));

    /** A ByteSource over an array. */
    record Bytes(byte[] bytes) implements ByteSource {
        @Override
        public String name() {
            return "test.cbi";
        }

        @Override
        public long size() {
            return bytes.length;
        }

        @Override
        public void readFully(long position, byte[] target, int offset, int length) throws IOException {
            if (position < 0 || position + length > bytes.length) {
                throw new EOFException("past the end");
            }
            System.arraycopy(bytes, (int) position, target, offset, length);
        }

        @Override
        public void close() {
        }
    }

    private static byte[] bytes(int... values) {
        byte[] b = new byte[values.length];
        for (int i = 0; i < values.length; i++) {
            b[i] = (byte) values[i];
        }
        return b;
    }

    private static byte[] longwords(int... values) {
        byte[] b = new byte[values.length * 4];
        for (int i = 0; i < values.length; i++) {
            b[4 * i + 3] = (byte) values[i];
            b[4 * i + 2] = (byte) (values[i] >> 8);
        }
        return b;
    }

    @Test
    void cbiOffsetsOfThe1993Example() throws IOException {
        CbfIndex index = CbfIndex.open(new Bytes(longwords(4, 2, 51, 91, 127)));
        assertEquals(3, index.games());
        assertEquals(0, index.offset(0));
        assertEquals(48, index.offset(1));
        assertEquals(87, index.offset(2));
    }

    @Test
    void cbiTooShortForItsCountIsABadDatabase() {
        assertThrows(BadDatabaseException.class, () -> CbfIndex.open(new Bytes(longwords(5, 2, 51))));
        assertThrows(BadDatabaseException.class, () -> CbfIndex.open(new Bytes(longwords(0))));
    }

    // Header keys from byte 13 down: 101, 47, 141, 167, 245, 223, 157, 215, 133, 143, 173, 7, 21, 63.
    // Plain: year 93, result 2, mlen 5, plen 10, slen 7, clen 0, no Elo, flags 0, 2 moves,
    // check (93*37 + 7 + 0) mod 256 = 120; byte 11 first gets 14 + 10 + 7 = 31.
    private static final byte[] CODED_HEADER =
            bytes(93 ^ 63, 2 ^ 21, 7, 5 ^ 173, 10 ^ 143, 7 ^ 133, 215, 157, 223, 245, 167, 31 ^ 141, 2 ^ 47, 120 ^ 101);

    @Test
    void headerDecodesByHand() {
        CbfHeader header = CbfHeader.decode(CODED_HEADER.clone());
        assertEquals(1993, header.year());
        assertEquals(2, header.resultByte());
        assertEquals(5, header.movesLength());
        assertEquals(10, header.playersLength());
        assertEquals(7, header.sourceLength());
        assertEquals(0, header.commentLength());
        assertNull(header.whiteElo());
        assertEquals(0, header.eco1());
        assertEquals(0, header.eco2());
        assertEquals(2, header.fullMoves());
        assertTrue(header.checkByteMatches());
        assertEquals(14 + 17 + 4, header.recordSize());
    }

    @Test
    void headerBuilderEncodesToTheSameBytes() {
        CbfHeader built = CbfHeader.builder().year(1993).resultByte(2).lengths(5, 10, 7, 0).fullMoves(2).build();
        assertArrayEquals(CODED_HEADER, built.encode());
    }

    @Test
    void headerWithAWrongCheckByteIsStillReadable() {
        byte[] coded = CODED_HEADER.clone();
        coded[13] ^= 1;
        CbfHeader header = CbfHeader.decode(coded);
        assertFalse(header.checkByteMatches());
        assertEquals(1993, header.year());
    }

    @Test
    void ecoBitsAreSpreadOverThreeBytes() {
        // B90 = 1*100 + 90 + 1 = 191 = 0b1_0111_1111: flags1 bits 5-1 = 31, plen bits 7-6 = 01, slen bits 7-6 = 01
        CbfHeader h = CbfHeader.decode(CbfHeader.builder().lengths(1, 3, 4, 0).eco(191, 0x45).build().encode());
        assertEquals(191, h.eco1());
        assertEquals(0x45, h.eco2());
        assertEquals(3, h.playersLength());
        assertEquals(4, h.sourceLength());
        assertFalse(h.hasStartPosition());
    }

    @Test
    void eloIsSixteenHundredPlusFiveSteps() {
        CbfHeader h = CbfHeader.decode(CbfHeader.builder().lengths(1, 0, 0, 0).elo(1, 255).build().encode());
        assertEquals(1605, h.whiteElo());
        assertEquals(2875, h.blackElo());
        assertNull(CbfHeader.decode(CbfHeader.builder().lengths(1, 0, 0, 0).build().encode()).year());
    }

    @Test
    void textBlockKeyStartsAtThreeTimesItsLength() {
        // L = 3: keys 9, 27, 81 from the last byte: 'c'^9 = 0x6A, 'b'^27 = 0x79, 'a'^81 = 0x30
        byte[] block = bytes(0x30, 0x79, 0x6A);
        CbfXor.texts(block, 0, 3);
        assertEquals("abc", CP850.name(block, 0, 3));
    }

    @Test
    void movesKeyLeavesTheFirstBytePlain() {
        // mlen 4, 3 bytes: key 49*4 = 196 on byte 2, 196*7 mod 256 = 92 on byte 1, byte 0 plain
        byte[] moves = bytes(11, 5 ^ 92, 7 ^ 196);
        CbfXor.moves(moves, 0, 3, 4);
        assertArrayEquals(bytes(11, 5, 7), moves);
    }

    @Test
    void playersSplitAtTheFirstDash() {
        assertEquals(new CbfNames.Players("Kasparov,G", "Karpov,A"), CbfNames.players("Kasparov,G - Karpov,A"));
        assertEquals(new CbfNames.Players("Smith", "Jones-Brown"), CbfNames.players("Smith-Jones-Brown"));
        assertEquals(new CbfNames.Players("Tal", null), CbfNames.players("Tal"));
        assertEquals(new CbfNames.Players(null, "Tal"), CbfNames.players(" -Tal"));
    }

    @Test
    void sourceGivesEventAndRound() {
        assertEquals(new CbfNames.Source("Linares", "5"), CbfNames.source("Linares (5)"));
        assertEquals(new CbfNames.Source("Match", "3"), CbfNames.source("Match (m/3)"));
        assertEquals(new CbfNames.Source("Ol", "5.2"), CbfNames.source("Ol (5.2)"));
        assertEquals(new CbfNames.Source("Wch (a)", null), CbfNames.source("Wch (a)"));
        assertEquals(new CbfNames.Source(null, null), CbfNames.source(""));
        assertEquals("Ol (5.2)", CbfNames.sourceText("Ol", "5.2"));
    }

    @Test
    void annotationRecordsEndAtTheNextSeparator() {
        // FF | 01 00 00 00 'g' 'o' FF | 00 04 FF | 00 00 00 00 'x'
        byte[] part = bytes(0xFF, 1, 0, 0, 0, 'g', 'o', 0xFF, 0, 4, 0xFF, 0, 0, 0, 0, 'x');
        CbfAnnotation.Reader reader = new CbfAnnotation.Reader(part, 0, part.length, CP850);
        assertTrue(reader.startsWithSeparator());
        reader.skipSeparator();
        CbfAnnotation first = reader.next();
        assertEquals(1, first.moveEval());
        assertEquals("go", first.text());
        CbfAnnotation second = reader.next();
        assertEquals(0, second.moveEval());
        assertEquals(4, second.positionEval());
        assertNull(second.text());
        assertEquals("x", reader.next().text());
        assertNull(reader.next());
    }

    @Test
    void commentTextHasLineBreaksSpacesAndFigurines() {
        // 0x81 = ü in cp850, 0xFE = line break, 0x00 = space, 0xB3 = knight figurine
        byte[] text = bytes('a', 0x81, 0xFE, 'b', 0, 0xB3, 'f', '3');
        assertEquals("aü\nb ♘f3", CP850.comment(text, 0, text.length));
        assertArrayEquals(bytes('a', 0x81, 0xFE, 'b', ' ', 0xB3, 'f', '3'), CP850.encodeComment("aü\nb ♘f3"));
        assertNull(CP850.encodeComment("日本"));
        assertNull(CP850.encodeComment("▒")); // cp850's 0xB1 is a figurine byte in comments
    }

    @Test
    void symbolsFillTheSlotsInOrder() {
        assertArrayEquals(new int[] {1, 3, 0}, CbfSymbols.codes(List.of(1, 14)));
        assertEquals(List.of(1, 14), CbfSymbols.nags(new int[] {1, 3, 0}));
        assertNull(CbfSymbols.codes(List.of(14, 1)));
        assertNull(CbfSymbols.codes(List.of(1, 2)));
        assertArrayEquals(new int[] {9, 0, 0}, CbfSymbols.codes(List.of(142)));
        assertArrayEquals(new int[] {1, 0, 2}, CbfSymbols.codes(List.of(1, 142)));
        assertEquals(List.of(140, 142), CbfSymbols.nags(new int[] {8, 0, 2}));
        assertEquals(List.of(), CbfSymbols.nags(new int[] {7, 0, 7}));
    }

    @Test
    void startPositionOfThe1993Example() throws CbfCorruptException {
        byte[] bytes = new byte[33];
        byte[] rank1 = bytes(0x12, 0x54, 0x30, 0);
        byte[] rank2 = bytes(0x60, 0, 0, 0);
        byte[] rank7 = bytes(0xE0, 0, 0, 0);
        byte[] rank8 = bytes(0x9A, 0xDC, 0xB0, 0);
        System.arraycopy(rank1, 0, bytes, 0, 4);
        System.arraycopy(rank2, 0, bytes, 4, 4);
        System.arraycopy(rank7, 0, bytes, 24, 4);
        System.arraycopy(rank8, 0, bytes, 28, 4);
        bytes[32] = 54;
        CbfHeader header = CbfHeader.decode(CbfHeader.builder().lengths(1, 0, 0, 0)
                .startPosition(false, true, true, false, false, 0).build().encode());
        List<String> warnings = new ArrayList<>();
        CbfStartPosition position = CbfStartPosition.decode(bytes, 0, header, warnings);
        assertEquals("kqrbn3/p7/8/8/8/8/P7/KQRBN3 w - - 0 55", position.fen());
        assertEquals(List.of(), warnings);
        assertArrayEquals(bytes, CbfStartPosition.encode(position.squares(), 55));
    }

    @Test
    void startPositionWithoutABlackKingIsCorrupt() {
        byte[] bytes = new byte[33];
        bytes[0] = 0x10; // white king on a1 only
        CbfHeader header = CbfHeader.decode(CbfHeader.builder().lengths(1, 0, 0, 0)
                .startPosition(false, false, false, false, false, 0).build().encode());
        CbfCorruptException e = assertThrows(CbfCorruptException.class,
                () -> CbfStartPosition.decode(bytes, 0, header, new ArrayList<>()));
        assertTrue(e.getMessage().contains("0 black kings"), e.getMessage());
    }
}
