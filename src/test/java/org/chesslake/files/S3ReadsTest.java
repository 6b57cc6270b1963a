package org.chesslake.files;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.zip.GZIPOutputStream;
import org.apache.hadoop.conf.Configuration;
import org.apache.spark.sql.SparkSession;
import org.chesslake.testing.IntegrationTest;
import org.chesslake.testing.S3Mock;
import org.chesslake.testing.TestSpark;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Reading where the archives lie on S3: {@code sample-data/} (a database of every format it has) and a
 * gzip'd PGN on an S3 server ({@link S3Mock}), read through Hadoop's {@code s3a://} as a file, a
 * directory and a glob, compared row for row with the local read of the same files.
 */
@IntegrationTest
class S3ReadsTest {

    private static final Path SAMPLE = Path.of("sample-data");
    private static final SparkSession SPARK = TestSpark.session();

    @TempDir
    static Path temp;

    private static S3Mock s3;
    private static String archive;
    private static Path gzipped;

    @BeforeAll
    static void uploadTheSampleData() throws Exception {
        s3 = S3Mock.start(temp);
        Configuration conf = SPARK.sparkContext().hadoopConfiguration();
        s3.configure(conf);
        archive = s3.upload(SAMPLE, "archive/sample-data", conf);
        gzipped = temp.resolve("compressed/famous-games.pgn.gz");
        Files.createDirectories(gzipped.getParent());
        try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(gzipped))) {
            Files.copy(SAMPLE.resolve("famous-games.pgn"), out);
        }
        s3.upload(gzipped, "archive/compressed/famous-games.pgn.gz", conf);
    }

    @AfterAll
    static void stopTheServer() {
        if (s3 != null) {
            s3.close();
        }
    }

    @ParameterizedTest(name = "{0} {1}")
    @CsvSource({"scid,scid/famous.si4", "dcg,dcg/famous.dci", "cbf,cbf/famous.cbi",
            "chessassistant,chessassistant/famous.cdp", "xqpgn,xiangqi/xiangqi-chinese-gbk.pgn",
            "xqpgn,xiangqi/xiangqi-wxf-utf8.pgn", "pgn,famous-games.pgn"})
    void eachSampleDatabaseReadsFromS3AsFromTheLocalDisk(String format, String file) {
        for (String table : List.of("games", "moves", "names")) {
            RemoteReads.assertSameRows(SPARK, format, table, SAMPLE.resolve(file).toString(), archive + "/" + file);
        }
    }

    @Test
    void aCompressedPgnReadsFromS3AsFromTheLocalDisk() {
        for (String table : List.of("games", "moves")) {
            RemoteReads.assertSameRows(SPARK, "pgn", table, gzipped.toString(), s3.path("archive/compressed/famous-games.pgn.gz"));
        }
    }

    @Test
    void directoriesAndGlobsAreListedOnS3() {
        RemoteReads.assertSameRows(SPARK, "chess", "games", SAMPLE.toString(), archive);
        RemoteReads.assertSameRows(SPARK, "chess", "moves", SAMPLE.toString(), archive);
        RemoteReads.assertSameRows(SPARK, "chess", "games", SAMPLE + "/{scid,dcg}/*.*", archive + "/{scid,dcg}/*.*");
        RemoteReads.assertSameRows(SPARK, "chess", "names", SAMPLE + "/*/famous.c??", archive + "/*/famous.c??");
        List<String> sources = RemoteReads.rows(RemoteReads.read(SPARK, "chess", "games", archive + "/{scid,xiangqi}")
                .select("source").distinct());
        assertEquals(List.of("[scid/famous]", "[xiangqi/xiangqi-chinese-gbk]", "[xiangqi/xiangqi-wxf-utf8]"), sources);
    }
}
