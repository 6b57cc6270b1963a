package org.chesslake.format;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class SplitTest {

    @Test
    void indexEntriesAreSplitEvenlyIntoAsFewSplitsAsTheSizeAllows() {
        // scid-large: 380,692 games at 50,000 a split were seven full splits and one of 30,692
        List<Split> splits = Split.evenRanges(380_692, 50_000);
        assertEquals(8, splits.size());
        assertEquals(List.of(47_587L, 47_587L, 47_587L, 47_587L, 47_586L, 47_586L, 47_586L, 47_586L),
                splits.stream().map(Split::length).toList());
        assertEquals(0, splits.get(0).start());
        for (int i = 1; i < splits.size(); i++) {
            assertEquals(splits.get(i - 1).end(), splits.get(i).start());
        }
        assertEquals(380_692, splits.get(splits.size() - 1).end());
        assertEquals(List.of(new Split(0, 100_000)), Split.evenRanges(100_000, 100_000));
        assertEquals(List.of(new Split(0, 50_001), new Split(50_001, 100_001)), Split.evenRanges(100_001, 100_000));
        assertEquals(List.of(), Split.evenRanges(0, 10));
        assertEquals(List.of(new Split(0, 7)), Split.evenRanges(7, Long.MAX_VALUE));
    }

    @Test
    void bytesAreSplitAtMultiplesOfTheSplitSize() {
        assertEquals(List.of(new Split(0, 10), new Split(10, 20), new Split(20, 25)), Split.ranges(25, 10));
    }
}
