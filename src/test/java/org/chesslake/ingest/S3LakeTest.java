package org.chesslake.ingest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.LocatedFileStatus;
import org.apache.hadoop.fs.RemoteIterator;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.functions;
import org.apache.spark.sql.types.MapType;
import org.apache.spark.sql.types.StructField;
import org.chesslake.cli.ExitCode;
import org.chesslake.cli.ExportJob;
import org.chesslake.cli.IngestJob;
import org.chesslake.cli.Job;
import org.chesslake.cli.MaintainJob;
import org.chesslake.cli.SqlJob;
import org.chesslake.lake.IcebergLake;
import org.chesslake.lake.LakeTable;
import org.chesslake.lake.RunLease;
import org.chesslake.testing.ExternalSystemTest;
import org.chesslake.testing.IntegrationTest;
import org.chesslake.testing.JobRun;
import org.chesslake.testing.S3Mock;
import org.chesslake.testing.TestSpark;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * A lake on S3 ({@link S3Mock}) in each catalog that is safe there: Iceberg's JDBC catalog (on SQLite,
 * as users run it on PostgreSQL) and a REST catalog ({@link InProcessRestCatalog}), each with its
 * warehouse on S3. From {@code s3a://} into the lake: an ingest whose rows are the embedded local lake's,
 * an unchanged re-run that publishes nothing, a changed source re-ingested, a second driver (a child JVM)
 * beside this one on the same source (the run that started first commits, the other stops) and on another
 * (both commit), a driver killed with SIGKILL while it writes and the next run's recovery, then
 * {@code jobs/maintain}, {@code jobs/export} to S3 and {@code jobs/sql}. S3A fails any rename here
 * ({@link org.chesslake.testing.NoRenameS3AFileSystem}): all of it renames nothing.
 */
@IntegrationTest
@ExternalSystemTest
class S3LakeTest {

    private static final SparkSession SPARK = TestSpark.session();
    private static final Path SAMPLE = Path.of("sample-data");
    private static final String NAMESPACE = "chess";

    @TempDir
    static Path temp;

    private static S3Mock s3;
    private static InProcessRestCatalog rest;
    private static Path localLake;

    /** The catalogs a lake on S3 is tested in. */
    enum Catalog {
        JDBC, REST;

        String catalogName() {
            return "s3_" + name().toLowerCase(java.util.Locale.ROOT);
        }

        String root() {
            return s3.path(name().toLowerCase(java.util.Locale.ROOT));
        }

        Map<String, String> sparkConf() {
            String prefix = "spark.sql.catalog." + catalogName();
            return switch (this) {
                case JDBC -> Map.of(prefix, "org.apache.iceberg.spark.SparkCatalog",
                        prefix + ".type", "jdbc",
                        // two drivers commit to it side by side: SQLite waits for the other's lock
                        prefix + ".uri", "jdbc:sqlite:" + temp.resolve("catalog.db").toAbsolutePath() + "?busy_timeout=30000",
                        prefix + ".jdbc.schema-version", "V1",
                        prefix + ".warehouse", root() + "/warehouse");
                case REST -> {
                    Map<String, String> conf = new java.util.HashMap<>(rest.sparkConf(catalogName()));
                    // Hadoop's s3a:// as the tables' FileIO: a REST client's default resolves s3a:// to Iceberg's
                    // own S3FileIO, which needs more of the AWS SDK and its own S3 settings
                    conf.put(prefix + ".io-impl", "org.apache.iceberg.hadoop.HadoopFileIO");
                    yield conf;
                }
            };
        }
    }

    @BeforeAll
    static void startTheServersAndIngestLocally() throws Exception {
        s3 = S3Mock.start(temp);
        s3.configure(hadoopConf());
        rest = new InProcessRestCatalog(Catalog.REST.root() + "/warehouse", s3.hadoopConf());
        for (Catalog catalog : Catalog.values()) {
            catalog.sparkConf().forEach(SPARK.conf()::set);
        }
        localLake = temp.resolve("local-lake");
        JobRun local = run(new IngestJob(new Properties()), "--input", SAMPLE.toString(), "--lake", localLake.toString());
        assertEquals(0, local.status(), local.err());
    }

    @AfterAll
    static void stopTheServers() throws IOException {
        for (Catalog catalog : Catalog.values()) {
            catalog.sparkConf().keySet().forEach(SPARK.conf()::unset);
        }
        if (rest != null) {
            rest.close();
        }
        if (s3 != null) {
            s3.close();
        }
    }

    private static Configuration hadoopConf() {
        return SPARK.sparkContext().hadoopConfiguration();
    }


    private static JobRun run(Job job, String... argv) {
        return JobRun.of(job, argv);
    }

    private static List<String> onLake(Catalog catalog, String... argv) {
        List<String> args = new ArrayList<>(List.of("--lake", catalog.root() + "/lake", "--catalog", catalog.catalogName(),
                "--namespace", NAMESPACE));
        args.addAll(List.of(argv));
        return args;
    }

    private static IngestReport ingest(Catalog catalog, String... argv) throws IOException {
        return ingest(catalog, IngestListener.NONE, argv);
    }

    private static IngestReport ingest(Catalog catalog, IngestListener listener, String... argv) throws IOException {
        return new Ingest(SPARK, IngestJob.parse(onLake(catalog, argv).toArray(String[]::new)), listener).run();
    }

    private static IcebergLake lake(Catalog catalog) {
        return IcebergLake.of(SPARK, catalog.root() + "/lake", catalog.catalogName(), NAMESPACE);
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

    private static Map<LakeTable, List<String>> contents(IcebergLake lake) {
        Map<LakeTable, List<String>> contents = new TreeMap<>();
        for (LakeTable table : List.of(LakeTable.GAMES, LakeTable.MOVES, LakeTable.NAMES)) {
            contents.put(table, comparable(lake.published(table).orElseThrow()).collectAsList().stream()
                    .map(Row::toString).sorted().toList());
        }
        return contents;
    }

    private static Map<String, String> runIds(IcebergLake lake) {
        Map<String, String> runs = new TreeMap<>();
        lake.published(LakeTable.SOURCES).orElseThrow().collectAsList()
                .forEach(r -> runs.put(r.getAs("source"), r.getAs("run_id")));
        return runs;
    }

    private static Map<String, Long> games(IcebergLake lake) {
        Map<String, Long> counts = new TreeMap<>();
        lake.published(LakeTable.GAMES).orElseThrow().groupBy("source").count().collectAsList()
                .forEach(r -> counts.put(r.getString(0), r.getLong(1)));
        return counts;
    }

    /** The files below {@code dir} on S3. */
    private static Set<String> files(String dir) throws IOException {
        org.apache.hadoop.fs.Path path = new org.apache.hadoop.fs.Path(dir);
        FileSystem fs = path.getFileSystem(hadoopConf());
        Set<String> files = new HashSet<>();
        if (fs.exists(path)) {
            RemoteIterator<LocatedFileStatus> listed = fs.listFiles(path, true);
            while (listed.hasNext()) {
                files.add(listed.next().getPath().toString());
            }
        }
        return files;
    }

    /** A child driver on the lake: S3A on S3Mock, the catalog, and {@code options} (JVM options). */
    private static ChildIngest child(Catalog catalog, String name, List<String> options, String... argv) throws IOException {
        List<String> jvmOptions = new ArrayList<>(s3.sparkJvmOptions());
        catalog.sparkConf().forEach((key, value) -> jvmOptions.add("-D" + key + "=" + value));
        jvmOptions.addAll(options);
        return ChildIngest.start(temp.resolve(catalog + "-" + name + ".log"), jvmOptions, onLake(catalog, argv));
    }

    @ParameterizedTest
    @EnumSource(Catalog.class)
    void aLakeOnS3InACatalogThatIsSafeThere(Catalog catalog) throws Exception {
        String input = s3.upload(SAMPLE, catalog.name().toLowerCase(java.util.Locale.ROOT) + "/in/sample-data", hadoopConf());
        String lakeDir = catalog.root() + "/lake";

        // the ingest from s3a:// gives the rows of the embedded local lake
        IngestReport first = ingest(catalog, "--input", input);
        assertEquals(7, first.sources().size(), first.sources().toString());
        IcebergLake lake = lake(catalog);
        Map<LakeTable, List<String>> expected = contents(IcebergLake.embedded(SPARK, localLake.toString()));
        assertEquals(expected, contents(lake));
        assertTrue(files(catalog.root() + "/warehouse").stream().anyMatch(f -> f.contains("/moves/") && f.endsWith(".parquet")),
                "the tables' files are on S3");

        // an unchanged re-run publishes nothing
        Map<String, Long> snapshots = lake.snapshots();
        IngestReport again = ingest(catalog, "--input", input);
        assertEquals(snapshots, lake.snapshots(), "an unchanged re-run publishes nothing");

        // a changed source is re-ingested: famous-games.pgn with its first 7 games
        Path seven = temp.resolve(catalog + "-famous-games.pgn");
        String pgn = Files.readString(SAMPLE.resolve("famous-games.pgn"), StandardCharsets.UTF_8);
        int eighth = 0;
        for (int game = 0; game < 7; game++) {
            eighth = pgn.indexOf("[Event ", eighth + 1);
        }
        Files.writeString(seven, pgn.substring(0, eighth), StandardCharsets.UTF_8);
        s3.upload(seven, catalog.name().toLowerCase(java.util.Locale.ROOT) + "/in/sample-data/famous-games.pgn", hadoopConf());
        ingest(catalog, "--input", input);
        assertEquals(7L, games(lake).get("famous-games"));

        // two drivers on one source: of two runs that overlap, the one that started first commits and the other
        // stops. This JVM's run, all staged, holds until a child driver's run on the source has ended.
        String scid = input + "/{scid}";
        AtomicReference<List<String>> mineRun = new AtomicReference<>();
        AtomicReference<ChildIngest> same = new AtomicReference<>();
        AtomicInteger sameExit = new AtomicInteger(-1);
        IngestReport held = ingest(catalog, IngestListeners.gamesStaged(staging -> {
            try {
                mineRun.set(RunLease.leases(new org.apache.hadoop.fs.Path(lakeDir), hadoopConf()).stream()
                        .filter(l -> l.sources().contains("scid/famous")).map(RunLease.Lease::runId).toList());
                same.set(child(catalog, "same", List.of(), "--full", "--input", scid));
                sameExit.set(same.get().finish());
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        }), "--full", "--input", scid);
        assertEquals(1, mineRun.get().size(), "the leases on scid/famous before the child started: " + mineRun);
        String output = same.get().output();
        assertEquals(ExitCode.LAKE_BUSY.status(), sameExit.get(), output);
        assertTrue(output.contains("source scid/famous is being written by run " + mineRun.get().get(0)), output);
        assertEquals(List.of("scid/famous"), held.sources().stream().map(SourceReport::source).toList());
        assertEquals(mineRun.get().get(0), runIds(lake).get("scid/famous"), "the source's row is the committing run's");

        // two drivers on disjoint sources: both commit
        ChildIngest disjoint = child(catalog, "disjoint", List.of(), "--full", "--input", input + "/{dcg}");
        String disjointRun = disjoint.awaitClaim(lakeDir, hadoopConf(), "dcg/famous");
        IngestReport mine = ingest(catalog, "--full", "--input", input + "/{cbf}");
        assertEquals(0, disjoint.finish(), disjoint.output());
        Map<String, String> runs = runIds(lake);
        assertEquals(disjointRun, runs.get("dcg/famous"));
        assertNotEquals(disjointRun, runs.get("cbf/famous"));
        assertEquals(1, mine.sources().size());
        assertEquals(0, lake.published(LakeTable.MOVES).orElseThrow().groupBy("game_id", "line_id", "ply").count()
                .where("count > 1").count(), "no move twice");

        // a driver killed with SIGKILL while it writes the moves: the next run finds the lake as it was
        Map<LakeTable, List<String>> before = contents(lake);
        Set<String> warehouseBefore = files(catalog.root() + "/warehouse");
        // its lease lasts 1 s: the next run may recover its leftovers soon after the kill
        ChildIngest killed = child(catalog, "killed", List.of("-Dspark.chesslake.leaseSeconds=1"), "--full", "--input",
                input + "/{scid,dcg,chessassistant}");
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(240);
        boolean writingMoves = false;
        while (!writingMoves && killed.process().isAlive() && System.nanoTime() < deadline) {
            Set<String> now = files(catalog.root() + "/warehouse");
            now.removeAll(warehouseBefore);
            writingMoves = now.stream().anyMatch(f -> f.contains("/moves/") && f.endsWith(".parquet"));
            Thread.sleep(20);
        }
        killed.process().destroyForcibly(); // SIGKILL
        assertTrue(writingMoves, "the child wrote no moves file in time:\n" + killed.output());
        assertEquals(137, killed.process().waitFor(), "killed by SIGKILL, not finished");
        assertEquals(before, contents(lake), "after the kill");
        Thread.sleep(1500); // the killed run's lease (1 s) expires: only a dead run's leftovers are recovered
        IngestReport next = ingest(catalog, "--input", input);
        assertFalse(next.recovered().isEmpty(), "the next run recovers the killed one's leftovers");
        assertEquals(before, contents(lake), "after the run that followed the kill");
        assertEquals(Set.of(), RunLease.live(new org.apache.hadoop.fs.Path(lakeDir), hadoopConf()));

        // jobs/maintain, jobs/export to S3 and jobs/sql on the lake
        JobRun maintain = run(new MaintainJob(), onLake(catalog).toArray(String[]::new));
        assertEquals(0, maintain.status(), maintain.err());
        assertEquals(before, contents(lake), "maintenance keeps the rows");
        String exported = catalog.root() + "/export/chess.pgn";
        List<String> exportArgs = onLake(catalog, "--format", "pgn", "--where", "variant = 'chess'", "--output", exported);
        JobRun export = run(new ExportJob(), exportArgs.toArray(String[]::new));
        assertEquals(0, export.status(), export.err());
        long chessGames = lake.published(LakeTable.GAMES).orElseThrow().where("variant = 'chess'").count();
        assertEquals(chessGames, SPARK.read().format("pgn").load(exported).count());
        assertEquals(Set.of(exported), files(catalog.root() + "/export"), "nothing but the export");
        JobRun sql = run(new SqlJob(), onLake(catalog, "--format", "csv", "SELECT count(*) AS n FROM games").toArray(String[]::new));
        assertEquals(0, sql.status(), sql.err());
        assertEquals(List.of("n", String.valueOf(lake.published(LakeTable.GAMES).orElseThrow().count())), sql.out().lines().toList());
    }
}
