package org.chesslake.parquet;

import java.util.HashSet;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.apache.iceberg.TableProperties;

/**
 * How a table's Parquet files are written, read from its Iceberg write properties: zstd and its
 * level, row group and page bounds, the largest dictionary, the columns without one, the columns
 * with bloom filters and their size bound and false-positive rate.
 */
public record ParquetSettings(int zstdLevel, long rowGroupBytes, int pageRows, int pageBytes, int maxDictionaryBytes,
                              Set<String> plainColumns, Set<String> bloomColumns, int maxBloomBytes, double bloomFpp) {

    /** Parquet-java's zstd level when the table sets none. */
    private static final int DEFAULT_ZSTD_LEVEL = 3;

    public ParquetSettings {
        plainColumns = Set.copyOf(plainColumns);
        bloomColumns = Set.copyOf(bloomColumns);
    }

    public static ParquetSettings of(Map<String, String> properties) {
        String codec = properties.getOrDefault(TableProperties.PARQUET_COMPRESSION, TableProperties.PARQUET_COMPRESSION_DEFAULT);
        if (!codec.toLowerCase(Locale.ROOT).equals("zstd")) {
            throw new IllegalStateException("the moves writer writes zstd; the table asks for " + codec);
        }
        Set<String> plain = new HashSet<>();
        Set<String> bloom = new HashSet<>();
        properties.forEach((key, value) -> {
            if (key.startsWith(TableProperties.PARQUET_DICT_ENCODING_ENABLED_COLUMN_PREFIX) && value.equals("false")) {
                plain.add(key.substring(TableProperties.PARQUET_DICT_ENCODING_ENABLED_COLUMN_PREFIX.length()));
            }
            if (key.startsWith(TableProperties.PARQUET_BLOOM_FILTER_COLUMN_ENABLED_PREFIX) && value.equals("true")) {
                bloom.add(key.substring(TableProperties.PARQUET_BLOOM_FILTER_COLUMN_ENABLED_PREFIX.length()));
            }
        });
        String level = properties.get(TableProperties.PARQUET_COMPRESSION_LEVEL);
        return new ParquetSettings(level == null ? DEFAULT_ZSTD_LEVEL : Integer.parseInt(level),
                Long.parseLong(properties.getOrDefault(TableProperties.PARQUET_ROW_GROUP_SIZE_BYTES,
                        String.valueOf(TableProperties.PARQUET_ROW_GROUP_SIZE_BYTES_DEFAULT))),
                intProperty(properties, TableProperties.PARQUET_PAGE_ROW_LIMIT, TableProperties.PARQUET_PAGE_ROW_LIMIT_DEFAULT),
                intProperty(properties, TableProperties.PARQUET_PAGE_SIZE_BYTES, TableProperties.PARQUET_PAGE_SIZE_BYTES_DEFAULT),
                intProperty(properties, TableProperties.PARQUET_DICT_SIZE_BYTES, TableProperties.PARQUET_DICT_SIZE_BYTES_DEFAULT),
                plain, bloom,
                intProperty(properties, TableProperties.PARQUET_BLOOM_FILTER_MAX_BYTES,
                        TableProperties.PARQUET_BLOOM_FILTER_MAX_BYTES_DEFAULT),
                TableProperties.PARQUET_BLOOM_FILTER_COLUMN_FPP_DEFAULT);
    }

    private static int intProperty(Map<String, String> properties, String key, int otherwise) {
        String value = properties.get(key);
        return value == null ? otherwise : Integer.parseInt(value);
    }
}
