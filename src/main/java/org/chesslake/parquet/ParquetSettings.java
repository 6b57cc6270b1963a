package org.chesslake.parquet;

import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import org.apache.iceberg.TableProperties;

/**
 * How a table's Parquet files are written, read from its Iceberg write properties: the codec (and
 * zstd's level), row group and page bounds, the largest dictionary, the columns without one, the
 * columns with bloom filters, their size bound and false-positive rates. A property the writer
 * cannot honour is refused here, before anything is written.
 */
public record ParquetSettings(PageCodec codec, int zstdLevel, long rowGroupBytes, int pageRows, int pageBytes,
                              int maxDictionaryBytes, Set<String> plainColumns, Set<String> bloomColumns, int maxBloomBytes,
                              Map<String, Double> bloomFpps) {

    /** Parquet-java's zstd level when the table sets none. */
    private static final int DEFAULT_ZSTD_LEVEL = 3;

    public ParquetSettings {
        plainColumns = Set.copyOf(plainColumns);
        bloomColumns = Set.copyOf(bloomColumns);
        bloomFpps = Map.copyOf(bloomFpps);
    }

    /** The false-positive rate a bloom column's filters are sized for: the table's for the column, or Iceberg's default. */
    public double bloomFpp(String column) {
        return bloomFpps.getOrDefault(column, TableProperties.PARQUET_BLOOM_FILTER_COLUMN_FPP_DEFAULT);
    }

    /** @throws IllegalArgumentException naming the property chesslake's writer cannot honour */
    public static ParquetSettings of(Map<String, String> properties) {
        String codecName = properties.getOrDefault(TableProperties.PARQUET_COMPRESSION, TableProperties.PARQUET_COMPRESSION_DEFAULT);
        PageCodec codec = PageCodec.named(codecName).orElseThrow(() -> new IllegalArgumentException(
                "chesslake's Parquet writer compresses pages with " + PageCodec.names() + "; the table's "
                        + TableProperties.PARQUET_COMPRESSION + " is " + codecName));
        Set<String> plain = new HashSet<>();
        Set<String> bloom = new HashSet<>();
        Map<String, Double> fpps = new HashMap<>();
        properties.forEach((key, value) -> {
            if (key.startsWith(TableProperties.PARQUET_BLOOM_FILTER_COLUMN_FPP_PREFIX)) {
                double fpp = Double.parseDouble(value);
                if (!(fpp > 0 && fpp < 1)) {
                    throw new IllegalArgumentException(key + " is " + value + "; a false-positive rate is above 0 and below 1");
                }
                fpps.put(key.substring(TableProperties.PARQUET_BLOOM_FILTER_COLUMN_FPP_PREFIX.length()), fpp);
            }
            if (key.startsWith(TableProperties.PARQUET_DICT_ENCODING_ENABLED_COLUMN_PREFIX) && value.equals("false")) {
                plain.add(key.substring(TableProperties.PARQUET_DICT_ENCODING_ENABLED_COLUMN_PREFIX.length()));
            }
            if (key.startsWith(TableProperties.PARQUET_BLOOM_FILTER_COLUMN_ENABLED_PREFIX) && value.equals("true")) {
                bloom.add(key.substring(TableProperties.PARQUET_BLOOM_FILTER_COLUMN_ENABLED_PREFIX.length()));
            }
        });
        String level = properties.get(TableProperties.PARQUET_COMPRESSION_LEVEL);
        return new ParquetSettings(codec, level == null ? DEFAULT_ZSTD_LEVEL : Integer.parseInt(level),
                Long.parseLong(properties.getOrDefault(TableProperties.PARQUET_ROW_GROUP_SIZE_BYTES,
                        String.valueOf(TableProperties.PARQUET_ROW_GROUP_SIZE_BYTES_DEFAULT))),
                intProperty(properties, TableProperties.PARQUET_PAGE_ROW_LIMIT, TableProperties.PARQUET_PAGE_ROW_LIMIT_DEFAULT),
                intProperty(properties, TableProperties.PARQUET_PAGE_SIZE_BYTES, TableProperties.PARQUET_PAGE_SIZE_BYTES_DEFAULT),
                intProperty(properties, TableProperties.PARQUET_DICT_SIZE_BYTES, TableProperties.PARQUET_DICT_SIZE_BYTES_DEFAULT),
                plain, bloom,
                intProperty(properties, TableProperties.PARQUET_BLOOM_FILTER_MAX_BYTES,
                        TableProperties.PARQUET_BLOOM_FILTER_MAX_BYTES_DEFAULT),
                fpps);
    }

    private static int intProperty(Map<String, String> properties, String key, int otherwise) {
        String value = properties.get(key);
        return value == null ? otherwise : Integer.parseInt(value);
    }
}
