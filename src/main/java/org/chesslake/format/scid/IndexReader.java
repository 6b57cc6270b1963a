package org.chesslake.format.scid;

import java.io.IOException;
import org.chesslake.format.Split;

/** Streams the index entries of a split, reading them in blocks of {@value #BLOCK} entries. */
final class IndexReader {

    static final int BLOCK = 4096;

    private final ScidDatabase database;
    private final ScidIndex layout;
    private final long end;
    private final byte[] block;
    private long next;
    private long blockStart;
    private int blockCount;
    private IndexEntry entry;

    IndexReader(ScidDatabase database, Split split) {
        this.database = database;
        this.layout = database.layout();
        this.end = split.end();
        this.next = split.start();
        this.block = new byte[(int) Math.min(BLOCK, Math.max(1, split.length())) * layout.entrySize()];
    }

    boolean next() throws IOException {
        if (next >= end) {
            entry = null;
            return false;
        }
        if (next >= blockStart + blockCount || next < blockStart) {
            blockStart = next;
            blockCount = (int) Math.min(block.length / layout.entrySize(), end - next);
            database.indexSource().readFully(layout.entryPosition(next), block, 0, blockCount * layout.entrySize());
        }
        entry = layout.decode(block, (int) (next - blockStart) * layout.entrySize());
        next++;
        return true;
    }

    IndexEntry entry() {
        return entry;
    }

    /** 0-based number of the current entry. */
    long number() {
        return next - 1;
    }

    long entryPosition() {
        return layout.entryPosition(number());
    }
}
