package org.chesslake.ingest;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.apache.spark.sql.catalyst.catalog.ExternalCatalogUtils;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Partition directories are named exactly as Spark names them, so discovery reads the value back. */
class PartitionPathsTest {

    @ParameterizedTest
    @ValueSource(strings = {"famous", "dcg/famous", "twic 1234: a=b?", "50%#'*{[]^\\\"", "中国象棋", "tab\there"})
    void escapesLikeSpark(String source) {
        assertEquals(ExternalCatalogUtils.escapePathName(source), PartitionPaths.escape(source));
    }
}
