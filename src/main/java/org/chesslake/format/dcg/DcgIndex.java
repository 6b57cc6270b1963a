package org.chesslake.format.dcg;

import java.io.IOException;
import org.chesslake.files.BadDatabaseException;
import org.chesslake.files.ByteSource;

/**
 * The {@code .dci} index: a 19-byte header (magic, version 0, OpenDefault) and fixed 39-byte
 * entries. It has no game count; the count follows from the file size, which must therefore be
 * the header plus whole entries (spec §2).
 */
final class DcgIndex {

    static final int HEADER_SIZE = 19;
    static final int VERSION = 0;
    private static final int VERSION_POSITION = 10;

    private final ByteSource source;
    private final long entryCount;
    private final long openDefault;

    private DcgIndex(ByteSource source, long entryCount, long openDefault) {
        this.source = source;
        this.entryCount = entryCount;
        this.openDefault = openDefault;
    }

    static DcgIndex open(ByteSource source) throws IOException {
        DcgFile.INDEX.checkMagic(source);
        long size = source.size();
        if (size < HEADER_SIZE) {
            throw new BadDatabaseException(source.name(), "index of " + size + " bytes is shorter than its "
                    + HEADER_SIZE + "-byte header");
        }
        byte[] header = source.read(0, HEADER_SIZE);
        int version = header[VERSION_POSITION] & 0xFF;
        if (version != VERSION) {
            throw new BadDatabaseException(source.name(), "unsupported DCG index version " + version);
        }
        if ((size - HEADER_SIZE) % DcgIndexEntry.SIZE != 0) {
            throw new BadDatabaseException(source.name(), "truncated index: " + (size - HEADER_SIZE)
                    + " bytes after the header are not whole 39-byte entries");
        }
        long count = (size - HEADER_SIZE) / DcgIndexEntry.SIZE;
        long openDefault = 0;
        for (int i = VERSION_POSITION + 1; i < HEADER_SIZE; i++) {
            openDefault = openDefault << 8 | header[i] & 0xFF;
        }
        // The reference reader treats it as a game number and resets it when out of range.
        boolean inRange = openDefault >= 0 && openDefault < count;
        return new DcgIndex(source, count, inRange ? openDefault : 0);
    }

    String file() {
        return source.name();
    }

    long entryCount() {
        return entryCount;
    }

    /** The 0-based game the database wants opened first (always 0 from the reference writer). */
    long openDefault() {
        return openDefault;
    }

    static long entryPosition(long entry) {
        return HEADER_SIZE + entry * DcgIndexEntry.SIZE;
    }

    void close() throws IOException {
        source.close();
    }

    /** Reads the raw bytes of entries {@code [first, first + count)}, which the caller keeps inside the index. */
    byte[] readEntries(long first, int count) throws IOException {
        return source.read(entryPosition(first), count * DcgIndexEntry.SIZE);
    }
}
