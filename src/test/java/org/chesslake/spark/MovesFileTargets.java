package org.chesslake.spark;

import java.nio.file.Path;
import java.util.Map;
import org.apache.hadoop.conf.Configuration;
import org.apache.iceberg.PartitionSpec;
import org.apache.iceberg.StructLike;
import org.apache.iceberg.TableProperties;
import org.apache.iceberg.hadoop.HadoopFileIO;
import org.apache.iceberg.io.LocationProvider;
import org.apache.iceberg.spark.SparkSchemaUtil;
import org.chesslake.ingest.MovesFiles;
import org.chesslake.lake.DataFileTarget;
import org.chesslake.lake.LakeTable;

/** Moves and games files written into a local directory, as plain Parquet, for tests. */
final class MovesFileTargets {

    private MovesFileTargets() {
    }

    static DataFileTarget in(Path directory, long targetFileBytes) {
        return new DataFileTarget(SparkSchemaUtil.convert(MovesFiles.schema()), PartitionSpec.unpartitioned(),
                Map.of(TableProperties.PARQUET_COMPRESSION, "zstd",
                        TableProperties.WRITE_TARGET_FILE_SIZE_BYTES, String.valueOf(targetFileBytes)),
                new InDirectory(directory.toUri().toString()), new HadoopFileIO(new Configuration()));
    }

    /** Games files, written as the ingest writes them into the games table, into a local directory. */
    static DataFileTarget games(Path directory) {
        return new DataFileTarget(LakeTable.GAMES.newTableSchema(), PartitionSpec.unpartitioned(),
                LakeTable.GAMES.writeProperties(), new InDirectory(directory.toUri().toString()),
                new HadoopFileIO(new Configuration()));
    }

    /** Every file straight into one directory, unpartitioned. */
    private record InDirectory(String directory) implements LocationProvider {

        @Override
        public String newDataLocation(String filename) {
            return directory + (directory.endsWith("/") ? "" : "/") + filename;
        }

        @Override
        public String newDataLocation(PartitionSpec spec, StructLike partition, String filename) {
            return newDataLocation(filename);
        }
    }
}
