package org.chesslake.files;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.GZIPOutputStream;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.LocatedFileStatus;
import org.apache.hadoop.fs.RemoteIterator;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.chesslake.testing.ExternalSystemTest;
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
 * Files on S3: {@code sample-data/} (a database of every format it has) and a gzip'd PGN on an S3 server
 * ({@link S3Mock}), read through Hadoop's {@code s3a://} as a file, a directory and a glob, compared row
 * for row with the local read of the same files; a DataFrame write of games there (PGN, SCID) and a
 * failed one. S3A is {@link org.chesslake.testing.NoRenameS3AFileSystem} here: nothing renames a file.
 */
@IntegrationTest
@ExternalSystemTest
class S3FilesTest {

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

    private static Dataset<Row> full(String format, String path) {
        return SPARK.read().format(format).option("table", "full").load(path);
    }

    private static List<String> names(String directory) throws IOException {
        org.apache.hadoop.fs.Path path = new org.apache.hadoop.fs.Path(directory);
        FileSystem fs = path.getFileSystem(SPARK.sparkContext().hadoopConfiguration());
        if (!fs.exists(path)) {
            return List.of();
        }
        List<String> names = new ArrayList<>();
        RemoteIterator<LocatedFileStatus> files = fs.listFiles(path, true);
        while (files.hasNext()) {
            names.add(path.toUri().relativize(files.next().getPath().toUri()).getPath());
        }
        return names.stream().sorted().toList();
    }

    /** Each task's files are written once under their final names (a rename would fail here), the games as the local read's. */
    @Test
    void aDataFrameWriteToS3WritesEachFileInPlace() throws IOException {
        String pgn = s3.path("written/pgn");
        full("pgn", SAMPLE.resolve("famous-games.pgn").toString()).repartition(2).write().format("pgn").save(pgn);
        List<String> written = names(pgn);
        assertEquals(2, written.size(), written.toString());
        assertTrue(written.stream().allMatch(name -> name.matches("part-0000[01]-[0-9a-f-]{36}\\.pgn")), written.toString());
        assertEquals(RemoteReads.rows(SPARK.read().format("pgn").load(SAMPLE.resolve("famous-games.pgn").toString())
                        .select("white", "black", "result", "ply_count")),
                RemoteReads.rows(SPARK.read().format("pgn").load(pgn).select("white", "black", "result", "ply_count")));

        String scid = s3.path("written/scid");
        full("scid", SAMPLE.resolve("scid/famous.si4").toString()).coalesce(1).write().format("scid").save(scid);
        assertEquals(List.of("si4", "sn4", "sg4").stream().sorted().toList(),
                names(scid).stream().map(name -> name.substring(name.lastIndexOf('.') + 1)).sorted().toList());
        assertEquals(RemoteReads.rows(SPARK.read().format("scid").option("table", "moves").load(SAMPLE.resolve("scid").toString())
                        .select("ply", "san", "uci")),
                RemoteReads.rows(SPARK.read().format("scid").option("table", "moves").load(scid).select("ply", "san", "uci")));
    }

    @Test
    void aFailedDataFrameWriteToS3LeavesNoFile() throws IOException {
        Path three = temp.resolve("three.pgn");
        Files.writeString(three, """
                [White "A"]

                1. e4 e5 *

                [White "B"]

                1. e4 Ke7 2. Qh5 Kd9 *

                [White "C"]

                1. d4 *
                """, StandardCharsets.UTF_8);
        Dataset<Row> games = full("pgn", three.toString());
        String failed = s3.path("written/failfast");
        Exception e = assertThrows(Exception.class,
                () -> games.repartition(3).write().format("pgn").option("mode", "FAILFAST").save(failed));
        assertTrue(e.getMessage().contains("cannot write three game 2: decode error: "), e.getMessage());
        // the tasks Spark kills when the write fails remove what they write after it was stopped: wait for them
        long deadline = System.nanoTime() + 10_000_000_000L;
        while (!names(failed).stream().allMatch(name -> name.startsWith("_temporary")) && System.nanoTime() < deadline) {
            Thread.onSpinWait();
        }
        assertEquals(List.of(), names(failed), "a failed write leaves no file");
    }
}
