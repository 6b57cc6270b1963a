package org.chesslake.ingest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import org.apache.spark.sql.SparkSession;
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

    /** The lake of an ingest into a catalog (--catalog, --namespace) is queried in that catalog. */
    @Test
    void aCatalogLakeIsQueriedInItsCatalog() throws IOException {
        String catalog = "sqljob_test_catalog";
        SPARK.conf().set("spark.sql.catalog." + catalog, "org.apache.iceberg.spark.SparkCatalog");
        SPARK.conf().set("spark.sql.catalog." + catalog + ".type", "hadoop");
        SPARK.conf().set("spark.sql.catalog." + catalog + ".warehouse", temp.resolve("warehouse").toUri().toString());
        Path output = temp.resolve("report-only");
        IngestReport report = new Ingest(SPARK, IngestArgs.parse("--input", SCID, "--output", output.toString(),
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
