package org.chesslake.ingest;

import java.util.Arrays;

/**
 * Rows of a 64-bit key and a 64-bit payload, buffered, then ordered by key where they lie
 * ({@link KeyOrder}). The arrays and the sort's buffers are kept when the rows are cleared, so one
 * instance serves every task an executor thread runs ({@link TaskBuffers}): a moves-pass task's
 * positions rows grow them to some 4 M rows (64 MB, and as much for the sort), which each task grew
 * again, by doubling, when it had its own. Not thread-safe.
 */
final class KeyedRows {

    private long[] keys = new long[1024];
    private long[] payloads = new long[1024];
    /** The sort's scratch, as long as {@link #keys} once a sort has needed it. */
    private long[] keyBuffer = new long[0];
    private long[] payloadBuffer = new long[0];
    private int size;

    /** Room for {@code capacity} rows: the arrays doubled, up to {@code limit} rows unless more are asked for. */
    void ensure(int capacity, int limit) {
        if (capacity > keys.length) {
            int length = Math.max(capacity, Math.min(keys.length * 2, limit));
            keys = Arrays.copyOf(keys, length);
            payloads = Arrays.copyOf(payloads, length);
        }
    }

    /** Appends a row; {@link #ensure} has made room for it. */
    void add(long key, long payload) {
        keys[size] = key;
        payloads[size] = payload;
        size++;
    }

    int size() {
        return size;
    }

    long key(int row) {
        return keys[row];
    }

    long payload(int row) {
        return payloads[row];
    }

    /** Orders the rows by key (signed), rows of equal keys in the order they were added. */
    void sort() {
        if (keyBuffer.length < size) {
            keyBuffer = new long[keys.length];
            payloadBuffer = new long[keys.length];
        }
        KeyOrder.sort(keys, payloads, size, keyBuffer, payloadBuffer);
    }

    /** Forgets the rows; the arrays stay for the next ones. */
    void clear() {
        size = 0;
    }
}
