package org.chesslake.parquet;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.chesslake.parquet.ShadedParquet.LeafColumn;
import org.junit.jupiter.api.Test;

class ColumnBufferTest {

    private static final LeafColumn FLAT = new LeafColumn(0, "comment_after", 1, 0, 1);
    /** An optional list of optional ints, as the nags column: 1 an empty list, 2 a null element, 3 an element. */
    private static final LeafColumn LIST = new LeafColumn(0, "nags", 3, 1, 1);

    @Test
    void nullsBeforeTheFirstValueAreCountedThenGetTheirLevels() {
        TextValues texts = new TextValues();
        ColumnBuffer column = new ColumnBuffer(FLAT, texts);
        column.absent();
        column.absent();
        assertEquals(0, column.uniformDefinition(), "two nulls: one run at level 0");
        assertEquals(2, column.slots());
        assertEquals(2, column.rows());
        texts.add("Nf3 is better");
        column.present();
        column.absent();
        assertEquals(-1, column.uniformDefinition());
        assertEquals(4, column.slots());
        assertEquals(4, column.rows());
        assertEquals(1, texts.count());
        assertEquals("0 0 1 0", levels(column, false));
    }

    @Test
    void valuesBeforeTheFirstNullAreCountedThenGetTheirLevels() {
        TextValues texts = new TextValues();
        ColumnBuffer column = new ColumnBuffer(FLAT, texts);
        texts.add("a");
        column.present();
        texts.add("b");
        column.present();
        assertEquals(1, column.uniformDefinition());
        column.absent();
        assertEquals("1 1 0", levels(column, false));
        column.clear();
        column.absent();
        assertEquals(0, column.uniformDefinition(), "a new row group starts with no levels");
        assertEquals(1, column.slots());
    }

    @Test
    void emptyListsBeforeTheFirstElementAreCountedThenGetTheirLevels() {
        IntValues ints = new IntValues();
        ColumnBuffer column = new ColumnBuffer(LIST, ints);
        column.level(1, 0);
        column.level(1, 0);
        column.level(1, 0);
        assertEquals(1, column.uniformDefinition(), "three empty lists: one run");
        assertEquals(3, column.rows());
        column.level(3, 0); // a list of two NAGs
        ints.add(1);
        column.level(3, 1);
        ints.add(14);
        column.level(0, 0); // a null list: a row, but not the empty lists' level
        assertEquals(-1, column.uniformDefinition());
        assertEquals(6, column.slots());
        assertEquals(5, column.rows());
        assertEquals("1 1 1 3 3 0", levels(column, false));
        assertEquals("0 0 0 0 1 0", levels(column, true));
    }

    @Test
    void nullAndEmptyListsMixedStoreTheirLevels() {
        ColumnBuffer column = new ColumnBuffer(LIST, new IntValues());
        column.level(1, 0);
        column.level(0, 0);
        assertEquals(-1, column.uniformDefinition());
        assertEquals("1 0", levels(column, false));
    }

    /** A run of rows with no value at once: counted on, or given their levels, as that many calls of {@code level} would be. */
    @Test
    void emptyRowsAtOnceAreWhatTheirLevelsOneByOneAre() {
        TextValues texts = new TextValues();
        ColumnBuffer column = new ColumnBuffer(FLAT, texts);
        column.emptyRows(0, 0);
        assertEquals(0, column.slots(), "no rows: nothing");
        column.emptyRows(0, 3);
        column.absent();
        column.emptyRows(0, 2);
        assertEquals(0, column.uniformDefinition(), "six nulls: one run at level 0");
        assertEquals(6, column.rows());
        texts.add("a");
        column.present();
        column.emptyRows(0, 1500); // past the levels' first length
        texts.add("b");
        column.present();
        assertEquals(-1, column.uniformDefinition());
        assertEquals(1508, column.rows());
        assertEquals("0 0 0 0 0 0 1 " + "0 ".repeat(1500) + "1", levels(column, false));

        column.clear();
        texts.add("c");
        column.present();
        column.emptyRows(0, 2);
        assertEquals("1 0 0", levels(column, false), "values counted, then nulls: the values get their levels first");

        ColumnBuffer list = new ColumnBuffer(LIST, new IntValues());
        list.emptyRows(1, 2);
        assertEquals(1, list.uniformDefinition(), "two empty lists: one run");
        list.emptyRows(0, 1);
        list.level(3, 0);
        list.emptyRows(1, 2);
        assertEquals(-1, list.uniformDefinition());
        assertEquals(6, list.rows());
        assertEquals("1 1 0 3 1 1", levels(list, false));
        assertEquals("0 0 0 0 0 0", levels(list, true));
    }

    private static String levels(ColumnBuffer column, boolean repetition) {
        StringBuilder text = new StringBuilder();
        for (int slot = 0; slot < column.slots(); slot++) {
            text.append(text.isEmpty() ? "" : " ").append(repetition ? column.repetition(slot) : column.definition(slot));
        }
        return text.toString();
    }
}
