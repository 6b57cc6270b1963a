package org.chesslake.parquet;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

class ChunkWriterTest {

    private static final ParquetSettings SETTINGS = ParquetSettings.of(Map.of(org.apache.iceberg.TableProperties.PARQUET_COMPRESSION, "zstd"));

    /** Position keys are hashes: level 3 gains nothing on them over level 1, which costs a fraction. */
    @Test
    void hashesAreCompressedFastAndEverythingThatShrinksAtTheTablesLevel() {
        Random random = new Random(11);
        LongValues hashes = new LongValues();
        LongValues clocks = new LongValues();
        for (int i = 0; i < 20_000; i++) {
            hashes.add(random.nextLong());
            clocks.add(60_000L * (i % 180));
        }
        try (ChunkWriter writer = new ChunkWriter(SETTINGS)) {
            assertFalse(writer.compresses(hashes));
            assertTrue(writer.compresses(clocks));
            assertTrue(writer.compresses(new LongValues()), "nothing to try: the table's level");
        }
    }
}
