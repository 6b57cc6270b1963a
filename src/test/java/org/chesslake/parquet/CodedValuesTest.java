package org.chesslake.parquet;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import org.chesslake.parquet.ShadedParquet.LeafColumn;
import org.junit.jupiter.api.Test;

/** Coded values: registered once, renumbered per chunk in order of first use; a flat column's levels set in one call. */
class CodedValuesTest {

    @Test
    void aChunksDictionaryHoldsTheCodesItUsesInOrderOfFirstUse() {
        CodedValues texts = new CodedValues(CodedValues.Kind.TEXT);
        int draw = texts.code("1/2-1/2");
        int white = texts.code("1-0");
        int black = texts.code("0-1");
        assertEquals(white, texts.code("1-0"));
        for (int code : new int[] {black, white, black, black, white, white, black, white}) {
            texts.add(code);
        }
        DictionaryIds dictionary = texts.dictionary(1 << 20);
        assertEquals(2, dictionary.size()); // the draw is registered but unused
        assertArrayEquals(new int[] {0, 1, 0, 0, 1, 1, 0, 1}, Arrays.copyOf(dictionary.ids(), 8));
        ByteSink expected = new ByteSink();
        for (String entry : new String[] {"0-1", "1-0"}) {
            expected.writeInt(entry.length());
            expected.writeBytes(entry.getBytes(StandardCharsets.UTF_8));
        }
        assertArrayEquals(Arrays.copyOf(expected.array(), expected.size()), Arrays.copyOf(dictionary.page().array(), dictionary.page().size()));
        ValueRange.Texts range = (ValueRange.Texts) texts.range(0, 3);
        assertEquals("0-1", new String(range.min(), StandardCharsets.UTF_8));
        assertEquals("1-0", new String(range.max(), StandardCharsets.UTF_8));

        texts.clear();
        texts.add(draw);
        texts.add(draw);
        texts.add(draw);
        DictionaryIds next = texts.dictionary(1 << 20);
        assertEquals(1, next.size());
        assertArrayEquals(new int[] {0, 0, 0}, Arrays.copyOf(next.ids(), 3));
    }

    @Test
    void numbersArePlainWhereADictionarySavesNothing() {
        CodedValues ids = new CodedValues(CodedValues.Kind.INT64);
        for (long id = 0; id < 100; id++) {
            ids.add(ids.code(id * 1_000_003L - 7));
        }
        assertNull(ids.dictionary(1 << 20));
        ByteSink plain = new ByteSink();
        ids.writePlain(98, 100, plain);
        ByteSink expected = new ByteSink();
        expected.writeLong(98 * 1_000_003L - 7);
        expected.writeLong(99 * 1_000_003L - 7);
        assertArrayEquals(Arrays.copyOf(expected.array(), expected.size()), Arrays.copyOf(plain.array(), plain.size()));
        assertEquals(new ValueRange.Longs(-7, 99 * 1_000_003L - 7), ids.range(0, 100));
    }

    @Test
    void aFlatColumnsLevelsInOneCallAfterItsValues() {
        CodedValues elos = new CodedValues(CodedValues.Kind.INT32);
        ColumnBuffer column = new ColumnBuffer(new LeafColumn(0, "white_elo", 1, 0, 1), elos);
        elos.add(elos.code(2700)); // a row before the batch, without levels
        elos.add(elos.code(2500));
        elos.add(elos.code(2600));
        column.levels(new byte[] {1, 0, 1, 0}, 4);
        assertEquals(5, column.rows());
        assertEquals(5, column.slots());
        assertEquals(3, elos.count());
        byte[] definitions = new byte[5];
        for (int slot = 0; slot < 5; slot++) {
            definitions[slot] = column.definition(slot);
        }
        assertArrayEquals(new byte[] {1, 1, 0, 1, 0}, definitions);
        assertEquals(new ValueRange.Ints(2500, 2700), elos.range(0, 3));
    }

    @Test
    void eachRowsCodeIsGatheredByItsKeyAndANegativeCodeIsANull() {
        CodedValues elos = new CodedValues(CodedValues.Kind.INT32);
        int[] perGame = {elos.code(2700), -1, elos.code(2500), -1, elos.code(2600)};
        elos.add(elos.code(1900)); // a value before: the gathered ones follow it
        int[] rowGames = new int[2100];
        for (int row = 0; row < rowGames.length; row++) {
            rowGames[row] = (row * 7 + row / 3) % perGame.length; // games in no order, values and nulls mixed
        }
        byte[] definitions = new byte[rowGames.length];
        int nulls = elos.addEach(perGame, rowGames, rowGames.length, definitions, (byte) 3);
        int expectedNulls = 0;
        int value = 1;
        ByteSink expected = new ByteSink();
        for (int row = 0; row < rowGames.length; row++) {
            int code = perGame[rowGames[row]];
            assertEquals(code < 0 ? 0 : 3, definitions[row], "row " + row);
            if (code < 0) {
                expectedNulls++;
            } else {
                expected.writeInt(new int[] {2700, 0, 2500, 0, 2600}[rowGames[row]]);
                value++;
            }
        }
        assertEquals(expectedNulls, nulls);
        assertEquals(value, elos.count());
        ByteSink plain = new ByteSink();
        elos.writePlain(1, value, plain);
        assertArrayEquals(Arrays.copyOf(expected.array(), expected.size()), Arrays.copyOf(plain.array(), plain.size()));
        assertEquals(new ValueRange.Ints(1900, 2700), elos.range(0, value));
    }
}
