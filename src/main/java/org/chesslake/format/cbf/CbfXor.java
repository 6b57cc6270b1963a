package org.chesslake.format.cbf;

/**
 * The three XOR layers of a CBF record (spec §4.1, §6, §7.1). Each key runs from the last byte to
 * the first and does not depend on the data, so applying a layer twice gives the bytes back; only
 * the header's second step reads decoded bytes, which is why it has an encode and a decode side.
 */
final class CbfXor {

    static final int HEADER_SIZE = 14;

    private CbfXor() {
    }

    /** Decodes the 14 header bytes in place. */
    static void decodeHeader(byte[] header) {
        runningKey(header, 0, HEADER_SIZE, 101, 3);
        header[11] ^= (byte) headerByte11Key(header);
    }

    /** Encodes 14 plain header bytes in place: the inverse of {@link #decodeHeader}. */
    static void encodeHeader(byte[] header) {
        header[11] ^= (byte) headerByte11Key(header);
        runningKey(header, 0, HEADER_SIZE, 101, 3);
    }

    /** Decodes or encodes the players-and-source block of {@code length} bytes at {@code offset}. */
    static void texts(byte[] bytes, int offset, int length) {
        runningKey(bytes, offset, length, 3 * length, 3);
    }

    /**
     * Decodes or encodes a moves part of {@code length} bytes at {@code offset}; {@code mlen} is the
     * header's field ({@code length + 1}). Byte 0 stays plain (a ChessBase bug kept by the format).
     */
    static void moves(byte[] bytes, int offset, int length, int mlen) {
        if (length > 1) {
            runningKey(bytes, offset + 1, length - 1, 49 * mlen, 7);
        }
    }

    private static int headerByte11Key(byte[] plain) {
        return (HEADER_SIZE + (plain[4] & 63) + (plain[5] & 63)) & 0xFF;
    }

    /** XORs bytes from the last to the first with {@code start}, multiplying the key after each byte. */
    private static void runningKey(byte[] bytes, int offset, int length, int start, int factor) {
        int key = start & 0xFF;
        for (int i = offset + length - 1; i >= offset; i--) {
            bytes[i] ^= (byte) key;
            key = (key * factor) & 0xFF;
        }
    }
}
