package org.chesslake.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.chesslake.testing.TestSpark;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The SQL forms of a table over game databases: {@code CREATE TABLE … USING … OPTIONS (path …)},
 * {@code CREATE TABLE … USING … LOCATION …} and {@code CREATE TEMPORARY VIEW … USING …}, each with
 * every table kind and the read options, giving exactly what {@code spark.read()} gives.
 */
class SqlTablesTest {

    private static final String SCID = "sample-data/scid/famous.si4";

    private final SparkSession spark = TestSpark.session();

    @TempDir
    Path temp;

    /** How a table is made in SQL. */
    enum Form {
        TABLE_WITH_PATH_OPTION {
            @Override
            String create(String name, String format, String path, String options) {
                return "CREATE TABLE " + name + " USING " + format + " OPTIONS (path '" + path + "'" + options + ")";
            }
        },
        TABLE_WITH_LOCATION {
            @Override
            String create(String name, String format, String path, String options) {
                return "CREATE TABLE " + name + " USING " + format + " LOCATION '" + path + "'"
                        + (options.isEmpty() ? "" : " OPTIONS (" + options.substring(2) + ")");
            }
        },
        TEMPORARY_VIEW {
            @Override
            String create(String name, String format, String path, String options) {
                return "CREATE TEMPORARY VIEW " + name + " USING " + format + " OPTIONS (path '" + path + "'" + options + ")";
            }
        };

        abstract String create(String name, String format, String path, String options);
    }

    @AfterEach
    void dropTables() {
        spark.sql("DROP TABLE IF EXISTS t");
        spark.sql("DROP VIEW IF EXISTS t");
    }

    private void create(Form form, String format, String path, Map<String, String> options) {
        String text = options.entrySet().stream().map(e -> ", " + e.getKey() + " '" + e.getValue() + "'")
                .collect(Collectors.joining());
        spark.sql(form.create("t", format, path, text));
    }

    private static List<String> rows(Dataset<Row> rows) {
        return rows.collectAsList().stream().map(Row::toString).toList();
    }

    private static String scanLine(Dataset<Row> query) {
        return Arrays.stream(query.queryExecution().executedPlan().toString().split("\n"))
                .filter(line -> line.contains("BatchScan")).findFirst().orElseThrow();
    }

    @ParameterizedTest
    @EnumSource(Form.class)
    void gamesTablesPushTheirFiltersAndReadOnlyTheNeededColumns(Form form) {
        create(form, "scid", SCID, Map.of("sourceName", "famous", "gamesPerPartition", "2"));
        Dataset<Row> query = spark.sql("SELECT source, white, year FROM t WHERE year < 1800 ORDER BY year");
        assertEquals(List.of("[famous,Greco, Gioachino,1620]", "[famous,Legall de Kermeur, Francois Antoine,1750]"),
                rows(query));
        String scan = scanLine(query);
        assertTrue(scan.contains("pushed") && scan.contains("LessThan(year,1800)"), scan);
        assertFalse(scan.contains("game_id") || scan.contains("black"), "pruned columns still read: " + scan);
        assertEquals(11L, spark.sql("SELECT count(*) FROM t").first().getLong(0));
    }

    @ParameterizedTest
    @EnumSource(Form.class)
    void movesTablesGiveTheRowsOfTheDataFrameRead(Form form) {
        create(form, "scid", SCID, Map.of("table", "moves", "mode", "FAILFAST"));
        Dataset<Row> query = spark.sql("SELECT ply, san, uci FROM t WHERE line_id = 0 AND ply <= 3 AND game_id = "
                + "(SELECT game_id FROM t WHERE ply = 1 AND san = 'c7') ORDER BY ply");
        Dataset<Row> expected = spark.read().format("scid").option("table", "moves").load(SCID)
                .where("line_id = 0 AND ply <= 3").join(spark.read().format("scid").option("table", "moves").load(SCID)
                        .where("ply = 1 AND san = 'c7'").select("game_id"), "game_id").select("ply", "san", "uci").orderBy("ply");
        assertEquals(rows(expected), rows(query));
        assertEquals(List.of("[1,c7,c6c7]"), rows(query).subList(0, 1));
        assertEquals(415L, spark.sql("SELECT count(*) FROM t").first().getLong(0));
        String scan = scanLine(spark.sql("SELECT san FROM t WHERE ply = 1"));
        assertTrue(scan.contains("chesslake scid moves") && !scan.contains("comment_after"), scan);
    }

    @ParameterizedTest
    @EnumSource(Form.class)
    void everyTableKindAndReadOptionReachesTheReader(Form form) {
        for (String kind : List.of("games", "moves", "names", "full")) {
            Map<String, String> options = new LinkedHashMap<>();
            options.put("table", kind);
            options.put("mode", "PERMISSIVE");
            options.put("sourceName", "sql-" + kind);
            options.put("gamesPerPartition", "3");
            create(form, "scid", SCID, options);
            Dataset<Row> expected = spark.read().format("scid").options(options).load(SCID);
            assertEquals(Arrays.asList(expected.columns()), Arrays.asList(spark.table("t").columns()), kind);
            assertEquals(sorted(expected), sorted(spark.table("t")), kind);
            dropTables();
        }
        create(form, "xqpgn", "sample-data/xiangqi/xiangqi-chinese-gbk.pgn",
                Map.of("encoding", "GBK", "bytesPerPartition", "100"));
        assertEquals(sorted(spark.read().format("xqpgn").option("encoding", "GBK").load("sample-data/xiangqi/xiangqi-chinese-gbk.pgn")
                .select("white", "black", "result")), sorted(spark.sql("SELECT white, black, result FROM t")));
    }

    private static List<String> sorted(Dataset<Row> rows) {
        return rows(rows).stream().sorted().toList();
    }

    @Test
    void aTableWithoutAPathIsRefusedWhenCreated() {
        Exception e = assertThrows(Exception.class, () -> spark.sql("CREATE TABLE t USING chess"));
        assertTrue(e.getMessage().contains("no path"), e.getMessage());
        Exception view = assertThrows(Exception.class, () -> spark.sql("CREATE TEMPORARY VIEW t USING scid OPTIONS (table 'moves')"));
        assertTrue(view.getMessage().contains("no path"), view.getMessage());
    }

    @Test
    void aTableWithItsOwnSchemaOrPartitioningIsRefused() {
        Exception schema = assertThrows(Exception.class,
                () -> spark.sql("CREATE TABLE t (white STRING) USING scid OPTIONS (path '" + SCID + "')"));
        assertTrue(schema.getMessage().contains("fixed schema"), schema.getMessage());
    }

    @Test
    void anUnknownOptionValueFailsWithTheOptionsName() {
        Exception e = assertThrows(Exception.class,
                () -> spark.sql("CREATE TABLE t USING scid OPTIONS (path '" + SCID + "', table 'players')"));
        assertTrue(e.getMessage().contains("option table must be games, moves, names or full"), e.getMessage());
    }

    /** Index-only queries never open the game file: with its records destroyed they still answer; a record query fails. */
    @Test
    void aPrunedQueryThroughSqlNeverReadsTheGameRecords() throws IOException {
        Path dir = Files.createDirectories(temp.resolve("scid"));
        for (String extension : List.of("si4", "sn4", "sg4")) {
            Files.copy(Path.of("sample-data/scid/famous." + extension), dir.resolve("famous." + extension));
        }
        Path games = dir.resolve("famous.sg4");
        byte[] destroyed = new byte[(int) Files.size(games)];
        Arrays.fill(destroyed, (byte) 0xFF);
        Files.write(games, destroyed);
        spark.sql("CREATE TABLE t USING scid LOCATION '" + dir + "' OPTIONS (mode 'FAILFAST')");
        assertEquals(List.of("[Greco, Gioachino,NN,1620]"), rows(spark.sql("SELECT white, black, year FROM t WHERE year = 1620")));
        assertThrows(Exception.class, () -> spark.sql("SELECT tags, game_comment FROM t").collectAsList());
    }

    @Test
    void droppingATableLeavesTheDatabasesAlone() throws IOException {
        Path dir = Files.createDirectories(temp.resolve("kept"));
        for (String extension : List.of("si4", "sn4", "sg4")) {
            Files.copy(Path.of("sample-data/scid/famous." + extension), dir.resolve("famous." + extension));
        }
        spark.sql("CREATE TABLE t USING chess OPTIONS (path '" + dir + "')");
        assertEquals(11L, spark.sql("SELECT count(*) FROM t").first().getLong(0));
        spark.sql("DROP TABLE t");
        try (var files = Files.list(dir)) {
            assertEquals(3L, files.count());
        }
    }

    /** Spark routes {@code format.`path`} only to its own file sources; reading.md says to use a view. */
    @Test
    void theDirectFileQueryFormIsSparksOwnAndSaysSo() {
        Exception e = assertThrows(Exception.class, () -> spark.sql("SELECT count(*) FROM scid.`" + SCID + "`").collect());
        assertTrue(e.getMessage().contains("UNSUPPORTED_DATASOURCE_FOR_DIRECT_QUERY"), e.getMessage());
    }
}
