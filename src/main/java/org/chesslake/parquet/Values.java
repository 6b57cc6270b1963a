package org.chesslake.parquet;

/** The non-null values of one column, buffered for a row group in a primitive array. */
sealed interface Values permits FixedWidthValues, TextValues, CodedValues {

    int count();

    /** The PLAIN size of every value, or -1 when it varies (text). */
    int fixedSize();

    /** The PLAIN size of the value at {@code index}. */
    int plainSize(int index);

    /** The values as dictionary ids, or null when they are written PLAIN (no dictionary fits in {@code maxBytes}, or it saves nothing). */
    DictionaryIds dictionary(int maxBytes);

    void writePlain(int from, int to, ByteSink out);

    /** The min and max of {@code [from, to)}, or null when the range is empty. */
    ValueRange range(int from, int to);

    void clear();
}
