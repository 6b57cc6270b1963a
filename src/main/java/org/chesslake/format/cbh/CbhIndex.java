package org.chesslake.format.cbh;

import java.io.IOException;
import org.chesslake.files.BadDatabaseException;
import org.chesslake.files.ByteSource;
import org.chesslake.files.Bytes;

/** The {@code .cbh} file: its 46-byte header and one 46-byte record per game or text (spec §2). */
final class CbhIndex {

    private final ByteSource source;
    private final long entries;

    private CbhIndex(ByteSource source, long entries) {
        this.source = source;
        this.entries = entries;
    }

    static CbhIndex open(ByteSource source) throws IOException {
        if (source.size() < IndexRecord.SIZE) {
            throw new BadDatabaseException(source.name(), "index of " + source.size() + " bytes is shorter than its "
                    + IndexRecord.SIZE + "-byte header");
        }
        byte[] header = source.read(0, IndexRecord.SIZE);
        int recordSize = Bytes.u16be(header, 3);
        if (recordSize != IndexRecord.SIZE) {
            throw new BadDatabaseException(source.name(), "record size " + recordSize + " at byte 3; a ChessBase index has "
                    + IndexRecord.SIZE);
        }
        long declared = Bytes.u32be(header, 6) - 1;
        long held = source.size() / IndexRecord.SIZE - 1;
        if (declared < 0) {
            throw new BadDatabaseException(source.name(), "record count " + declared + " at byte 6");
        }
        if (declared > held) {
            throw new BadDatabaseException(source.name(), "truncated: the header (byte 6) counts " + declared
                    + " records, the file of " + source.size() + " bytes ends inside or before game " + (held + 1)
                    + " (record at byte " + position(held) + ")");
        }
        return new CbhIndex(source, declared);
    }

    String name() {
        return source.name();
    }

    long entries() {
        return entries;
    }

    /** Byte offset of entry {@code index} (0-based; game number index + 1). */
    static long position(long index) {
        return (index + 1) * IndexRecord.SIZE;
    }

    /** Reads entries {@code [first, first + count)} into {@code target}. */
    void read(long first, int count, byte[] target) throws IOException {
        source.readFully(position(first), target, 0, count * IndexRecord.SIZE);
    }
}
