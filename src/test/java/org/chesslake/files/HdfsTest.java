package org.chesslake.files;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.PrivilegedExceptionAction;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FSDataInputStream;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.permission.FsPermission;
import org.apache.hadoop.hdfs.MiniDFSCluster;
import org.apache.hadoop.security.UserGroupInformation;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.chesslake.cli.IngestJob;
import org.chesslake.format.FormatOptions;
import org.chesslake.format.cbf.CbfWriter;
import org.chesslake.format.dcg.DcgWriter;
import org.chesslake.format.scid.Scid4Writer;
import org.chesslake.format.text.PgnReader;
import org.chesslake.game.Game;
import org.chesslake.ingest.Ingest;
import org.chesslake.ingest.IngestReport;
import org.chesslake.pgn.ChessMoveInterpreter;
import org.chesslake.scan.DatabaseFinder;
import org.chesslake.scan.DatabaseRef;
import org.chesslake.testing.Corpus;
import org.chesslake.testing.CorpusTest;
import org.chesslake.testing.IntegrationTest;
import org.chesslake.testing.TestSpark;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Reading where the archives lie: an in-process HDFS (one name node, one data node) holding
 * {@code sample-data/} and a corpus database of every format the corpus has, read through
 * {@code hdfs://} URIs and compared row for row with the local read of the same files.
 */
@IntegrationTest
class HdfsTest {

    private static final Path SAMPLE = Path.of("sample-data");
    /** Real databases of the corpus (CBF and Chess Assistant have none: their sample-data databases stand in). */
    /** With {@code sample-data/} (SCID, DCG, CBF, Chess Assistant, xiangqi PGN): every format the corpus has. */
    private static final List<String> CORPUS = List.of("scid/small", "dcg/small_dortmund_latin1",
            "cbh/chesscore_capa", "pgn/twic", "xiangqi/walker8088_cchess_testdata/tests/data");

    @TempDir
    static Path temp;

    /**
     * How long an HDFS client first waits (400 ms by default, then twice as long each time) before asking the
     * name node again whether the file it closes is complete, or for the next block, while the data node has
     * not yet reported the last one: most of the time of a small file's write here, where the data node
     * reports within milliseconds.
     */
    private static final String CLIENT_RETRY_DELAY = "dfs.client.block.write.locateFollowingBlock.initial.delay.ms";

    private static MiniDFSCluster cluster;
    private static String hdfs;
    private static final SparkSession SPARK = TestSpark.session();

    @BeforeAll
    static void startHdfs() throws IOException {
        Configuration conf = new Configuration();
        conf.set(MiniDFSCluster.HDFS_MINIDFS_BASEDIR, temp.resolve("hdfs").toString());
        conf.setBoolean("dfs.permissions.enabled", true); // the default, stated: a test below needs it
        conf.setInt(CLIENT_RETRY_DELAY, 10); // this test's writes (the copies)
        SPARK.sparkContext().hadoopConfiguration().setInt(CLIENT_RETRY_DELAY, 10); // Spark's (the ingest's lake)
        cluster = new MiniDFSCluster.Builder(conf).numDataNodes(1).build();
        cluster.waitActive();
        FileSystem fs = cluster.getFileSystem();
        hdfs = fs.getUri().toString();
        fs.copyFromLocalFile(new org.apache.hadoop.fs.Path(SAMPLE.toAbsolutePath().toUri()),
                new org.apache.hadoop.fs.Path("/archive/sample-data"));
    }

    @AfterAll
    static void stopHdfs() {
        SPARK.sparkContext().hadoopConfiguration().unset(CLIENT_RETRY_DELAY);
        if (cluster != null) {
            cluster.shutdown();
        }
    }

    private static List<String> rows(Dataset<Row> rows) {
        return RemoteReads.rows(rows);
    }

    private static Dataset<Row> read(String format, String table, String path) {
        return RemoteReads.read(SPARK, format, table, path);
    }

    private static void assertSameRows(String format, String table, String local, String remote) {
        RemoteReads.assertSameRows(SPARK, format, table, local, remote);
    }

    @ParameterizedTest(name = "{0} {1}")
    @CsvSource({"scid,scid/famous.si4", "dcg,dcg/famous.dci", "cbf,cbf/famous.cbi",
            "chessassistant,chessassistant/famous.cdp", "xqpgn,xiangqi/xiangqi-chinese-gbk.pgn"})
    void eachSampleDatabaseReadsFromHdfsAsFromTheLocalDisk(String format, String file) {
        for (String table : List.of("games", "moves", "names")) {
            assertSameRows(format, table, SAMPLE.resolve(file).toString(), hdfs + "/archive/sample-data/" + file);
        }
    }

    @Test
    @CorpusTest
    void aCorpusDatabaseOfEveryFormatReadsFromHdfsAsFromTheLocalDisk() throws IOException {
        FileSystem fs = cluster.getFileSystem();
        for (String dir : CORPUS) {
            Path local = Corpus.path(dir);
            fs.copyFromLocalFile(new org.apache.hadoop.fs.Path(local.toAbsolutePath().toUri()),
                    new org.apache.hadoop.fs.Path("/corpus/" + dir));
            for (String table : List.of("games", "moves", "names")) {
                assertSameRows("chess", table, local.toString(), hdfs + "/corpus/" + dir);
            }
        }
    }

    /** The writers write through the file layer: on HDFS, byte for byte what they wrote to sample-data/. */
    @Test
    void theWritersWriteADatabaseOnHdfsAsOnTheLocalDisk() throws IOException {
        FileSystem fs = cluster.getFileSystem();
        List<Game> games = PgnReader.readAll(InputFile.local(SAMPLE.resolve("famous-games.pgn")), new ChessMoveInterpreter()).games();
        Scid4Writer.write(OutputFile.of(hdfs + "/written/scid/famous.si4", fs.getConf()), games);
        DcgWriter.write(OutputFile.of(hdfs + "/written/dcg/famous.dci", fs.getConf()), games);
        new CbfWriter().write(games, OutputFile.of(hdfs + "/written/cbf/famous.cbi", fs.getConf()));
        for (String format : List.of("scid", "dcg", "cbf")) {
            List<String> committed;
            try (Stream<Path> files = Files.list(SAMPLE.resolve(format))) {
                committed = files.map(f -> f.getFileName().toString()).sorted().toList();
            }
            org.apache.hadoop.fs.Path written = new org.apache.hadoop.fs.Path("/written/" + format);
            assertEquals(committed, Arrays.stream(fs.listStatus(written)).map(f -> f.getPath().getName()).sorted().toList());
            for (String file : committed) {
                try (FSDataInputStream in = fs.open(new org.apache.hadoop.fs.Path(written, file))) {
                    assertArrayEquals(Files.readAllBytes(SAMPLE.resolve(format).resolve(file)), in.readAllBytes(), file);
                }
            }
        }
    }

    @Test
    void directoriesAndGlobsAreListedOnHdfs() {
        String root = hdfs + "/archive/sample-data";
        assertSameRows("chess", "games", SAMPLE.toString(), root);
        assertSameRows("chess", "games", SAMPLE + "/{scid,dcg}/*.*", root + "/{scid,dcg}/*.*");
        assertSameRows("chess", "names", SAMPLE + "/*/famous.c??", root + "/*/famous.c??");
        List<String> sources = rows(read("chess", "games", root + "/{scid,xiangqi}").select("source").distinct());
        assertEquals(List.of("[scid/famous]", "[xiangqi/xiangqi-chinese-gbk]", "[xiangqi/xiangqi-wxf-utf8]"), sources);
    }

    @Test
    void theIngestJobReadsFromHdfsAndWritesItsIcebergLakeToHdfs() throws IOException {
        // three databases (a glob), to keep the two ingests short; the default lake: Iceberg tables in a
        // Hadoop catalog whose warehouse is on HDFS
        String output = hdfs + "/lakes/iceberg";
        IngestReport remote = new Ingest(SPARK, IngestJob.parse("--input", hdfs + "/archive/sample-data/{scid,xiangqi}",
                "--output", output)).run();
        Path localLake = temp.resolve("lake");
        IngestReport local = new Ingest(SPARK, IngestJob.parse("--input", SAMPLE + "/{scid,xiangqi}",
                "--output", localLake.toString())).run();
        assertEquals(3, remote.sources().size());
        assertEquals(local.entries(), remote.entries());
        FileSystem fs = cluster.getFileSystem();
        assertTrue(fs.exists(new org.apache.hadoop.fs.Path("/lakes/iceberg/" + IngestReport.FILE)));
        for (String table : List.of("games", "moves", "names")) {
            assertTrue(fs.exists(new org.apache.hadoop.fs.Path("/lakes/iceberg/" + table + "/metadata/version-hint.text")),
                    table + " is an Iceberg table of a Hadoop catalog on HDFS");
            List<String> expected = rows(IcebergLakeTables.read(SPARK, localLake.toString(), table));
            assertFalse(expected.isEmpty());
            assertEquals(expected, rows(IcebergLakeTables.read(SPARK, output, table)), table);
            System.out.printf("HDFS Iceberg ingest %s: %d rows equal to the local ingest%n", table, expected.size());
        }
    }

    /**
     * HDFS checks permissions (root, who runs the tests, reads every local file, so a local chmod 000
     * proves nothing): a database whose files belong to the superuser with mode 000, read by another
     * user. The driver plans from the index file, so a locked index fails the query; a locked game
     * file fails where a task opens the database. Either error names the file.
     */
    @Test
    void anUnreadableFileIsNamedToAUserWithoutPermission() throws Exception {
        FileSystem fs = cluster.getFileSystem();
        for (String dir : List.of("/locked-index", "/locked-games")) {
            for (String ext : List.of("si4", "sn4", "sg4")) {
                fs.copyFromLocalFile(new org.apache.hadoop.fs.Path(SAMPLE.resolve("scid/famous." + ext).toAbsolutePath().toUri()),
                        new org.apache.hadoop.fs.Path(dir + "/famous." + ext));
            }
        }
        fs.setPermission(new org.apache.hadoop.fs.Path("/locked-index/famous.si4"), new FsPermission((short) 0));
        fs.setPermission(new org.apache.hadoop.fs.Path("/locked-games/famous.sg4"), new FsPermission((short) 0));
        assertEquals(read("scid", "games", SAMPLE.resolve("scid/famous.si4").toString()).count(),
                read("scid", "games", hdfs + "/locked-index/famous.si4").count(), "the superuser reads it: a real database");

        UserGroupInformation reader = UserGroupInformation.createUserForTesting("reader", new String[] {"readers"});
        String query = reader.doAs((PrivilegedExceptionAction<String>) () -> BadInputTest.messages(
                assertThrows(Exception.class, () -> read("scid", "games", hdfs + "/locked-index/famous.si4").count())));
        assertTrue(query.contains(hdfs + "/locked-index/famous.si4: cannot be read: Permission denied: user=reader"), query);

        DatabaseRef locked = new DatabaseFinder("scid", SPARK.sessionState().newHadoopConf())
                .find(List.of(hdfs + "/locked-games"), null).get(0);
        String open = reader.doAs((PrivilegedExceptionAction<String>) () -> BadInputTest.messages(
                assertThrows(IOException.class, () -> locked.open(SPARK.sessionState().newHadoopConf(), FormatOptions.NONE))));
        assertTrue(open.contains(hdfs + "/locked-games/famous.sg4: cannot be read: Permission denied: user=reader"), open);
        System.out.printf("HDFS permissions: %s%n", open);
    }

    @Test
    void aDatabaseWithoutItsCompanionFailsNamingThePath() throws IOException {
        FileSystem fs = cluster.getFileSystem();
        fs.copyFromLocalFile(new org.apache.hadoop.fs.Path(SAMPLE.resolve("scid/famous.si4").toAbsolutePath().toUri()),
                new org.apache.hadoop.fs.Path("/lonely/famous.si4"));
        Exception e = org.junit.jupiter.api.Assertions.assertThrows(Exception.class,
                () -> read("scid", "games", hdfs + "/lonely/famous.si4").count());
        String message = BadInputTest.messages(e);
        assertTrue(message.contains(hdfs + "/lonely/famous.si4") && message.contains("famous.sn4 not found"), message);
        assertTrue(Files.exists(SAMPLE.resolve("scid/famous.sn4")));
    }
}
