package org.chesslake.parquet;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

/**
 * Values given as codes into entries registered beforehand ({@link #code}), for columns whose
 * distinct values are known before their rows: the positions file registers a game's values once
 * per game and a move's spelling once per move, and a row is then an int append, with no hashing
 * and no string. A chunk's dictionary renumbers the codes it uses in order of first use, by a direct
 * array. The entries stay from chunk to chunk; {@link #clear()} forgets only the values, {@link #forgetEntries()} the entries.
 */
final class CodedValues implements Values {

    /** What the entries are: Parquet's INT32, INT64 or UTF-8 BYTE_ARRAY. */
    enum Kind {
        INT32(Integer.BYTES), INT64(Long.BYTES), TEXT(-1);

        private final int fixedSize;

        Kind(int fixedSize) {
            this.fixedSize = fixedSize;
        }
    }

    private final Kind kind;
    private final Map<Object, Integer> codes = new HashMap<>();
    /** Per code its value (numbers) or its UTF-8 (texts). */
    private long[] numbers = new long[256];
    private byte[][] texts = new byte[256][];
    /** Per code its PLAIN size: a value's size is one load, with no test of the kind. */
    private int[] plainSizes = new int[256];
    private int entries;
    /** Per code its id in the dictionary being built, -1 outside {@link #dictionary}; per code the last page whose range saw it. */
    private int[] ids = new int[256];
    private int[] seenOnPage = new int[256];
    private int page;
    private int[] values = new int[1024];
    private int count;

    CodedValues(Kind kind) {
        this.kind = kind;
        Arrays.fill(ids, -1);
    }

    /** The code of a number (an INT32 or INT64 column's), registered on first sight. */
    int code(long number) {
        Integer code = codes.get(number);
        if (code != null) {
            return code;
        }
        int added = register();
        numbers[added] = number;
        plainSizes[added] = kind.fixedSize;
        codes.put(number, added);
        return added;
    }

    /** The code of a text (a TEXT column's), registered on first sight. */
    int code(String text) {
        Integer code = codes.get(text);
        if (code != null) {
            return code;
        }
        int added = register();
        texts[added] = text.getBytes(StandardCharsets.UTF_8);
        plainSizes[added] = Integer.BYTES + texts[added].length;
        codes.put(text, added);
        return added;
    }

    private int register() {
        if (entries == ids.length) {
            int length = entries * 2;
            numbers = Arrays.copyOf(numbers, length);
            texts = Arrays.copyOf(texts, length);
            plainSizes = Arrays.copyOf(plainSizes, length);
            seenOnPage = Arrays.copyOf(seenOnPage, length);
            ids = Arrays.copyOf(ids, length);
            Arrays.fill(ids, entries, length, -1);
        }
        return entries++;
    }

    /** Adds the value of a code {@link #code} gave. */
    void add(int code) {
        if (count == values.length) {
            values = Arrays.copyOf(values, count * 2);
        }
        values[count++] = code;
    }

    /**
     * Adds a value per row of {@code rows} rows, row {@code r}'s being {@code codes[keys[r]]}, a code
     * {@link #code} gave, or none where that is negative (a null); sets {@code definitions[r]} to
     * {@code defined}, or 0 for a null. Returns the nulls. Without a branch per row: a column's
     * nulls (unknown Elos, dates) come in no order, so a branch on each was mispredicted often.
     */
    int addEach(int[] codes, int[] keys, int rows, byte[] definitions, byte defined) {
        if (count + rows > values.length) {
            values = Arrays.copyOf(values, Math.max(count + rows, values.length * 2));
        }
        int[] to = values;
        int added = count;
        for (int r = 0; r < rows; r++) {
            int code = codes[keys[r]];
            to[added] = code; // a null's is overwritten by the next value, or lies past the count
            int present = ~code >>> 31;
            added += present;
            definitions[r] = (byte) (defined * present);
        }
        int nulls = rows - (added - count);
        count = added;
        return nulls;
    }

    @Override
    public int count() {
        return count;
    }

    @Override
    public int fixedSize() {
        return kind.fixedSize;
    }

    @Override
    public int plainSize(int index) {
        return plainSizes[values[index]];
    }

    @Override
    public DictionaryIds dictionary(int maxBytes) {
        int[] valueIds = new int[count];
        int[] used = new int[Math.min(entries, count)];
        int size = 0;
        long dictionaryBytes = 0;
        long plainBytes = 0;
        for (int i = 0; i < count; i++) {
            int code = values[i];
            int id = ids[code];
            if (id < 0) {
                id = size++;
                ids[code] = id;
                used[id] = code;
                dictionaryBytes += plainSizes[code];
            }
            valueIds[i] = id;
            plainBytes += plainSizes[code];
        }
        for (int id = 0; id < size; id++) {
            ids[used[id]] = -1;
        }
        if (size == 0 || !DictionaryIds.worthIt(plainBytes, dictionaryBytes, count, size, maxBytes)) {
            return null;
        }
        ByteSink entryPage = new ByteSink();
        for (int id = 0; id < size; id++) {
            writeEntry(used[id], entryPage);
        }
        return new DictionaryIds(valueIds, size, entryPage);
    }

    @Override
    public void writePlain(int from, int to, ByteSink out) {
        // numbers: the page's room claimed once and each stored in place, where each write checked the room (and the kind)
        switch (kind) {
            case INT32 -> {
                int at = out.claim((to - from) * Integer.BYTES);
                for (int i = from; i < to; i++, at += Integer.BYTES) {
                    out.putInt(at, (int) numbers[values[i]]);
                }
            }
            case INT64 -> {
                int at = out.claim((to - from) * Long.BYTES);
                for (int i = from; i < to; i++, at += Long.BYTES) {
                    out.putLong(at, numbers[values[i]]);
                }
            }
            case TEXT -> {
                for (int i = from; i < to; i++) {
                    writeEntry(values[i], out);
                }
            }
        }
    }

    private void writeEntry(int code, ByteSink out) {
        switch (kind) {
            case INT32 -> out.writeInt((int) numbers[code]);
            case INT64 -> out.writeLong(numbers[code]);
            case TEXT -> {
                out.writeInt(texts[code].length);
                out.writeBytes(texts[code]);
            }
        }
    }

    @Override
    public ValueRange range(int from, int to) {
        if (from == to) {
            return null;
        }
        if (kind == Kind.TEXT) {
            return textRange(from, to);
        }
        long min = numbers[values[from]];
        long max = min;
        for (int i = from + 1; i < to; i++) {
            long number = numbers[values[i]];
            min = Math.min(min, number);
            max = Math.max(max, number);
        }
        return kind == Kind.INT32 ? new ValueRange.Ints((int) min, (int) max) : new ValueRange.Longs(min, max);
    }

    /** Each text of the page compared once, in Parquet's order for strings (unsigned bytes). */
    private ValueRange textRange(int from, int to) {
        page++;
        byte[] min = texts[values[from]];
        byte[] max = min;
        for (int i = from; i < to; i++) {
            int code = values[i];
            if (seenOnPage[code] != page) {
                seenOnPage[code] = page;
                byte[] utf8 = texts[code];
                if (Arrays.compareUnsigned(utf8, min) < 0) {
                    min = utf8;
                } else if (Arrays.compareUnsigned(utf8, max) > 0) {
                    max = utf8;
                }
            }
        }
        return new ValueRange.Texts(min, max);
    }

    /** Forgets the entries and their codes, between chunks (the values of a chunk written): they are registered anew. */
    void forgetEntries() {
        codes.clear();
        entries = 0;
    }

    /** Forgets the values; the entries and their codes stay. */
    @Override
    public void clear() {
        count = 0;
    }
}
