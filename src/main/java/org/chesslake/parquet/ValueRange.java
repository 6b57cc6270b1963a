package org.chesslake.parquet;

/**
 * The smallest and the largest of a page's values, in the column type's order, for the page's
 * statistics: what {@link Values} hands the file writer ({@link ShadedParquet}) per page.
 */
sealed interface ValueRange {

    /** INT32 values. */
    record Ints(int min, int max) implements ValueRange {
    }

    /** INT64 values. */
    record Longs(long min, long max) implements ValueRange {
    }

    /** BOOLEAN values: false is the smaller. */
    record Booleans(boolean min, boolean max) implements ValueRange {
    }

    /** UTF-8 values, ordered as unsigned bytes (Parquet's order for strings); the arrays are the buffer's own, not copied. */
    record Texts(byte[] min, byte[] max) implements ValueRange {
    }
}
