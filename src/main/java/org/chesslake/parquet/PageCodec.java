package org.chesslake.parquet;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * The codecs the moves writer compresses pages with, by the names of Iceberg's
 * {@code write.parquet.compression-codec}: zstd by its own context (the table's level), the others
 * by parquet-java's compressors ({@link ShadedParquet.Compressors}).
 */
public enum PageCodec {
    ZSTD, SNAPPY, GZIP, UNCOMPRESSED;

    /** The codec of a table property's value (any case); none for a codec the writer does not write. */
    public static Optional<PageCodec> named(String name) {
        return Arrays.stream(values()).filter(codec -> codec.name().equalsIgnoreCase(name.trim())).findFirst();
    }

    /** The property's values this writer honours: "zstd, snappy, gzip, uncompressed". */
    public static String names() {
        return Arrays.stream(values()).map(codec -> codec.name().toLowerCase(Locale.ROOT)).collect(Collectors.joining(", "));
    }
}
