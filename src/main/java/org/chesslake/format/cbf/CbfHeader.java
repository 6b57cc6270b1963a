package org.chesslake.format.cbf;

import org.chesslake.files.Bytes;

/**
 * The 14-byte game header after decoding (spec §4). Keeps the plain bytes and reads each field
 * from them, so the header the reader saw is exactly the one the writer would produce.
 */
final class CbfHeader {

    static final int SIZE = CbfXor.HEADER_SIZE;
    static final int START_POSITION_SIZE = 33;
    static final int NO_YEAR = 127;
    static final int MAX_TEXT_LENGTH = 63;

    private final byte[] plain;

    private CbfHeader(byte[] plain) {
        this.plain = plain;
    }

    /** Decodes 14 coded bytes (the array is decoded in place and kept). */
    static CbfHeader decode(byte[] coded) {
        if (coded.length != SIZE) {
            throw new IllegalArgumentException("a CBF header has " + SIZE + " bytes, not " + coded.length);
        }
        CbfXor.decodeHeader(coded);
        return new CbfHeader(coded);
    }

    /** The 14 coded bytes as they stand in the file. */
    byte[] encode() {
        byte[] coded = plain.clone();
        CbfXor.encodeHeader(coded);
        return coded;
    }

    private int u8(int index) {
        return Bytes.u8(plain, index);
    }

    private int u16(int index) {
        return Bytes.u16be(plain, index);
    }

    /** The year, or null when the byte says "no year" (127). */
    Integer year() {
        return plain[0] == NO_YEAR ? null : 1900 + plain[0];
    }

    int resultByte() {
        return u8(1);
    }

    /** Size of the moves part plus one; 0 is corrupt. */
    int movesLength() {
        return u16(2);
    }

    int playersLength() {
        return u8(4) & 63;
    }

    int sourceLength() {
        return u8(5) & 63;
    }

    int commentLength() {
        return u16(6);
    }

    Integer whiteElo() {
        return elo(u8(8));
    }

    Integer blackElo() {
        return elo(u8(9));
    }

    private static Integer elo(int stored) {
        return stored == 0 ? null : 1600 + 5 * stored;
    }

    boolean hasStartPosition() {
        return (u8(10) & 1) != 0;
    }

    /** ECO1 (9 bits, 0 = none), meaningful only without a start position (§5). */
    int eco1() {
        return (u8(10) >> 1 & 31) | (u8(4) >> 6) << 5 | (u8(5) >> 6) << 7;
    }

    /** ChessBase's sub-classification (7 bits, 0 = none), only without a start position. */
    int eco2() {
        return (u8(11) & 63) | (u8(11) >> 7) << 6;
    }

    boolean blackToMove() {
        return (u8(10) & 2) != 0;
    }

    boolean whiteLong() {
        return (u8(10) & 4) != 0;
    }

    boolean whiteShort() {
        return (u8(10) & 8) != 0;
    }

    boolean blackLong() {
        return (u8(10) & 16) != 0;
    }

    boolean blackShort() {
        return (u8(10) & 32) != 0;
    }

    /** E.p. file of a start position, 1-8 = a-h, 0 = none. */
    int epFile() {
        return u8(11) & 15;
    }

    boolean marked() {
        return (u8(10) & 64) != 0;
    }

    boolean deleted() {
        return (u8(10) & 128) != 0;
    }

    int fullMoves() {
        return u8(12);
    }

    /** Whether byte 13 matches either formula ChessBase used (§14). */
    boolean checkByteMatches() {
        return u8(13) == publicCheck(plain) || u8(13) == secondCheck(plain);
    }

    /** Bytes of the whole record, header included; {@link #movesLength()} must be at least 1. */
    long recordSize() {
        return SIZE + playersLength() + sourceLength() + (movesLength() - 1L) + commentLength()
                + (hasStartPosition() ? START_POSITION_SIZE : 0);
    }

    private static int publicCheck(byte[] h) {
        return ((h[0] & 0xFF) * 0x25 + (h[5] & 0xFF) + (h[9] & 0xFF)) & 0xFF;
    }

    private static int secondCheck(byte[] h) {
        return ((h[3] & 0xFF) * 0x1EC1 * ((h[8] & 0xFF) + 1) * (h[0] & 0xFF)) & 0xFF;
    }

    static Builder builder() {
        return new Builder();
    }

    /** Assembles a plain header for the writer; byte 13 gets the "public" checksum. */
    static final class Builder {
        private final byte[] h = new byte[SIZE];

        private Builder() {
            h[0] = NO_YEAR;
        }

        Builder year(int year) {
            h[0] = (byte) (year - 1900);
            return this;
        }

        Builder resultByte(int value) {
            h[1] = (byte) value;
            return this;
        }

        Builder lengths(int mlen, int plen, int slen, int clen) {
            h[2] = (byte) (mlen >> 8);
            h[3] = (byte) mlen;
            h[4] = (byte) (h[4] & 0xC0 | plen);
            h[5] = (byte) (h[5] & 0xC0 | slen);
            h[6] = (byte) (clen >> 8);
            h[7] = (byte) clen;
            return this;
        }

        Builder elo(int whiteStored, int blackStored) {
            h[8] = (byte) whiteStored;
            h[9] = (byte) blackStored;
            return this;
        }

        Builder eco(int eco1, int eco2) {
            h[4] = (byte) (h[4] & 63 | (eco1 >> 5 & 3) << 6);
            h[5] = (byte) (h[5] & 63 | (eco1 >> 7 & 3) << 6);
            h[10] = (byte) (h[10] & ~62 | (eco1 & 31) << 1);
            h[11] = (byte) ((eco2 & 63) | (eco2 >> 6 & 1) << 7);
            return this;
        }

        Builder startPosition(boolean blackToMove, boolean whiteLong, boolean whiteShort, boolean blackLong,
                              boolean blackShort, int epFile) {
            h[10] = (byte) (h[10] & 0xC0 | 1 | bit(blackToMove, 1) | bit(whiteLong, 2) | bit(whiteShort, 3)
                    | bit(blackLong, 4) | bit(blackShort, 5));
            h[11] = (byte) epFile;
            return this;
        }

        /** Flags1 bits 6 and 7: bold in ChessBase's list, deleted. */
        Builder marks(boolean marked, boolean deleted) {
            h[10] = (byte) (h[10] & 63 | bit(marked, 6) | bit(deleted, 7));
            return this;
        }

        Builder fullMoves(int moves) {
            h[12] = (byte) Math.min(moves, 255);
            return this;
        }

        private static int bit(boolean set, int bit) {
            return set ? 1 << bit : 0;
        }

        CbfHeader build() {
            byte[] plain = h.clone();
            plain[13] = (byte) publicCheck(plain);
            return new CbfHeader(plain);
        }
    }
}
