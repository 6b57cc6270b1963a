package org.chesslake.parquet;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * UTF-8 values, buffered as ids into the chunk's distinct strings (each encoded once), so the
 * dictionary is there before the chunk is written and a page's statistics compare only the
 * distinct strings it uses.
 */
final class TextValues implements Values {

    private int[] ids = new int[1024];
    private int count;
    /**
     * Open addressing by the strings' own (cached) hashes: per slot the hash (upper half) and the id
     * + 1 (lower half; 0 is a free slot), so a probe reads one array, and a string is compared only
     * where the hashes agree.
     */
    private long[] table = new long[1024];
    /** The distinct strings, by id. */
    private String[] keys = new String[256];
    private byte[][] distinct = new byte[256][];
    /** Per distinct string, its PLAIN size: a length and the UTF-8. */
    private int[] plainSizes = new int[256];
    private int size;
    private long distinctBytes;
    /** Per distinct string, the last page that used it: the statistics see each string of a page once. */
    private int[] seenOnPage = new int[256];
    private int page;
    /**
     * The last string added and its id, and the last other one before it: a column of one string per
     * file (the source) or of two in turn (the side) needs no lookup.
     */
    private String last;
    private int lastId;
    private String before;
    private int beforeId;

    void add(String text) {
        int id;
        if (text == last) {
            id = lastId;
        } else {
            id = text == before ? beforeId : idOf(text);
            before = last;
            beforeId = lastId;
            last = text;
            lastId = id;
        }
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
        long entry;
        while ((entry = table[slot]) != 0) {
            if ((int) (entry >>> 32) == hash) {
                int id = (int) entry - 1;
                String key = keys[id];
                if (key == text || key.equals(text)) {
                    return id;
                }
            }
            slot = (slot + 1) & mask;
        }
        return insert(text, hash, slot);
    }

    /** A new distinct string, at the free {@code slot} its probe ended on. */
    private int insert(String text, int hash, int slot) {
        if (size == distinct.length) {
            keys = Arrays.copyOf(keys, size * 2);
            distinct = Arrays.copyOf(distinct, size * 2);
            seenOnPage = Arrays.copyOf(seenOnPage, size * 2);
            plainSizes = Arrays.copyOf(plainSizes, size * 2);
        }
        byte[] utf8 = text.getBytes(StandardCharsets.UTF_8);
        keys[size] = text;
        distinct[size] = utf8;
        plainSizes[size] = Integer.BYTES + utf8.length;
        distinctBytes += utf8.length;
        table[slot] = entry(hash, size);
        if (++size * 2 > table.length) {
            rehash(table.length * 2);
        }
        return size - 1;
    }

    private static long entry(int hash, int id) {
        return (long) hash << 32 | (id + 1L);
    }

    /**
     * The slot bits of a hash: short strings' hashes (squares, UCI, SAN) differ mostly in their low
     * bits in a few regular strides, which linear probing turned into long clusters; a multiply
     * mixes every bit of the hash into the low ones.
     */
    private static int spread(int hash) {
        int h = hash * 0x9E3779B9;
        return h ^ (h >>> 16);
    }

    private void rehash(int capacity) {
        table = new long[capacity];
        int mask = capacity - 1;
        for (int id = 0; id < size; id++) {
            int hash = keys[id].hashCode();
            int slot = spread(hash) & mask;
            while (table[slot] != 0) {
                slot = (slot + 1) & mask;
            }
            table[slot] = entry(hash, id);
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
        // a value's PLAIN form is at least its four-byte length: the values' sum is needed only when that bound
        // leaves the rule undecided (a dictionary of a few distinct strings, such as squares and moves, pays at once)
        if (size == 0 || !(DictionaryIds.worthIt((long) Integer.BYTES * count, dictionaryBytes, count, size, maxBytes)
                || DictionaryIds.worthIt(plainBytes(), dictionaryBytes, count, size, maxBytes))) {
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
    public ValueRange range(int from, int to) {
        if (from == to) {
            return null;
        }
        page++;
        byte[] min = distinct[ids[from]];
        byte[] max = min;
        for (int i = from; i < to; i++) {
            int id = ids[i];
            if (seenOnPage[id] != page) {
                seenOnPage[id] = page;
                byte[] utf8 = distinct[id];
                if (Arrays.compareUnsigned(utf8, min) < 0) {
                    min = utf8;
                } else if (Arrays.compareUnsigned(utf8, max) > 0) {
                    max = utf8;
                }
            }
        }
        return new ValueRange.Texts(min, max);
    }

    @Override
    public void clear() {
        count = 0;
        Arrays.fill(table, 0);
        Arrays.fill(keys, 0, size, null);
        Arrays.fill(distinct, 0, size, null);
        Arrays.fill(seenOnPage, 0, size, 0);
        size = 0;
        distinctBytes = 0;
        page = 0;
        last = null;
        before = null;
    }
}
