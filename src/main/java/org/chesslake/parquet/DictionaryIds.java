package org.chesslake.parquet;

/**
 * A column chunk's values as ids into a dictionary: one id per value, and the dictionary page's
 * PLAIN-encoded entries in id order.
 */
record DictionaryIds(int[] ids, int size, ByteSink page) {

    /**
     * Parquet-java's rule: a dictionary is worth it when its entries and the bit-packed ids take less
     * than the PLAIN values; past {@code maxBytes} of entries the column is written PLAIN.
     */
    static boolean worthIt(long plainBytes, long dictionaryBytes, int values, int size, int maxBytes) {
        long idBytes = (long) values * HybridEncoder.bitWidth(size - 1) / 8;
        return dictionaryBytes <= maxBytes && dictionaryBytes + idBytes < plainBytes;
    }
}
