package org.chesslake.ingest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.apache.spark.sql.SparkSession;
import org.chesslake.cli.IngestJob;
import org.chesslake.lake.IcebergLake;
import org.chesslake.lake.SourcesTable;
import org.chesslake.testing.IntegrationTest;
import org.chesslake.testing.TestSpark;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The lake in a catalog that caches its tables (Iceberg's default for a Spark catalog; here its entries
 * never expire), written by two drivers: this session and a second one, whose catalog and cache are its
 * own. What this session reads and decides from the lake is what the other published since its cache
 * loaded the tables: the other's run of the source, and a source the other re-ingested is unchanged here.
 */
@IntegrationTest
class CachingCatalogLakeTest {

    private static final SparkSession SPARK = TestSpark.session();
    private static final String CATALOG = "caching_lake";

    @TempDir
    Path temp;

    @Test
    void aRunSeesWhatAnotherDriverPublishedAfterItsCatalogCachedTheTables() throws IOException {
        String prefix = "spark.sql.catalog." + CATALOG;
        Map<String, String> catalog = Map.of(prefix, "org.apache.iceberg.spark.SparkCatalog",
                prefix + ".type", "hadoop",
                prefix + ".warehouse", temp.resolve("warehouse").toUri().toString(),
                prefix + ".cache-enabled", "true",
                prefix + ".cache.expiration-interval-ms", "-1");
        SparkSession other = SPARK.newSession();
        catalog.forEach(other.conf()::set);
        catalog.forEach(SPARK.conf()::set);
        try {
            Path games = temp.resolve("in/famous-games.pgn");
            Files.createDirectories(games.getParent());
            String pgn = Files.readString(Path.of("sample-data/famous-games.pgn"), StandardCharsets.UTF_8);
            Files.writeString(games, pgn, StandardCharsets.UTF_8);
            String input = games.getParent().toString();

            IngestReport first = ingest(SPARK, input);
            String firstRun = SourcesTable.read(lake(SPARK)).get("famous-games").runId(); // cached here

            // the other driver re-ingests the source, changed: its first 7 games
            Files.writeString(games, pgn.substring(0, nthGame(pgn, 8)), StandardCharsets.UTF_8);
            IngestReport others = ingest(other, input);
            assertEquals(SourceStatus.CHANGED, others.sources().get(0).status());
            String otherRun = SourcesTable.read(lake(other)).get("famous-games").runId();
            assertNotEquals(firstRun, otherRun);

            assertEquals(otherRun, SourcesTable.read(lake(SPARK)).get("famous-games").runId(), "the other's run, read here");
            IngestReport again = ingest(SPARK, input);
            assertEquals(SourceStatus.UNCHANGED, again.sources().get(0).status(), "as the other driver left it");
            assertEquals(others.snapshots(), again.snapshots(), "nothing published");
            assertNotEquals(first.snapshots(), again.snapshots());
            assertEquals(7L, lake(SPARK).published(org.chesslake.lake.LakeTable.GAMES).orElseThrow().count());
        } finally {
            catalog.keySet().forEach(SPARK.conf()::unset);
        }
    }

    private IngestReport ingest(SparkSession spark, String input) throws IOException {
        return new Ingest(spark, IngestJob.parse("--input", input, "--lake", temp.resolve("lake").toString(),
                "--catalog", CATALOG)).run();
    }

    private IcebergLake lake(SparkSession spark) {
        return IcebergLake.of(spark, temp.resolve("lake").toString(), CATALOG, IcebergLake.DEFAULT_NAMESPACE);
    }

    /** Where the {@code n}th game of a PGN text starts. */
    private static int nthGame(String pgn, int n) {
        int at = -1;
        for (int game = 0; game < n; game++) {
            at = pgn.indexOf("[Event ", at + 1);
        }
        return at;
    }
}
