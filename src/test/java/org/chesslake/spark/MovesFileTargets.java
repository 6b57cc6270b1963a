package org.chesslake.spark;

import java.nio.file.Path;
import java.util.Map;
import org.apache.hadoop.conf.Configuration;
import org.apache.iceberg.TableProperties;
import org.apache.iceberg.spark.SparkSchemaUtil;
import org.chesslake.ingest.DataFileTarget;
import org.chesslake.ingest.MovesFiles;

/** Moves files written into a local directory, as plain Parquet, for tests. */
final class MovesFileTargets {

    private MovesFileTargets() {
    }

    static DataFileTarget in(Path directory, long targetFileBytes) {
        return DataFileTarget.inDirectory(directory.toUri().toString(), SparkSchemaUtil.convert(MovesFiles.schema()),
                Map.of(TableProperties.PARQUET_COMPRESSION, "zstd",
                        TableProperties.WRITE_TARGET_FILE_SIZE_BYTES, String.valueOf(targetFileBytes)),
                new Configuration());
    }
}
