package org.chesslake.lake;

import java.util.Locale;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.chesslake.files.FileLayer;

/**
 * Where a lake's directory is, as far as its catalog is concerned: the embedded Hadoop catalog
 * commits a table by renaming a metadata file into place, which is atomic only on a file system
 * with an atomic rename (local disk, HDFS). On an object store (S3, GCS, Azure, ...) a rename is a
 * copy and a delete: two runs can both believe they committed, and a killed one can leave a table
 * half-moved. There a lake needs a catalog that commits atomically ({@code --catalog}: JDBC, REST,
 * Hive, Glue, Nessie, ...).
 */
public final class LakeStorage {

    private LakeStorage() {
    }

    /**
     * Refuses, before anything is written, a job that would commit to the lake in {@code dir}
     * through the embedded Hadoop catalog ({@code catalogName} null) on a file system without an
     * atomic rename.
     */
    public static void requireSafeCatalog(String dir, String catalogName, Configuration conf) {
        if (catalogName == null && !FileLayer.renamesAtomically(dir, conf)) {
            throw new ObjectStoreLakeException(dir, scheme(dir, conf));
        }
    }

    private static String scheme(String dir, Configuration conf) {
        String scheme = new Path(dir).toUri().getScheme();
        if (scheme == null) {
            scheme = FileSystem.getDefaultUri(conf).getScheme();
        }
        return scheme == null ? null : scheme.toLowerCase(Locale.ROOT);
    }

    /** A lake on an object store without a catalog that commits atomically: a usage error, nothing written. */
    public static final class ObjectStoreLakeException extends IllegalArgumentException {

        ObjectStoreLakeException(String dir, String scheme) {
            super("the lake " + dir + " is on an object store (" + scheme + ":) and no --catalog is given: the"
                    + " embedded Hadoop catalog commits by renaming metadata files, which is not atomic on an object"
                    + " store (two runs could both commit, a killed run could leave a table half-moved); nothing was"
                    + " written. Name a catalog that commits atomically, e.g. Iceberg's JDBC catalog:\n"
                    + "  --catalog lake --conf spark.sql.catalog.lake=org.apache.iceberg.spark.SparkCatalog"
                    + " --conf spark.sql.catalog.lake.type=jdbc"
                    + " --conf spark.sql.catalog.lake.uri=jdbc:postgresql://HOST:5432/DATABASE"
                    + " --conf spark.sql.catalog.lake.warehouse=" + dir + "\n"
                    + "or a REST catalog (spark.sql.catalog.lake.type=rest, spark.sql.catalog.lake.uri=https://HOST/...),"
                    + " Hive, Glue or Nessie; the lake's report and leases stay in " + dir);
        }
    }
}
