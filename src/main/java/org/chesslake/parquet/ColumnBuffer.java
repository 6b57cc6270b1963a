package org.chesslake.parquet;

import java.util.Arrays;
import org.chesslake.parquet.ShadedParquet.LeafColumn;

/**
 * One leaf column of a row group being buffered: a definition level (and, in a list, a repetition
 * level) per slot, and the non-null values apart. A slot is a row of a flat column, an element (or
 * the empty or null list) of a list. A column stores no level while every slot so far has the same
 * one and starts a row: a flat column until its first null (its slots are its values: most columns
 * have no null), and a column of nulls or empty lists only, counted, until its first value (the
 * notation, comments, clocks, evaluations and NAGs of most databases' moves); their levels are one
 * run.
 */
final class ColumnBuffer {

    private final LeafColumn column;
    private final Values values;
    private final byte maxDefinition;
    /** Valid while {@link #levels}: until then every slot is defined at {@link #uniformDefinition}. */
    private byte[] definitions = new byte[0];
    /**
     * Whether the levels and the slots and rows are kept here; until then every slot is a row,
     * either each with a value ({@link #emptySlots} 0) or none with a value (the values empty).
     */
    private boolean levels;
    /** Until {@link #levels}: the definition level of every slot. */
    private byte uniformDefinition;
    /** Until {@link #levels}: the slots with no value (nulls or empty lists), all at {@link #uniformDefinition}. */
    private int emptySlots;
    /** Null for a flat column: every slot starts a row. */
    private byte[] repetitions;
    /** Valid while {@link #levels}. */
    private int slots;
    private int rows;

    ColumnBuffer(LeafColumn column, Values values) {
        this.column = column;
        this.values = values;
        this.maxDefinition = (byte) column.maxDefinition();
        this.uniformDefinition = maxDefinition;
        if (column.repeated()) {
            repetitions = new byte[0];
        }
    }

    LeafColumn column() {
        return column;
    }

    Values values() {
        return values;
    }

    /** A flat column's value: the caller has added it to {@link #values()}. */
    void present() {
        if (levels || emptySlots > 0) {
            level(maxDefinition, 0);
        }
    }

    /** A flat column's null, or a list's null. */
    void absent() {
        level(0, 0);
    }

    /**
     * A slot of a list column: what is defined, and at which level the list repeats (0 starts a
     * row). A slot's value, if it has one, is added to {@link #values()} after this call.
     */
    void level(int definition, int repetition) {
        // the rare paths are methods of their own: the per-value path stays small enough to inline at every column
        if (!levels) {
            // once a slot is counted empty, no value has been added (a value's slot would have started
            // the levels): only the first empty slot asks the values, an interface call of several kinds
            if (repetition == 0 && definition < maxDefinition
                    && (emptySlots > 0 ? definition == uniformDefinition : values.count() == 0)) {
                uniformDefinition = (byte) definition;
                emptySlots++;
                return;
            }
            startLevels(values.count()); // a value just added for this slot is not one of them
        }
        if (slots == definitions.length) {
            grow(slots + 1);
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

    /**
     * {@code count} rows in a row that have no value, each one slot at {@code definition} (0: null;
     * a list's: an empty list, below its elements' level): what {@link #level} does {@code count}
     * times, at once, the column's counted slots counted on or its levels filled.
     */
    void emptyRows(int definition, int count) {
        if (count == 0) {
            return;
        }
        if (!levels) {
            if (definition < maxDefinition && (emptySlots > 0 ? definition == uniformDefinition : values.count() == 0)) {
                uniformDefinition = (byte) definition;
                emptySlots += count;
                return;
            }
            startLevels(values.count());
        }
        if (slots + count > definitions.length) {
            grow(slots + count);
        }
        Arrays.fill(definitions, slots, slots + count, (byte) definition);
        if (repetitions != null) {
            Arrays.fill(repetitions, slots, slots + count, (byte) 0);
        }
        slots += count;
        rows += count;
    }

    /**
     * The next {@code count} rows of a flat column at once, row {@code i} defined at level
     * {@code definitions[i]} (0: null): the caller has added the values of the rows that have one.
     * What a writer that fills a column in one pass calls instead of {@link #present()} and
     * {@link #absent()} per row.
     */
    void levels(byte[] definitions, int count) {
        if (repetitions != null) {
            throw new IllegalStateException("the levels of a list column are set slot by slot");
        }
        if (!levels) {
            int batchValues = 0;
            for (int i = 0; i < count; i++) {
                if (definitions[i] == maxDefinition) {
                    batchValues++;
                }
            }
            startLevels(values.count() - batchValues);
        }
        if (slots + count > this.definitions.length) { // a flat column: no repetition levels to grow with them
            this.definitions = Arrays.copyOf(this.definitions, Math.max(slots + count, this.definitions.length * 2));
        }
        System.arraycopy(definitions, 0, this.definitions, slots, count);
        slots += count;
        rows += count;
    }

    /**
     * The first slot whose levels differ from those before it: the slots so far, each a row at
     * {@link #uniformDefinition}, get their levels. They are the counted empty slots, or else the
     * {@code valuedSlots} slots so far that each hold a value.
     */
    private void startLevels(int valuedSlots) {
        levels = true;
        slots = emptySlots > 0 ? emptySlots : valuedSlots;
        rows = slots;
        if (definitions.length < slots) {
            grow(slots);
        }
        Arrays.fill(definitions, 0, slots, uniformDefinition);
        if (repetitions != null) {
            Arrays.fill(repetitions, 0, slots, (byte) 0);
        }
        emptySlots = 0;
    }

    /** Room for {@code slotsNeeded} slots at least; a list's repetition levels grow with its definition levels. */
    private void grow(int slotsNeeded) {
        int length = Math.max(slotsNeeded, Math.max(1024, slots * 2));
        definitions = Arrays.copyOf(definitions, length);
        if (repetitions != null) {
            repetitions = Arrays.copyOf(repetitions, length);
        }
    }

    int slots() {
        return levels ? slots : values.count() + emptySlots;
    }

    int rows() {
        return levels ? rows : values.count() + emptySlots;
    }

    /**
     * The definition level of every slot when they all have the same one and each starts a row
     * (their levels are one run), else -1.
     */
    int uniformDefinition() {
        return levels ? -1 : uniformDefinition;
    }

    byte definition(int slot) {
        return levels ? definitions[slot] : uniformDefinition;
    }

    /** 0 (a new row) for every slot of a flat column. */
    byte repetition(int slot) {
        return repetitions == null || !levels ? 0 : repetitions[slot];
    }

    boolean repeated() {
        return repetitions != null;
    }

    void clear() {
        slots = 0;
        rows = 0;
        levels = false;
        uniformDefinition = maxDefinition;
        emptySlots = 0;
        values.clear();
    }
}
