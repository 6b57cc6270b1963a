package org.chesslake.ingest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.chesslake.cli.IngestJob;
import org.chesslake.lake.IcebergLake;
import org.chesslake.lake.LakeTable;
import org.chesslake.testing.Corpus;
import org.chesslake.testing.CorpusTest;
import org.chesslake.testing.TestSpark;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A game whose file records an illegal move keeps the legal part (XQF): the ingest writes that prefix
 * to moves, counts it in the games row's ply_count beside the decode_error, and the audit agrees.
 */
@CorpusTest
class PartialGameIngestTest {

    private static final SparkSession SPARK = TestSpark.session();

    @TempDir
    Path temp;

    @Test
    void aGameWithAnIllegalMoveKeepsItsLegalPrefixThroughTheAudit() throws IOException {
        Path input = Files.createDirectories(temp.resolve("xqf"));
        Files.copy(Corpus.path("xiangqi/walker8088_cchess_testdata/tests/data/BadMoveTest3.xqf"), input.resolve("bad.xqf"));
        Files.copy(Corpus.path("xiangqi/walker8088_cchess_testdata/tests/data/test.xqf"), input.resolve("good.xqf"));
        Path lake = temp.resolve("lake");
        IngestReport report = new Ingest(SPARK, IngestJob.parse("--input", input.toString(), "--output", lake.toString())).run();
        assertEquals(2, report.entries());
        assertEquals(1, report.decodeErrors());
        IcebergLake iceberg = IcebergLake.embedded(SPARK, lake.toString());
        Row bad = iceberg.published(LakeTable.GAMES).orElseThrow().where("source = 'bad'").first();
        assertTrue(bad.<String>getAs("decode_error").contains("bad.xqf: game 1 at byte "), bad.toString());
        long prefix = iceberg.published(LakeTable.MOVES).orElseThrow().where("source = 'bad' AND line_id = 0").count();
        assertTrue(prefix > 0, "the legal prefix is in moves");
        assertEquals(prefix, (long) (int) bad.<Integer>getAs("ply_count"));
    }
}
