package org.chesslake.format.scid;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import org.chesslake.files.BadDatabaseException;
import org.chesslake.files.ByteSource;
import org.chesslake.files.Bytes;

/**
 * A SCID 4 index ({@code .si4}, version 400: 182-byte header, 47-byte entries) or a SCID 3 one
 * (version 300: 128-byte header, 46-byte entries without the byte that holds the length's bit 16
 * and the custom flags). All integers are big-endian (spec §2).
 */
record Scid4Index(int version, long entryCount) implements ScidIndex {

    static final byte[] MAGIC = "Scid.si\0".getBytes(StandardCharsets.ISO_8859_1);
    static final int VERSION_3 = 300;
    static final int VERSION_4 = 400;
    static final int HEADER_3 = 128;
    static final int HEADER_4 = 182;
    static final int ENTRY_3 = 46;
    static final int ENTRY_4 = 47;

    static Scid4Index open(ByteSource file) throws IOException {
        if (file.size() < HEADER_3) {
            throw new BadDatabaseException(file.name(), "index has " + file.size() + " bytes, less than a header");
        }
        byte[] header = file.read(0, HEADER_3);
        for (int i = 0; i < MAGIC.length; i++) {
            if (header[i] != MAGIC[i]) {
                throw new BadDatabaseException(file.name(), "not a SCID index (bad magic)");
            }
        }
        int version = Bytes.u16be(header, 8);
        if (version != VERSION_3 && version != VERSION_4) {
            throw new BadDatabaseException(file.name(), "unsupported SCID index version " + version);
        }
        long count = Bytes.u24be(header, 14);
        Scid4Index index = new Scid4Index(version, count);
        long expected = index.entryPosition(count);
        if (file.size() != expected) {
            throw new BadDatabaseException(file.name(), "index of " + count + " games must have " + expected
                    + " bytes, has " + file.size());
        }
        return index;
    }

    @Override
    public int entrySize() {
        return version == VERSION_4 ? ENTRY_4 : ENTRY_3;
    }

    @Override
    public long entryPosition(long number) {
        return (version == VERSION_4 ? HEADER_4 : HEADER_3) + number * entrySize();
    }

    @Override
    public IndexEntry decode(byte[] b, int o) {
        long offset = Bytes.u32be(b, o);
        int length = Bytes.u16be(b, o + 4);
        int flags;
        int p; // the fields after the length move one byte down in version 300
        if (version == VERSION_4) {
            int extra = b[o + 6] & 0xFF;
            length |= (extra & 0x80) << 9;
            flags = (extra & 0x3F) << 16 | Bytes.u16be(b, o + 7);
            p = o + 9;
        } else {
            flags = Bytes.u16be(b, o + 6);
            p = o + 8;
        }
        int playerHigh = b[p] & 0xFF;
        int white = (playerHigh >>> 4) << 16 | Bytes.u16be(b, p + 1);
        int black = (playerHigh & 0x0F) << 16 | Bytes.u16be(b, p + 3);
        int esrHigh = b[p + 5] & 0xFF;
        int event = (esrHigh >>> 5) << 16 | Bytes.u16be(b, p + 6);
        int site = ((esrHigh >>> 2) & 7) << 16 | Bytes.u16be(b, p + 8);
        int round = (esrHigh & 3) << 16 | Bytes.u16be(b, p + 10);
        int counts = Bytes.u16be(b, p + 12);
        int eco = Bytes.u16be(b, p + 14);
        int dateWord = Bytes.s32be(b, p + 16);
        int whiteRating = Bytes.u16be(b, p + 20);
        int blackRating = Bytes.u16be(b, p + 22);
        int plyCount = ((b[p + 29] & 0xC0) << 2) | (b[p + 28] & 0xFF);
        return new IndexEntry(offset, length, flags, white, black, event, site, round,
                counts >>> 12, eco, dateWord & 0xFFFFF, ScidDate.decodeEventDate(dateWord),
                whiteRating & 0xFFF, whiteRating >>> 12, blackRating & 0xFFF, blackRating >>> 12,
                counts & 0x0F, (counts >>> 4) & 0x0F, (counts >>> 8) & 0x0F, plyCount, false);
    }
}
