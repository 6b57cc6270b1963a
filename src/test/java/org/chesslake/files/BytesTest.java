package org.chesslake.files;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/** Each read takes its bytes at the offset, in its order, with the top bit unsigned or signed as named. */
class BytesTest {

    /** At offset 1: 0x80 0x01 0xFE 0x7F, so every byte order and every sign shows. */
    private static final byte[] B = {0x55, (byte) 0x80, 0x01, (byte) 0xFE, 0x7F, 0x55};

    @Test
    void bigEndian() {
        assertEquals(0x80, Bytes.u8(B, 1));
        assertEquals(0x8001, Bytes.u16be(B, 1));
        assertEquals(0x8001FE, Bytes.u24be(B, 1));
        assertEquals(0x8001FE - 0x1000000, Bytes.s24be(B, 1));
        assertEquals(0x01FE7F, Bytes.s24be(B, 2));
        assertEquals(0x8001FE7FL, Bytes.u32be(B, 1));
        assertEquals((int) 0x8001FE7FL, Bytes.s32be(B, 1));
    }

    @Test
    void littleEndian() {
        assertEquals(0x0180, Bytes.u16le(B, 1));
        assertEquals(0xFE0180, Bytes.u24le(B, 1));
        assertEquals(0x7FFE0180L, Bytes.u32le(B, 1));
        assertEquals(0x557FFE01, Bytes.s32le(B, 2));
        assertEquals(0xFE0180, Bytes.u24le(new byte[] {(byte) 0x80, 0x01, (byte) 0xFE}, 0));
        assertEquals(0xFF7FFE01L, Bytes.u32le(new byte[] {0x01, (byte) 0xFE, 0x7F, (byte) 0xFF}, 0));
        assertEquals(-0x008001FF, Bytes.s32le(new byte[] {0x01, (byte) 0xFE, 0x7F, (byte) 0xFF}, 0));
    }

    @Test
    void aReadPastTheArrayIsTheArraysOwnError() {
        assertThrows(ArrayIndexOutOfBoundsException.class, () -> Bytes.u32le(B, 3));
        assertThrows(ArrayIndexOutOfBoundsException.class, () -> Bytes.u16be(B, 5));
    }
}
