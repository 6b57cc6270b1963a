package org.chesslake.parquet;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.util.LinkedHashSet;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

class TextValuesTest {

    /**
     * A chunk of text takes a dictionary exactly when parquet-java's rule says so, worked out here from
     * the strings themselves: short strings (empty, one or two bytes, a few of them or many) near the
     * rule's edge, where the chunk's PLAIN bytes are little more than their four-byte lengths.
     */
    @Test
    void theDictionaryIsChosenByTheRuleOverEveryValuesPlainBytes() {
        Random random = new Random(3);
        int dictionaries = 0;
        for (int chunk = 0; chunk < 2_000; chunk++) {
            TextValues values = new TextValues();
            Set<String> distinct = new LinkedHashSet<>();
            long plainBytes = 0;
            int count = 1 + random.nextInt(300);
            int pool = 1 + random.nextInt(400);
            int maxLength = random.nextInt(4);
            for (int i = 0; i < count; i++) {
                int pick = random.nextInt(pool);
                String spelled = Integer.toString(pick, 36);
                String text = pick == 0 ? "" : spelled.substring(0, Math.min(maxLength, spelled.length()));
                values.add(text);
                distinct.add(text);
                plainBytes += Integer.BYTES + text.getBytes(StandardCharsets.UTF_8).length;
            }
            long dictionaryBytes = distinct.stream().mapToLong(s -> Integer.BYTES + s.getBytes(StandardCharsets.UTF_8).length).sum();
            long idBytes = (long) count * HybridEncoder.bitWidth(distinct.size() - 1) / 8;
            int maxBytes = random.nextBoolean() ? 1 << 20 : random.nextInt(400);
            boolean expected = dictionaryBytes <= maxBytes && dictionaryBytes + idBytes < plainBytes;
            DictionaryIds dictionary = values.dictionary(maxBytes);
            assertEquals(expected, dictionary != null, "chunk " + chunk + ": " + count + " values, " + distinct.size() + " distinct, "
                    + plainBytes + " PLAIN bytes, " + dictionaryBytes + " in a dictionary, ids " + idBytes + ", at most " + maxBytes);
            if (dictionary != null) {
                assertEquals(distinct.size(), dictionary.size());
                dictionaries++;
            }
        }
        assertEquals(true, dictionaries > 200 && dictionaries < 1_800, dictionaries + " of 2,000 chunks took a dictionary");
    }
}
