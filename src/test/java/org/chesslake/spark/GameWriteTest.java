package org.chesslake.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.apache.spark.sql.Column;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SaveMode;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.functions;
import org.chesslake.testing.TestSpark;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code df.write().format("pgn" | "xqpgn" | "scid")} as a user calls it: one file per task, the
 * save modes, what is refused before any task runs (no moves, a format that does not write), a game
 * with a decode error (skipped, or the write stops in FAILFAST mode and leaves nothing), xiangqi
 * games, and the clock and evaluation columns.
 */
class GameWriteTest {

    private static final String FAMOUS = "sample-data/famous-games.pgn";

    @TempDir
    Path temp;

    private final SparkSession spark = TestSpark.session();

    private Dataset<Row> full(String format, String path) {
        return spark.read().format(format).option("table", "full").load(path);
    }

    private static List<String> files(Path directory) throws IOException {
        try (Stream<Path> files = Files.list(directory)) {
            return files.map(f -> f.getFileName().toString()).sorted().toList();
        }
    }

    private static List<Path> filesBelow(Path directory) throws IOException {
        if (!Files.exists(directory)) {
            return List.of();
        }
        try (Stream<Path> files = Files.walk(directory)) {
            return files.filter(Files::isRegularFile).toList();
        }
    }

    private List<String> whites(String format, Path directory) {
        return spark.read().format(format).load(directory.toString()).orderBy("source", "game_number").select("white")
                .collectAsList().stream().map(row -> row.getString(0)).toList();
    }

    @Test
    void eachTaskWritesOneFileAndCoalesceOneWritesOne() throws IOException {
        Path two = temp.resolve("two");
        full("pgn", FAMOUS).repartition(2).write().format("pgn").save(two.toString());
        List<String> written = files(two);
        assertEquals(2, written.size(), written.toString());
        assertTrue(written.stream().allMatch(name -> name.matches("part-0000[01]-[0-9a-f-]{36}\\.pgn")), written.toString());
        assertEquals(11, spark.read().format("pgn").load(two.toString()).count());

        Path one = temp.resolve("one");
        full("pgn", FAMOUS).repartition(3).coalesce(1).write().format("pgn").save(one.toString());
        assertEquals(1, files(one).size());
        assertEquals(whites("pgn", Path.of(FAMOUS)).stream().sorted().toList(), whites("pgn", one).stream().sorted().toList());
    }

    @Test
    void theSaveModesActOnTheDirectory() throws IOException {
        Path out = temp.resolve("modes");
        Dataset<Row> games = full("pgn", FAMOUS);
        games.write().format("pgn").save(out.toString());
        Exception exists = assertThrows(Exception.class, () -> games.write().format("pgn").save(out.toString()));
        assertTrue(exists.getMessage().contains("already exists"), exists.getMessage());

        games.write().format("pgn").mode(SaveMode.Append).save(out.toString());
        assertEquals(22, spark.read().format("pgn").load(out.toString()).count());
        games.limit(3).write().format("pgn").mode(SaveMode.Ignore).save(out.toString());
        assertEquals(22, spark.read().format("pgn").load(out.toString()).count());
        games.limit(3).write().format("pgn").mode(SaveMode.Overwrite).save(out.toString());
        assertEquals(3, spark.read().format("pgn").load(out.toString()).count());
        assertEquals(1, files(out).size());
    }

    @Test
    void aDataFrameWithoutTheMovesIsRefusedNamingTheColumn() {
        Path out = temp.resolve("refused");
        Exception games = assertThrows(Exception.class,
                () -> spark.read().format("pgn").load(FAMOUS).write().format("pgn").save(out.toString()));
        assertTrue(games.getMessage().startsWith("the rows have no column 'moves'"), games.getMessage());

        Column sanOnly = functions.transform(functions.col("moves"), m -> functions.struct(m.getField("line_id").as("line_id"),
                m.getField("parent_line_id").as("parent_line_id"), m.getField("branch_ply").as("branch_ply"),
                m.getField("ply").as("ply"), m.getField("san").as("san")));
        Exception uci = assertThrows(Exception.class,
                () -> full("pgn", FAMOUS).withColumn("moves", sanOnly).write().format("scid").save(out.toString()));
        assertTrue(uci.getMessage().startsWith("the moves of the rows have no field 'uci'"), uci.getMessage());
        assertFalse(Files.exists(out), "nothing is written");
    }

    @Test
    void aFormatThatDoesNotWriteSaysWhichDo() {
        for (String format : List.of("dcg", "chess")) {
            Exception e = assertThrows(Exception.class,
                    () -> full("pgn", FAMOUS).write().format(format).save(temp.resolve(format).toString()));
            assertEquals("format \"" + format + "\" does not write games; the formats that write are pgn, xqpgn, scid", e.getMessage());
        }
    }

    @Test
    void aGameWithADecodeErrorIsSkippedOrStopsTheWrite() throws IOException {
        Path pgn = temp.resolve("three.pgn");
        Files.writeString(pgn, """
                [White "A"]

                1. e4 e5 *

                [White "B"]

                1. e4 Ke7 2. Qh5 Kd9 *

                [White "C"]

                1. d4 *
                """, StandardCharsets.UTF_8);
        Dataset<Row> games = full("pgn", pgn.toString());
        assertEquals(1, games.where("decode_error IS NOT NULL").count(), "the test needs one game that does not decode");

        Path out = temp.resolve("skipped");
        games.write().format("pgn").save(out.toString());
        assertEquals(List.of("A", "C"), whites("pgn", out));

        Path failed = temp.resolve("failfast");
        Exception e = assertThrows(Exception.class,
                () -> games.repartition(3).write().format("pgn").option("mode", "FAILFAST").save(failed.toString()));
        assertTrue(e.getMessage().contains("cannot write three game 2: decode error: "), e.getMessage());
        // the tasks Spark kills when the write fails remove their own files: wait for them to stop
        long deadline = System.nanoTime() + 10_000_000_000L;
        while (Files.exists(failed.resolve("_temporary")) && System.nanoTime() < deadline) {
            Thread.onSpinWait();
        }
        assertEquals(List.of(), filesBelow(failed), "a failed write leaves no file");
        assertFalse(Files.exists(failed.resolve("_temporary")), "nor its temporary directory");
    }

    @Test
    void xiangqiGamesAreWrittenAsXiangqiPgnAndScidRefusesThem() throws IOException {
        Dataset<Row> xiangqi = full("xqpgn", "sample-data/xiangqi");
        long count = xiangqi.count();
        Path pgn = temp.resolve("pgn");
        xiangqi.coalesce(1).write().format("pgn").save(pgn.toString());
        List<String> written = files(pgn);
        assertEquals(1, written.size());
        assertTrue(written.get(0).endsWith("-xiangqi.pgn"), written.toString());
        String text = Files.readString(pgn.resolve(written.get(0)), StandardCharsets.UTF_8);
        assertTrue(text.startsWith("[Game \"Chinese Chess\"]"), text);
        assertTrue(text.contains("[Format \"Chinese\"]") && text.contains("炮二平五"), text);
        assertEquals(count, spark.read().format("xqpgn").load(pgn.toString()).count());

        Path wxf = temp.resolve("xqpgn");
        xiangqi.write().format("xqpgn").option("notation", "wxf").save(wxf.toString());
        assertTrue(files(wxf).stream().allMatch(name -> name.endsWith(".pgn") && !name.contains("xiangqi")), files(wxf).toString());
        assertEquals(count, spark.read().format("xqpgn").load(wxf.toString()).count());

        Path scid = temp.resolve("scid");
        xiangqi.write().format("scid").save(scid.toString());
        assertEquals(List.of(), files(scid), "no game, no database");
        Exception e = assertThrows(Exception.class, () -> xiangqi.write().format("scid").option("mode", "FAILFAST")
                .save(temp.resolve("scid-failfast").toString()));
        assertTrue(e.getMessage().contains("a xiangqi game; SCID holds chess games only"), e.getMessage());
    }

    /** A DataFrame whose comments hold no commands gets them from its clock and evaluation columns. */
    @Test
    void theClockAndEvaluationColumnsBecomeCommands() throws IOException {
        Path pgn = temp.resolve("clocks.pgn");
        Files.writeString(pgn, "1. e4 {[%eval 0.17] [%clk 0:03:00]} 1... e5 {[%eval #-3] [%clk 0:02:59.5]} *\n", StandardCharsets.UTF_8);
        Dataset<Row> games = full("pgn", pgn.toString());
        Column noComments = functions.transform(functions.col("moves"),
                m -> m.withField("comment_after", functions.lit(null).cast("string")));
        Path out = temp.resolve("commands");
        games.withColumn("moves", noComments).write().format("pgn").save(out.toString());
        String columns = "ply, clock_ms, eval_cp, eval_mate, comment_after";
        List<Row> read = spark.read().format("pgn").option("table", "moves").load(out.toString()).selectExpr(columns.split(", "))
                .orderBy("ply").collectAsList();
        assertEquals(spark.read().format("pgn").option("table", "moves").load(pgn.toString()).selectExpr(columns.split(", "))
                .orderBy("ply").collectAsList(), read);
        assertEquals("[%eval #-3] [%clk 0:02:59.5]", read.get(1).getAs("comment_after"));
    }

    /** A read that gives its own schema is still refused (a write hands Spark's table lookup the DataFrame's schema). */
    @Test
    void aReadWithItsOwnSchemaIsRefused() {
        Exception e = assertThrows(Exception.class,
                () -> spark.read().format("pgn").schema("white STRING").load(FAMOUS).collectAsList());
        assertTrue(e.getMessage().contains("fixed schema"), e.getMessage());
    }
}
