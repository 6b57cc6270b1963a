package org.chesslake.format.scid;

/**
 * The layout of an index file: where entry i lies and how its bytes decode. Entries are fixed
 * size, so a split of the database is a range of entry numbers.
 */
sealed interface ScidIndex permits Scid4Index, Scid5Index {

    long entryCount();

    int entrySize();

    /** Byte position of entry {@code number} (0-based) in the index file. */
    long entryPosition(long number);

    /** Decodes the entry whose {@link #entrySize()} bytes start at {@code bytes[offset]}. */
    IndexEntry decode(byte[] bytes, int offset);
}
