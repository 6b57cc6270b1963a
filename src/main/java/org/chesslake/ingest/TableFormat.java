package org.chesslake.ingest;

import java.util.Locale;

/** How the lake keeps its tables. */
public enum TableFormat {
    /** Apache Iceberg tables: snapshots, branches for write-audit-publish, column metrics. */
    ICEBERG,
    /** Plain directories of Parquet files, published by renaming a staged directory. */
    PARQUET;

    static TableFormat parse(String value) {
        try {
            return valueOf(value.trim().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("--table-format must be iceberg or parquet, not '" + value + "'");
        }
    }
}
