package org.chesslake.format.chessassistant;

import org.chesslake.files.Bytes;

/**
 * One 38-byte game header of .D00 (§4), as raw values; {@link IndexHeaders} gives them meaning.
 */
record D00Record(int whiteId, int blackId, int whiteElo, int blackElo, int outcome, int date,
                 int eventId, int siteId, int gameType, int gameId, int unknown28, int roundByte,
                 int eco, int annotatorId, int sourceId) {

    static final int SIZE = 38;

    static D00Record parse(byte[] b, int at) {
        return new D00Record(CaFields.u24(b, at), CaFields.u24(b, at + 3), CaFields.u16(b, at + 6), CaFields.u16(b, at + 8),
                Bytes.u8(b, at + 10), CaFields.u24(b, at + 11), CaFields.u24(b, at + 14), CaFields.u24(b, at + 17),
                Bytes.s32le(b, at + 20), Bytes.s32le(b, at + 24), Bytes.u8(b, at + 28), Bytes.u8(b, at + 29),
                CaFields.u16(b, at + 30), CaFields.u24(b, at + 32), CaFields.u24(b, at + 35));
    }

    void write(ByteWriter out) {
        out.u24(whiteId).u24(blackId).u16(whiteElo).u16(blackElo).u8(outcome).u24(date)
                .u24(eventId).u24(siteId).s32(gameType).s32(gameId).u8(unknown28).u8(roundByte)
                .u16(eco).u24(annotatorId).u24(sourceId);
    }
}
