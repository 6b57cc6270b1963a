package org.chesslake.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import org.apache.hadoop.conf.Configuration;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.functions;
import org.apache.spark.sql.types.MapType;
import org.apache.spark.sql.types.StructField;
import org.chesslake.lake.IcebergLake;
import org.chesslake.lake.LakeTable;
import org.chesslake.lake.RunLease;
import org.chesslake.testing.IntegrationTest;
import org.chesslake.testing.JobRun;
import org.chesslake.testing.NoRenameFileSystem;
import org.chesslake.testing.TestSpark;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A lake on an object store, stood in for by {@link NoRenameFileSystem} (a scheme chesslake takes
 * for one, where any rename fails): without {@code --catalog} every job stops before it writes
 * (exit 2); with Iceberg's JDBC catalog (on SQLite) the ingest, a re-run, a lease's renewals,
 * maintenance, an export and a query all run there, and none renames a file.
 */
@IntegrationTest
class ObjectStoreLakeTest {

    private static final SparkSession SPARK = TestSpark.session();
    private static final String CATALOG = "objectstore";
    private static final String NAMESPACE = "chess";
    private static final Path SAMPLE_DATA = Path.of("sample-data");

    @TempDir
    static Path temp;


    private static JobRun run(Job job, String... argv) {
        return JobRun.of(job, argv);
    }

    private static Configuration hadoopConf() {
        return SPARK.sparkContext().hadoopConfiguration();
    }

    @BeforeAll
    static void registerTheStoreAndTheCatalog() {
        NoRenameFileSystem.register(hadoopConf());
        catalogConf().forEach(SPARK.conf()::set);
    }

    @AfterAll
    static void unsetTheCatalog() {
        catalogConf().keySet().forEach(SPARK.conf()::unset);
    }

    /** Iceberg's JDBC catalog on an SQLite file, its warehouse on the store. */
    private static Map<String, String> catalogConf() {
        String prefix = "spark.sql.catalog." + CATALOG;
        return Map.of(prefix, "org.apache.iceberg.spark.SparkCatalog",
                prefix + ".type", "jdbc",
                prefix + ".uri", "jdbc:sqlite:" + temp.resolve("catalog.db").toAbsolutePath(),
                prefix + ".jdbc.schema-version", "V1",
                prefix + ".warehouse", NoRenameFileSystem.path(temp.resolve("warehouse")));
    }

    private static String[] onLake(String lake, String... argv) {
        List<String> args = new java.util.ArrayList<>(List.of("--lake", lake, "--catalog", CATALOG, "--namespace", NAMESPACE));
        args.addAll(List.of(argv));
        return args.toArray(String[]::new);
    }

    /** The rows with each map column as its JSON, for a set operation (which takes no map). */
    private static Dataset<Row> comparable(Dataset<Row> rows) {
        for (StructField field : rows.schema().fields()) {
            if (field.dataType() instanceof MapType) {
                rows = rows.withColumn(field.name(), functions.to_json(functions.col(field.name())));
            }
        }
        return rows;
    }

    @Test
    void withoutACatalogEveryJobStopsBeforeItWrites() {
        Path refused = temp.resolve("refused");
        String lake = NoRenameFileSystem.path(refused.resolve("lake"));
        List<JobRun> runs = List.of(
                run(new IngestJob(new Properties()), "--input", SAMPLE_DATA.resolve("famous-games.pgn").toString(),
                        "--lake", lake),
                run(new MaintainJob(), "--lake", lake),
                run(new ExportJob(), "--lake", lake, "--format", "pgn", "--where", "true", "--output",
                        NoRenameFileSystem.path(refused.resolve("out.pgn"))),
                run(new SqlJob(), "--lake", lake, "SELECT count(*) FROM games"));
        for (JobRun run : runs) {
            assertEquals(ExitCode.USAGE.status(), run.status(), run.err());
            assertTrue(run.err().contains("is on an object store (" + NoRenameFileSystem.SCHEME + ":) and no --catalog"
                    + " is given"), run.err());
            assertTrue(run.err().contains("spark.sql.catalog.lake.type=jdbc"), run.err());
        }
        assertFalse(Files.exists(refused), "nothing was written");
    }

    @Test
    void withAJdbcCatalogEveryJobRunsThereAndRenamesNothing() throws IOException {
        String lake = NoRenameFileSystem.path(temp.resolve("lake"));
        String input = NoRenameFileSystem.path(SAMPLE_DATA);
        JobRun ingest = run(new IngestJob(new Properties()), onLake(lake, "--input", input));
        assertEquals(0, ingest.status(), ingest.err());

        // the rows of the same input ingested into an embedded local lake
        Path localLake = temp.resolve("local-lake");
        JobRun local = run(new IngestJob(new Properties()), "--input", SAMPLE_DATA.toString(), "--lake", localLake.toString());
        assertEquals(0, local.status(), local.err());
        IcebergLake onStore = IcebergLake.of(SPARK, lake, CATALOG, NAMESPACE);
        IcebergLake onDisk = IcebergLake.embedded(SPARK, localLake.toString());
        for (LakeTable table : List.of(LakeTable.GAMES, LakeTable.MOVES, LakeTable.NAMES)) {
            Dataset<Row> stored = comparable(onStore.published(table).orElseThrow());
            Dataset<Row> expected = comparable(onDisk.published(table).orElseThrow());
            assertTrue(stored.count() > 0, table.tableName());
            assertEquals(expected.count(), stored.count(), table.tableName());
            assertEquals(0, expected.exceptAll(stored).count(), table.tableName());
        }

        Map<String, Long> snapshots = onStore.snapshots();
        JobRun again = run(new IngestJob(new Properties()), onLake(lake, "--input", input));
        assertEquals(0, again.status(), again.err());
        assertEquals(snapshots.get("games"), onStore.snapshots().get("games"), "an unchanged re-run publishes nothing");

        org.apache.hadoop.fs.Path lakePath = new org.apache.hadoop.fs.Path(lake);
        try (RunLease lease = RunLease.acquire(lakePath, hadoopConf(), "renewing", Duration.ofSeconds(30))) {
            lease.renew();
            lease.claim(Set.of("famous-games.pgn"));
            assertEquals(Set.of("renewing"), RunLease.live(lakePath, hadoopConf()));
        }

        JobRun maintain = run(new MaintainJob(), onLake(lake));
        assertEquals(0, maintain.status(), maintain.err());

        Path exported = temp.resolve("export/chess.pgn");
        JobRun export = run(new ExportJob(), onLake(lake, "--format", "pgn", "--where", "variant = 'chess'",
                "--output", NoRenameFileSystem.path(exported)));
        assertEquals(0, export.status(), export.err());
        long chessGames = onStore.published(LakeTable.GAMES).orElseThrow().where("variant = 'chess'").count();
        assertEquals(chessGames, SPARK.read().format("pgn").load(exported.toString()).count());
        try (var left = Files.list(exported.getParent())) {
            assertEquals(List.of("chess.pgn"), left.map(p -> p.getFileName().toString())
                    .filter(name -> !name.endsWith(".crc")).toList(), "nothing but the export");
        }

        JobRun sql = run(new SqlJob(), onLake(lake, "--format", "csv", "SELECT count(*) AS n FROM games"));
        assertEquals(0, sql.status(), sql.err());
        assertEquals(List.of("n", String.valueOf(onStore.published(LakeTable.GAMES).orElseThrow().count())),
                sql.out().lines().toList());
    }
}
