package org.chesslake.format.dcg;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.ByteArrayOutputStream;
import org.junit.jupiter.api.Test;

class BerTest {

    private static long read(int... bytes) {
        byte[] data = new byte[bytes.length];
        for (int i = 0; i < bytes.length; i++) {
            data[i] = (byte) bytes[i];
        }
        RecordBytes in = new RecordBytes(DcgFile.GAMES, data, 100, 0, data.length);
        long value = Ber.read(in);
        assertEquals(0, in.remaining(), "every byte of the form is consumed");
        return value;
    }

    private static byte[] written(int value) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        Ber.write(value, out);
        return out.toByteArray();
    }

    @Test
    void readsEveryFormOfThePublishedTable() {
        assertEquals(0, read(0x00));
        assertEquals(126, read(0x7E));
        assertEquals(127, read(0x7F)); // the reference readers reject this; chesslake does not
        assertEquals(127, read(0x81, 0x7F));
        assertEquals(255, read(0x82, 0x00, 0xFF));
        assertEquals(0xFFFF, read(0x83, 0x00, 0xFF, 0xFF));
        assertEquals(70_000, read(0x83, 0x01, 0x11, 0x70));
        assertEquals(0x01020304L, read(0x84, 0x01, 0x02, 0x03, 0x04));
    }

    @Test
    void rejectsInvalidFirstBytesAndShortForms() {
        DcgFormatError invalid = assertThrows(DcgFormatError.class, () -> read(0x80));
        assertEquals(100, invalid.offset());
        assertEquals("invalid BER length byte 0x80", invalid.getMessage());
        assertThrows(DcgFormatError.class, () -> read(0x85, 0, 0, 0, 0, 0));
        DcgFormatError cut = assertThrows(DcgFormatError.class, () -> read(0x82, 0x01));
        assertEquals(102, cut.offset());
    }

    @Test
    void writesTheReferenceEncodersForms() {
        assertArrayEquals(new byte[] {0x7E}, written(126));
        assertArrayEquals(new byte[] {(byte) 0x81, 0x7F}, written(127));
        assertArrayEquals(new byte[] {(byte) 0x81, (byte) 0x80}, written(128));
        assertArrayEquals(new byte[] {(byte) 0x81, (byte) 0xFE}, written(254));
        assertArrayEquals(new byte[] {(byte) 0x82, 0x00, (byte) 0xFF}, written(255));
        assertArrayEquals(new byte[] {(byte) 0x82, 0x01, 0x00}, written(256));
        assertArrayEquals(new byte[] {(byte) 0x82, (byte) 0xFF, (byte) 0xFE}, written(65_534));
        assertArrayEquals(new byte[] {(byte) 0x83, 0x00, (byte) 0xFF, (byte) 0xFF}, written(65_535));
        assertArrayEquals(new byte[] {(byte) 0x83, 0x01, 0x11, 0x70}, written(70_000));
        assertThrows(IllegalArgumentException.class, () -> written(0xFF_FFFF));
    }
}
