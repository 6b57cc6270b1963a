package org.chesslake.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.chesslake.ingest.Ingest;
import org.chesslake.ingest.IngestReport;
import org.chesslake.testing.TestSpark;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Which lake jobs/sql queries is the lake's own answer: the tables of an Iceberg lake in a directory
 * or in a configured catalog; anything else is an error naming where it looked.
 */
class SqlJobLakeTest {

    private static final SparkSession SPARK = TestSpark.session();
    private static final String SCID = Path.of("sample-data", "scid").toAbsolutePath().toString();

    @TempDir
    Path temp;

    @AfterEach
    void leaveTheLake() {
        SPARK.sql("USE spark_catalog.default");
    }

    /** Plain Parquet directories named like the tables are no lake: jobs/sql says so, naming the directory. */
    @Test
    void aDirectoryOfParquetFilesIsNoLake() {
        Path notALake = temp.resolve("parquet-files");
        SPARK.read().format("scid").load(SCID).write().parquet(notALake.resolve("games").toString());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> SqlJob.register(SPARK, notALake.toString(), null, null));
        assertEquals(notALake + ": no lake here (none of the Iceberg tables games, moves, names)", e.getMessage());
        IllegalArgumentException nothing = assertThrows(IllegalArgumentException.class,
                () -> SqlJob.register(SPARK, temp.resolve("nowhere").toString(), null, null));
        assertTrue(nothing.getMessage().startsWith(temp.resolve("nowhere") + ": no lake here"), nothing.getMessage());
    }

    /**
     * CSV and table cells hold maps, arrays and structs as JSON text, whatever the columns are
     * named (two of the same name included); JSON output keeps them as JSON values.
     */
    @Test
    void complexValuesPrintAsJson() {
        Dataset<Row> query = SPARK.sql("SELECT 1 AS n, map('Event', 'Hastings, 1895') AS tags, array(1, 3) AS nags,"
                + " named_struct('ply', 2, 'san', 'e5') AS move, CAST(NULL AS map<string,string>) AS none, 'x' AS n");
        assertEquals(List.of("n,tags,nags,move,none,n", "1,\"{\"\"Event\"\":\"\"Hastings, 1895\"\"}\",\"[1,3]\","
                + "\"{\"\"ply\"\":2,\"\"san\"\":\"\"e5\"\"}\",,x"), printed(query, SqlJob.Format.CSV));
        assertEquals("n | tags                       | nags  | move                 | none | n",
                printed(query, SqlJob.Format.TABLE).get(0));
        assertEquals("1 | {\"Event\":\"Hastings, 1895\"} | [1,3] | {\"ply\":2,\"san\":\"e5\"} | NULL | x",
                printed(query, SqlJob.Format.TABLE).get(2));
        assertEquals(List.of("{\"n\":1,\"tags\":{\"Event\":\"Hastings, 1895\"},\"nags\":[1,3],\"move\":{\"ply\":2,\"san\":\"e5\"},\"n\":\"x\"}"),
                printed(query, SqlJob.Format.JSON));
    }

    private static List<String> printed(Dataset<Row> query, SqlJob.Format format) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        SqlJob.print(query, format, 10, new PrintStream(bytes, true, StandardCharsets.UTF_8));
        return bytes.toString(StandardCharsets.UTF_8).lines().toList();
    }

    /** The lake of an ingest into a catalog (--catalog, --namespace) is queried in that catalog. */
    @Test
    void aCatalogLakeIsQueriedInItsCatalog() throws IOException {
        String catalog = "sqljob_test_catalog";
        SPARK.conf().set("spark.sql.catalog." + catalog, "org.apache.iceberg.spark.SparkCatalog");
        SPARK.conf().set("spark.sql.catalog." + catalog + ".type", "hadoop");
        SPARK.conf().set("spark.sql.catalog." + catalog + ".warehouse", temp.resolve("warehouse").toUri().toString());
        Path output = temp.resolve("report-only");
        IngestReport report = new Ingest(SPARK, IngestJob.parse("--input", SCID, "--output", output.toString(),
                "--tables", "games", "--catalog", catalog, "--namespace", "club.games")).run();
        assertEquals(11, report.entries());

        SqlJob.register(SPARK, output.toString(), catalog, "club.games");
        assertEquals(11, SPARK.sql("SELECT count(*) FROM games WHERE source = 'famous'").first().getLong(0));

        IllegalArgumentException empty = assertThrows(IllegalArgumentException.class,
                () -> SqlJob.register(SPARK, output.toString(), catalog, "elsewhere"));
        assertEquals("catalog " + catalog + ", namespace elsewhere: no lake here (none of the Iceberg tables games, moves, names)",
                empty.getMessage());
    }
}
