package org.chesslake.parquet;

/**
 * Values of one fixed PLAIN size, in a primitive array of the subclass's type (no boxing): what
 * such columns share is the count, the sizes and the array's growth. Each subclass is final, so
 * {@link #next} inlines into its {@code add} with the call to {@link #grow} bound to that class.
 */
abstract sealed class FixedWidthValues implements Values permits IntValues, LongValues, BooleanValues {

    /** An array's first length; a full one doubles. */
    static final int FIRST_CAPACITY = 1024;

    private final int plainSize;
    private int count;

    FixedWidthValues(int plainSize) {
        this.plainSize = plainSize;
    }

    /** The index of the value being added to an array of {@code capacity}, which is grown first when full. */
    final int next(int capacity) {
        if (count == capacity) {
            grow(capacity * 2);
        }
        return count++;
    }

    /** Copies the values into an array of {@code capacity}. */
    abstract void grow(int capacity);

    @Override
    public final int count() {
        return count;
    }

    @Override
    public final int fixedSize() {
        return plainSize;
    }

    @Override
    public final int plainSize(int index) {
        return plainSize;
    }

    @Override
    public final void clear() {
        count = 0;
    }
}
