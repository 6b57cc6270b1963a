package org.chesslake.format.chessassistant;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.chesslake.files.BadDatabaseException;
import org.chesslake.files.ByteSource;
import org.chesslake.files.Bytes;
import org.chesslake.files.InputFile;
import org.chesslake.game.PartialDate;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ByteLayerTest {

    @TempDir
    Path dir;

    private ByteSource file(String name, byte[] bytes) throws IOException {
        Path path = dir.resolve(name);
        Files.write(path, bytes);
        return InputFile.local(path).openBytes();
    }

    @Test
    void embFilesComeBackThroughFragmentsFoundByNameCaseInsensitively() throws IOException {
        byte[] big = new byte[700];
        for (int i = 0; i < big.length; i++) {
            big[i] = (byte) (i * 7);
        }
        byte[] emb = new EmbWriter("sig", "Data Pro Volume format. Version 1.1")
                .add("Players.d01", big)
                .add("Events.a01", "abc".getBytes(StandardCharsets.US_ASCII))
                .add("Empty.cdp", new byte[0])
                .build();
        try (ByteSource source = file("x.emb", emb)) {
            EmbVolume volume = EmbVolume.open(source);
            assertEquals(List.of("Players.d01", "Events.a01", "Empty.cdp"),
                    volume.entries().stream().map(EmbVolume.Entry::name).toList());
            assertArrayEquals(big, volume.file("PLAYERS.D01"));
            assertArrayEquals("abc".getBytes(StandardCharsets.US_ASCII), volume.file("events.a01"));
            assertEquals(0, volume.file("Empty.cdp").length);
            assertTrue(volume.warnings().isEmpty());
            BadDatabaseException missing = assertThrows(BadDatabaseException.class, () -> volume.file("Sources.d01"));
            assertTrue(missing.getMessage().contains("Sources.d01"), missing.getMessage());
        }
    }

    @Test
    void handWrittenEmbWithTwoFragmentsAndRootOfOneEntry() throws IOException {
        ByteWriter out = new ByteWriter().zeroPadded(new byte[0], 136);
        out.s32(256).s32(0); // root length, offset patched
        int dataAt = out.size();
        out.bytes("WORLD".getBytes(StandardCharsets.US_ASCII)).bytes("HELLO ".getBytes(StandardCharsets.US_ASCII));
        int table = out.size();
        out.s32(6).s32(dataAt + 5).s32(5).s32(dataAt);
        ByteWriter root = new ByteWriter().s32(0).s32(2).s32(11).s32(table).s32(0).s32(0).s32(0)
                .zeroPadded("Hello.txt".getBytes(StandardCharsets.US_ASCII), 228);
        int rootAt = out.size();
        out.bytes(root.toByteArray());
        int rootTable = out.size();
        out.s32(256).s32(rootAt);
        out.putS32(140, rootTable);
        try (ByteSource source = file("h.emb", out.toByteArray())) {
            assertEquals("HELLO WORLD", new String(EmbVolume.open(source).file("hello.TXT"), StandardCharsets.US_ASCII));
        }
    }

    @Test
    void pointerChainsFollowNegativeRedirectionsAndStopOnCycles() throws Exception {
        ByteWriter a = new ByteWriter().s32(0).s32(-3).s32(40).s32(-2).s32(-5).s32(-4).s32(-9);
        PointerChain.Elements elements = PointerChain.inMemory(a.toByteArray());
        assertEquals(0, PointerChain.resolve(elements, 0));
        assertEquals(40, PointerChain.resolve(elements, 1));
        assertEquals(40, PointerChain.resolve(elements, 3));
        PointerChain.BrokenChainException cycle = assertThrows(PointerChain.BrokenChainException.class,
                () -> PointerChain.resolve(elements, 4));
        assertTrue(cycle.getMessage().contains("cycle"), cycle.getMessage());
        PointerChain.BrokenChainException outside = assertThrows(PointerChain.BrokenChainException.class,
                () -> PointerChain.resolve(elements, 6));
        assertEquals(6, outside.element());
        assertThrows(PointerChain.BrokenChainException.class, () -> PointerChain.resolve(elements, 7));
    }

    @Test
    void datesUseThirtyTwoDaysAndThirteenMonths() {
        assertEquals(new PartialDate(1997, 5, 11), CaDate.decode(1997 * 416 + 5 * 32 + 11));
        assertEquals(1997 * 416 + 5 * 32 + 11, CaDate.encode(new PartialDate(1997, 5, 11)));
        assertEquals(new PartialDate(2001, 0, 0), CaDate.decode(2001 * 416));
    }

    @Test
    void ecoRoundAndGameTypeReadings() {
        assertEquals("A00", IndexHeaders.eco(0));
        assertEquals("B90", IndexHeaders.eco(190));
        assertEquals("E99", IndexHeaders.eco(499));
        assertNull(IndexHeaders.eco(500));
        assertEquals(190, IndexHeaders.ecoValue("B90"));
        assertNull(IndexHeaders.ecoValue("B90a"));
        assertEquals("7", IndexHeaders.round(14));
        assertEquals("7", IndexHeaders.round(15));
        assertNull(IndexHeaders.round(0));
        assertEquals("1,5,30", IndexHeaders.gameTypes(1 | 1 << 4 | 1 << 29));
    }

    @Test
    void d00RecordFieldsSitAtTheirOffsets() {
        D00Record r = new D00Record(0x010203, 7, 2700, 2650, 2, 1234, 3, 4, 0x20, 99, 5, 14, 190, 8, 9);
        ByteWriter out = new ByteWriter();
        r.write(out);
        byte[] b = out.toByteArray();
        assertEquals(D00Record.SIZE, b.length);
        assertEquals(0x03, b[0]);
        assertEquals(0x01, b[2]);
        assertEquals(2700, CaFields.u16(b, 6));
        assertEquals(2, b[10]);
        assertEquals(99, Bytes.s32le(b, 24));
        assertEquals(14, b[29]);
        assertEquals(9, CaFields.u24(b, 35));
        assertEquals(r, D00Record.parse(b, 0));
    }

    @Test
    void cdpHeaderRoundTripsAndRejectsADescriptionPastTheEnd() throws IOException {
        CdpHeader header = new CdpHeader("Chess Assistant 3.0 database.", CaReadings.KNOWN_VERSION, 12, "Тест");
        byte[] bytes = header.encode(CaReadings.DEFAULT_CHARSET);
        try (ByteSource source = file("a.cdp", bytes)) {
            CdpHeader read = CdpHeader.read(source, CaReadings.DEFAULT_CHARSET);
            assertEquals(header, read);
            assertTrue(read.knownVersion());
        }
        bytes[108] = 100;
        try (ByteSource source = file("b.cdp", bytes)) {
            BadDatabaseException e = assertThrows(BadDatabaseException.class,
                    () -> CdpHeader.read(source, CaReadings.DEFAULT_CHARSET));
            assertTrue(e.getMessage().contains("byte 108"), e.getMessage());
        }
    }

    @Test
    void playerDetailsOfPlayersD00() {
        ByteWriter out = new ByteWriter();
        PlayerDetails.NONE.write(out);
        new PlayerDetails(2810, 4100018L, new PartialDate(1963, 4, 13), PlayerDetails.MALE).write(out);
        byte[] d00 = out.toByteArray();
        assertEquals(PlayerDetails.NONE, PlayerDetails.read(d00, 0));
        PlayerDetails kasparov = PlayerDetails.read(d00, 1);
        assertEquals(2810, kasparov.elo());
        assertEquals(4100018L, kasparov.fideId());
        assertEquals(new PartialDate(1963, 4, 13), kasparov.birthDate());
        assertEquals(PlayerDetails.MALE, kasparov.gender());
        assertEquals(PlayerDetails.NONE, PlayerDetails.read(d00, 2));
    }
}
