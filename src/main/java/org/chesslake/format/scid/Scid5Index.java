package org.chesslake.format.scid;

import org.chesslake.files.BadDatabaseException;
import org.chesslake.files.ByteSource;
import org.chesslake.files.Bytes;

/** A SCID 5 index ({@code .si5}): no header, 56-byte entries of little-endian words (spec §4). */
record Scid5Index(long entryCount) implements ScidIndex {

    static final int ENTRY = 56;

    static Scid5Index open(ByteSource file) throws BadDatabaseException {
        if (file.size() % ENTRY != 0) {
            throw new BadDatabaseException(file.name(), "index size " + file.size() + " is not a multiple of " + ENTRY);
        }
        return new Scid5Index(file.size() / ENTRY);
    }

    @Override
    public int entrySize() {
        return ENTRY;
    }

    @Override
    public long entryPosition(long number) {
        return number * ENTRY;
    }

    @Override
    public IndexEntry decode(byte[] b, int o) {
        int w0 = Bytes.s32le(b, o);
        int w1 = Bytes.s32le(b, o + 4);
        int w2 = Bytes.s32le(b, o + 8);
        int w4 = Bytes.s32le(b, o + 16);
        int w5 = Bytes.s32le(b, o + 20);
        int w6 = Bytes.s32le(b, o + 24);
        int w7 = Bytes.s32le(b, o + 28);
        int w8 = Bytes.s32le(b, o + 32);
        int w11 = Bytes.s32le(b, o + 44);
        long offset = (long) (w8 & 0x7FFF) << 32 | Bytes.u32le(b, o + 36);
        // Site and Round ids beyond 2^31 cannot be name ids of a real file; they fail the name lookup.
        int site = (int) Math.min(Bytes.u32le(b, o + 12), Integer.MAX_VALUE);
        return new IndexEntry(offset, w8 >>> 15, w7 & 0x3FFFFF, w0 & 0x0FFFFFFF, w1 & 0x0FFFFFFF,
                w2 & 0x0FFFFFFF, site, w4 & 0x7FFFFFFF, (w11 >>> 16) & 3, w11 & 0xFFFF,
                w5 & 0xFFFFF, w6 & 0xFFFFF, w5 >>> 20, (w11 >>> 21) & 7, w6 >>> 20, (w11 >>> 18) & 7,
                w1 >>> 28, w0 >>> 28, w2 >>> 28, w7 >>> 22, w4 < 0);
    }
}
