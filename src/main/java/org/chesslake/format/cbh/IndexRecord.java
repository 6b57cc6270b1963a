package org.chesslake.format.cbh;

/**
 * One 46-byte {@code .cbh} record (spec §3, §4): a game, or a guiding text, which shares the id
 * space and carries only offsets, tournament, source, annotator and round.
 */
record IndexRecord(int flags, long gameOffset, long annotationOffset, int white, int black, int tournament,
                   int annotator, int source, int date, int result, int lineEvaluation, int round, int subRound,
                   int whiteElo, int blackElo, int eco, int medals, long annotationFlags, int magnitudes, int moves) {

    static final int SIZE = 46;

    static IndexRecord parse(byte[] b, int o) {
        int flags = CbhBytes.u8(b, o);
        if ((flags & 2) != 0) {
            return new IndexRecord(flags, CbhBytes.u32(b, o + 1), 0, -1, -1, CbhBytes.u24(b, o + 7),
                    CbhBytes.u24(b, o + 13), CbhBytes.u24(b, o + 10), 0, 3, 0, CbhBytes.u8(b, o + 16),
                    CbhBytes.u8(b, o + 17), 0, 0, 0, 0, CbhBytes.u32(b, o + 18), 0, 0);
        }
        return new IndexRecord(flags, CbhBytes.u32(b, o + 1), CbhBytes.u32(b, o + 5), CbhBytes.u24(b, o + 9),
                CbhBytes.u24(b, o + 12), CbhBytes.u24(b, o + 15), CbhBytes.u24(b, o + 18), CbhBytes.u24(b, o + 21),
                CbhBytes.u24(b, o + 24), CbhBytes.u8(b, o + 27), CbhBytes.u8(b, o + 28), CbhBytes.u8(b, o + 29),
                CbhBytes.u8(b, o + 30), CbhBytes.u16(b, o + 31), CbhBytes.u16(b, o + 33), CbhBytes.u16(b, o + 35),
                CbhBytes.u16(b, o + 37), CbhBytes.u32(b, o + 39), CbhBytes.u16(b, o + 43), CbhBytes.u8(b, o + 45));
    }

    boolean isText() {
        return (flags & 2) != 0;
    }

    boolean deleted() {
        return (flags & 0x80) != 0;
    }
}
