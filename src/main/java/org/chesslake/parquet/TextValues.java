package org.chesslake.parquet;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import org.apache.iceberg.shaded.org.apache.parquet.column.statistics.Statistics;
import org.apache.iceberg.shaded.org.apache.parquet.io.api.Binary;

/**
 * UTF-8 values, buffered as ids into the chunk's distinct strings (each encoded once), so the
 * dictionary is there before the chunk is written and a page's statistics compare only the
 * distinct strings it uses.
 */
final class TextValues implements Values {

    private int[] ids = new int[1024];
    private int count;
    /** Open addressing by the strings' own (cached) hashes, kept beside them: an equals only where the hashes agree. */
    private String[] table = new String[1024];
    private int[] tableHashes = new int[1024];
    private int[] tableIds = new int[1024];
    private byte[][] distinct = new byte[256][];
    /** Per distinct string, its PLAIN size: a length and the UTF-8. */
    private int[] plainSizes = new int[256];
    private int size;
    private long distinctBytes;
    /** Per distinct string, the last page that used it: the statistics see each string of a page once. */
    private int[] seenOnPage = new int[256];
    private int page;

    void add(String text) {
        int id = idOf(text);
        if (count == ids.length) {
            ids = Arrays.copyOf(ids, count * 2);
        }
        ids[count++] = id;
    }

    /** The string's id: found by its hash (the per-value path, small enough to inline), else {@link #insert}ed. */
    private int idOf(String text) {
        int mask = table.length - 1;
        int hash = text.hashCode();
        int slot = spread(hash) & mask;
        String key;
        while ((key = table[slot]) != null) {
            if (key == text || tableHashes[slot] == hash && key.equals(text)) {
                return tableIds[slot];
            }
            slot = (slot + 1) & mask;
        }
        return insert(text, hash, slot);
    }

    /** A new distinct string, at the free {@code slot} its probe ended on. */
    private int insert(String text, int hash, int slot) {
        if (size == distinct.length) {
            distinct = Arrays.copyOf(distinct, size * 2);
            seenOnPage = Arrays.copyOf(seenOnPage, size * 2);
            plainSizes = Arrays.copyOf(plainSizes, size * 2);
        }
        byte[] utf8 = text.getBytes(StandardCharsets.UTF_8);
        distinct[size] = utf8;
        plainSizes[size] = Integer.BYTES + utf8.length;
        distinctBytes += utf8.length;
        table[slot] = text;
        tableHashes[slot] = hash;
        tableIds[slot] = size;
        if (++size * 2 > table.length) {
            rehash(table.length * 2);
        }
        return size - 1;
    }

    private static int spread(int hash) {
        return hash ^ (hash >>> 16);
    }

    private void rehash(int capacity) {
        String[] old = table;
        int[] oldHashes = tableHashes;
        int[] oldIds = tableIds;
        table = new String[capacity];
        tableHashes = new int[capacity];
        tableIds = new int[capacity];
        int mask = capacity - 1;
        for (int s = 0; s < old.length; s++) {
            if (old[s] != null) {
                int slot = spread(oldHashes[s]) & mask;
                while (table[slot] != null) {
                    slot = (slot + 1) & mask;
                }
                table[slot] = old[s];
                tableHashes[slot] = oldHashes[s];
                tableIds[slot] = oldIds[s];
            }
        }
    }

    @Override
    public int count() {
        return count;
    }

    @Override
    public int fixedSize() {
        return -1;
    }

    @Override
    public int plainSize(int index) {
        return plainSizes[ids[index]];
    }

    @Override
    public DictionaryIds dictionary(int maxBytes) {
        long dictionaryBytes = distinctBytes + (long) Integer.BYTES * size;
        if (size == 0 || !DictionaryIds.worthIt(plainBytes(), dictionaryBytes, count, size, maxBytes)) {
            return null;
        }
        ByteSink entries = new ByteSink();
        for (int id = 0; id < size; id++) {
            entries.writeInt(distinct[id].length);
            entries.writeBytes(distinct[id]);
        }
        return new DictionaryIds(ids, size, entries);
    }

    /** The PLAIN bytes of every value (a length and the UTF-8), summed once the chunk is complete rather than value by value. */
    private long plainBytes() {
        long bytes = 0;
        for (int i = 0; i < count; i++) {
            bytes += plainSizes[ids[i]];
        }
        return bytes;
    }

    @Override
    public void writePlain(int from, int to, ByteSink out) {
        for (int i = from; i < to; i++) {
            byte[] utf8 = distinct[ids[i]];
            out.writeInt(utf8.length);
            out.writeBytes(utf8);
        }
    }

    @Override
    public void addStatistics(int from, int to, Statistics<?> statistics) {
        page++;
        for (int i = from; i < to; i++) {
            int id = ids[i];
            if (seenOnPage[id] != page) {
                seenOnPage[id] = page;
                statistics.updateStats(Binary.fromConstantByteArray(distinct[id]));
            }
        }
    }

    @Override
    public void clear() {
        count = 0;
        Arrays.fill(table, null);
        Arrays.fill(distinct, 0, size, null);
        Arrays.fill(seenOnPage, 0, size, 0);
        size = 0;
        distinctBytes = 0;
        page = 0;
    }
}
