package org.chesslake.ingest.parquet;

import java.util.Arrays;
import org.apache.iceberg.shaded.org.apache.parquet.column.ColumnDescriptor;

/**
 * One leaf column of a row group being buffered: a definition level (and, in a list, a repetition
 * level) per slot, and the non-null values apart. A slot is a row of a flat column, an element (or
 * the empty or null list) of a list.
 */
final class ColumnBuffer {

    private final ColumnDescriptor descriptor;
    private final Values values;
    private byte[] definitions = new byte[1024];
    /** Null for a flat column: every slot starts a row. */
    private byte[] repetitions;
    private int slots;
    private int rows;

    ColumnBuffer(ColumnDescriptor descriptor, Values values) {
        this.descriptor = descriptor;
        this.values = values;
        if (descriptor.getMaxRepetitionLevel() > 0) {
            repetitions = new byte[1024];
        }
    }

    ColumnDescriptor descriptor() {
        return descriptor;
    }

    Values values() {
        return values;
    }

    /** A flat column's value: the caller has added it to {@link #values()}. */
    void present() {
        level(descriptor.getMaxDefinitionLevel(), 0);
    }

    /** A flat column's null, or a list's null. */
    void absent() {
        level(0, 0);
    }

    /** A slot of a list column: what is defined, and at which level the list repeats (0 starts a row). */
    void level(int definition, int repetition) {
        if (slots == definitions.length) {
            definitions = Arrays.copyOf(definitions, slots * 2);
            if (repetitions != null) {
                repetitions = Arrays.copyOf(repetitions, slots * 2);
            }
        }
        definitions[slots] = (byte) definition;
        if (repetitions != null) {
            repetitions[slots] = (byte) repetition;
        }
        slots++;
        if (repetition == 0) {
            rows++;
        }
    }

    int slots() {
        return slots;
    }

    int rows() {
        return rows;
    }

    byte definition(int slot) {
        return definitions[slot];
    }

    /** 0 (a new row) for every slot of a flat column. */
    byte repetition(int slot) {
        return repetitions == null ? 0 : repetitions[slot];
    }

    boolean repeated() {
        return repetitions != null;
    }

    void clear() {
        slots = 0;
        rows = 0;
        values.clear();
    }
}
