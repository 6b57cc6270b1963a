package org.chesslake.parquet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Map;
import org.apache.iceberg.TableProperties;
import org.junit.jupiter.api.Test;

/** The table properties the moves writer honours, and those it refuses before writing. */
class ParquetSettingsTest {

    @Test
    void theCodecAndTheBloomRatesAreTheTables() {
        ParquetSettings settings = ParquetSettings.of(Map.of(TableProperties.PARQUET_COMPRESSION, "Snappy",
                TableProperties.PARQUET_BLOOM_FILTER_COLUMN_FPP_PREFIX + "position_key", "0.05"));
        assertEquals(PageCodec.SNAPPY, settings.codec());
        assertEquals(0.05, settings.bloomFpp("position_key"));
        assertEquals(TableProperties.PARQUET_BLOOM_FILTER_COLUMN_FPP_DEFAULT, settings.bloomFpp("game_id"));
        assertEquals(PageCodec.GZIP, ParquetSettings.of(Map.of()).codec(), "Iceberg's default for a table that sets none");
    }

    @Test
    void aCodecTheWriterDoesNotWriteIsRefused() {
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                () -> ParquetSettings.of(Map.of(TableProperties.PARQUET_COMPRESSION, "lz4")));
        assertEquals("chesslake's Parquet writer compresses pages with zstd, snappy, gzip, uncompressed; the table's "
                + "write.parquet.compression-codec is lz4", refused.getMessage());
    }

    @Test
    void aRateOutsideZeroAndOneIsRefused() {
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                () -> ParquetSettings.of(Map.of(TableProperties.PARQUET_BLOOM_FILTER_COLUMN_FPP_PREFIX + "game_id", "1.5")));
        assertEquals("write.parquet.bloom-filter-fpp.column.game_id is 1.5; a false-positive rate is above 0 and below 1",
                refused.getMessage());
    }
}
