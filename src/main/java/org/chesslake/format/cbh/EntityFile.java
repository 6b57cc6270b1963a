package org.chesslake.format.cbh;

import java.io.IOException;
import org.chesslake.files.BadDatabaseException;
import org.chesslake.files.ByteSource;
import org.chesslake.files.Bytes;

/**
 * One entity file (players, tournaments, ...): a little-endian header, then fixed-size records
 * numbered from 0 (spec §5). Only the id → record mapping is used, never the sorting tree. A file
 * that is absent (optional kinds) or empty holds no records.
 */
final class EntityFile {

    private static final int MAGIC = 1234567890;
    private static final int TREE_BYTES = 9;
    private static final int DELETED = -999;

    private final ByteSource source;
    private final EntityKind kind;
    private final long headerSize;
    private final int count;

    private EntityFile(ByteSource source, EntityKind kind, long headerSize, int count) {
        this.source = source;
        this.kind = kind;
        this.headerSize = headerSize;
        this.count = count;
    }

    static EntityFile empty(EntityKind kind) {
        return new EntityFile(null, kind, 0, 0);
    }

    static EntityFile open(ByteSource source, EntityKind kind) throws IOException {
        if (source.size() < 28) {
            if (source.size() == 0) {
                return new EntityFile(source, kind, 0, 0);
            }
            throw new BadDatabaseException(source.name(), "entity file of " + source.size() + " bytes is shorter than its 28-byte header");
        }
        byte[] header = source.read(0, 28);
        if (Bytes.s32le(header, 8) != MAGIC) {
            throw new BadDatabaseException(source.name(), "not a ChessBase " + kind.noun + " file (no magic 1234567890 at byte 8)");
        }
        int recordSize = Bytes.s32le(header, 12);
        if (recordSize != kind.recordSize) {
            throw new BadDatabaseException(source.name(), kind.noun + " records of " + recordSize + " bytes at byte 12; expected "
                    + kind.recordSize);
        }
        long extra = Bytes.u32le(header, 24);
        long headerSize = 28 + extra;
        long capacity = Bytes.u32le(header, 0);
        long fits = Math.max(0, (source.size() - headerSize) / (recordSize + TREE_BYTES));
        // records past the end of the file are treated like ids past the file: unknown names
        return new EntityFile(source, kind, headerSize, (int) Math.min(capacity, fits));
    }

    EntityKind kind() {
        return kind;
    }

    int count() {
        return count;
    }

    String fileName() {
        return source == null ? "(no ." + kind.extension + " file)" : source.name();
    }

    /** Byte offset of record {@code id}. */
    long position(int id) {
        return headerSize + (long) id * (kind.recordSize + TREE_BYTES);
    }

    /**
     * The fields of record {@code id} (the record without its 9 tree bytes), or null if the id is
     * past the file or the record is deleted.
     */
    byte[] fields(int id) throws IOException {
        if (id < 0 || id >= count) {
            return null;
        }
        byte[] record = source.read(position(id), kind.recordSize + TREE_BYTES);
        if (Bytes.s32le(record, 0) == DELETED) {
            return null;
        }
        byte[] fields = new byte[kind.recordSize];
        System.arraycopy(record, TREE_BYTES, fields, 0, kind.recordSize);
        return fields;
    }

    /** Why {@code id} has no record: past the file or deleted; null if it has one. */
    String missing(int id) throws IOException {
        if (id < 0 || id >= count) {
            return kind.noun + " id " + id + " is past the " + count + " records of " + fileName();
        }
        return fields(id) == null ? kind.noun + " id " + id + " is a deleted record of " + fileName()
                + " at byte " + position(id) : null;
    }
}
