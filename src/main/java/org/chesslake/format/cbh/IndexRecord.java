package org.chesslake.format.cbh;

import org.chesslake.files.Bytes;

/**
 * One 46-byte {@code .cbh} record (spec §3, §4): a game, or a guiding text, which shares the id
 * space and carries only offsets, tournament, source, annotator and round.
 */
record IndexRecord(int flags, long gameOffset, long annotationOffset, int white, int black, int tournament,
                   int annotator, int source, int date, int result, int lineEvaluation, int round, int subRound,
                   int whiteElo, int blackElo, int eco, int medals, long annotationFlags, int magnitudes, int moves) {

    static final int SIZE = 46;

    static IndexRecord parse(byte[] b, int o) {
        int flags = Bytes.u8(b, o);
        if ((flags & 2) != 0) {
            return new IndexRecord(flags, Bytes.u32be(b, o + 1), 0, -1, -1, Bytes.u24be(b, o + 7),
                    Bytes.u24be(b, o + 13), Bytes.u24be(b, o + 10), 0, 3, 0, Bytes.u8(b, o + 16),
                    Bytes.u8(b, o + 17), 0, 0, 0, 0, Bytes.u32be(b, o + 18), 0, 0);
        }
        return new IndexRecord(flags, Bytes.u32be(b, o + 1), Bytes.u32be(b, o + 5), Bytes.u24be(b, o + 9),
                Bytes.u24be(b, o + 12), Bytes.u24be(b, o + 15), Bytes.u24be(b, o + 18), Bytes.u24be(b, o + 21),
                Bytes.u24be(b, o + 24), Bytes.u8(b, o + 27), Bytes.u8(b, o + 28), Bytes.u8(b, o + 29),
                Bytes.u8(b, o + 30), Bytes.u16be(b, o + 31), Bytes.u16be(b, o + 33), Bytes.u16be(b, o + 35),
                Bytes.u16be(b, o + 37), Bytes.u32be(b, o + 39), Bytes.u16be(b, o + 43), Bytes.u8(b, o + 45));
    }

    boolean isText() {
        return (flags & 2) != 0;
    }

    boolean deleted() {
        return (flags & 0x80) != 0;
    }
}
