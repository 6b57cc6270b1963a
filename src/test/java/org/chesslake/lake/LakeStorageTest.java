package org.chesslake.lake;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.CommonConfigurationKeysPublic;
import org.chesslake.files.FileLayer;
import org.junit.jupiter.api.Test;

class LakeStorageTest {

    private static final Configuration LOCAL = new Configuration();

    @Test
    void fileSystemsWithAnAtomicRenameTakeTheEmbeddedCatalog() {
        for (String dir : List.of("lake", "/data/lake", "file:///data/lake", "hdfs://namenode:8020/lake",
                "viewfs://cluster/lake", "HDFS://namenode/lake")) {
            assertTrue(FileLayer.renamesAtomically(dir, LOCAL), dir);
            assertDoesNotThrow(() -> LakeStorage.requireSafeCatalog(dir, null, LOCAL), dir);
        }
    }

    @Test
    void objectStoresNeedACatalog() {
        for (String dir : List.of("s3a://bucket/lake", "s3://bucket/lake", "gs://bucket/lake",
                "abfss://container@account.dfs.core.windows.net/lake", "wasb://c@a.blob.core.windows.net/lake",
                "oss://bucket/lake", "cos://bucket/lake")) {
            assertFalse(FileLayer.renamesAtomically(dir, LOCAL), dir);
            LakeStorage.ObjectStoreLakeException refused = assertThrows(LakeStorage.ObjectStoreLakeException.class,
                    () -> LakeStorage.requireSafeCatalog(dir, null, LOCAL), dir);
            assertTrue(refused.getMessage().contains("--catalog lake --conf spark.sql.catalog.lake="
                    + "org.apache.iceberg.spark.SparkCatalog --conf spark.sql.catalog.lake.type=jdbc"), refused.getMessage());
            assertTrue(refused.getMessage().contains("renaming metadata files"), refused.getMessage());
            assertDoesNotThrow(() -> LakeStorage.requireSafeCatalog(dir, "lake", LOCAL), dir);
        }
    }

    /** A path without a scheme is on the default file system, which may be an object store. */
    @Test
    void aRelativeLakeIsOnTheDefaultFileSystem() {
        Configuration s3 = new Configuration(false);
        s3.set(CommonConfigurationKeysPublic.FS_DEFAULT_NAME_KEY, "s3a://bucket/");
        assertFalse(FileLayer.renamesAtomically("lake", s3));
        assertTrue(FileLayer.renamesAtomically("file:/tmp/lake", s3));
    }
}
