package org.chesslake.ingest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.stream.Stream;
import org.apache.iceberg.Snapshot;
import org.apache.iceberg.Table;
import org.apache.iceberg.catalog.TableIdentifier;
import org.apache.iceberg.rest.RESTCatalog;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.chesslake.cli.IngestJob;
import org.chesslake.cli.SqlJob;
import org.chesslake.lake.IcebergLake;
import org.chesslake.lake.LakeTable;
import org.chesslake.testing.IntegrationTest;
import org.chesslake.testing.TestSpark;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import scala.jdk.javaapi.CollectionConverters;

/**
 * The lake in a REST catalog ({@link InProcessRestCatalog}): the ingest with {@code --catalog},
 * the tables read back through the catalog, a re-ingest of one source, and the publish as one
 * multi-table commit: a reader that keeps loading the tables through its own REST client during
 * the publishes never sees games and moves of different runs.
 */
@IntegrationTest
class RestCatalogLakeTest {

    private static final SparkSession SPARK = TestSpark.session();
    private static final String CATALOG = "rest_test";

    @TempDir
    Path temp;

    @Test
    void ingestsIntoARestCatalogAndPublishesEveryTableInOneCommit() throws Exception {
        try (InProcessRestCatalog server = new InProcessRestCatalog(temp.resolve("warehouse"))) {
            server.sparkConf(CATALOG).forEach(SPARK.conf()::set);
            // a PGN database that changes in place between runs: all 11 games, or the first 7
            Path scid = temp.resolve("in-scid");
            Path games = scid.resolve("scid/famous.pgn");
            writeGames(games, 11);
            Path dcg = copy("dcg", "dcg", temp.resolve("in-dcg"));
            Path output = temp.resolve("out");

            IngestReport first = ingest(output, scid, dcg);
            assertEquals(Set.of("games", "moves", "names", "positions", "sources"), first.snapshots().keySet());
            assertEquals(1, server.transactions(), "one multi-table commit");
            assertTrue(Files.isDirectory(temp.resolve("warehouse/chess/games/metadata")), "the tables are the catalog's");
            assertFalse(Files.exists(output.resolve("games")), "the output holds the report only");
            assertEquals(List.of("dcg/famous,11", "scid/famous,11"), gamesBySource(output));
            long scidMoves = SPARK.read().format("scid").option("table", "moves").load("sample-data/scid").count();
            assertEquals(415, scidMoves);
            assertEquals(scidMoves, movesOf(output, "scid/famous"));

            // re-ingest one source, changed: its rows change, the other's stay
            writeGames(games, 7);
            ingest(output, scid);
            assertEquals(List.of("dcg/famous,11", "scid/famous,7"), gamesBySource(output));
            assertEquals(2, server.transactions());
            for (LakeTable table : LakeTable.values()) {
                assertEquals(Set.of("main"), lake(output).table(table).orElseThrow().refs().keySet(),
                        "the run's branch is dropped in the same commit: " + table);
            }

            // a reader during publishes: games and moves always of the same run
            Map<Long, Long> published = new ConcurrentHashMap<>(); // games rows -> moves rows, of each publish
            published.put(totalRecords(lake(output), LakeTable.GAMES), totalRecords(lake(output), LakeTable.MOVES));
            AtomicBoolean publishing = new AtomicBoolean(true);
            List<long[]> seen = new ArrayList<>();
            AtomicInteger reads = new AtomicInteger();
            AtomicReference<Throwable> readerFailed = new AtomicReference<>();
            Thread reader = new Thread(() -> readUntil(server.uri(), publishing, seen, reads));
            reader.setUncaughtExceptionHandler((thread, e) -> readerFailed.set(e));
            reader.start();
            try {
                for (int count : List.of(11, 7, 11, 7)) {
                    writeGames(games, count);
                    ingest(output, scid);
                    published.put(totalRecords(lake(output), LakeTable.GAMES),
                            totalRecords(lake(output), LakeTable.MOVES));
                }
            } finally {
                publishing.set(false);
                reader.join();
            }
            assertNull(readerFailed.get(), () -> "the reader failed: " + readerFailed.get());
            assertEquals(6, server.transactions());
            assertEquals(2, published.size(), "two states of the lake: " + published);
            Set<Long> gamesSeen = new TreeSet<>();
            for (long[] state : seen) {
                assertEquals(published.get(state[0]), state[1],
                        "the reader saw games of one run (" + state[0] + " rows) with moves of another (" + state[1] + ")");
                gamesSeen.add(state[0]);
            }
            assertEquals(published.keySet(), gamesSeen, "the reader read both states (" + reads + " reads)");
        } finally {
            CollectionConverters.asJava(SPARK.conf().getAll()).keySet().stream()
                    .filter(key -> key.startsWith("spark.sql.catalog." + CATALOG)).forEach(SPARK.conf()::unset);
        }
    }

    /**
     * Loads games, moves and games again through a client of its own until told to stop; where
     * games did not change in between, the two tables' row counts are one state of the lake.
     */
    private static void readUntil(String uri, AtomicBoolean publishing, List<long[]> seen, AtomicInteger reads) {
        try (RESTCatalog client = new RESTCatalog()) {
            client.initialize("reader", Map.of("uri", uri));
            TableIdentifier games = TableIdentifier.of("chess", "games");
            TableIdentifier moves = TableIdentifier.of("chess", "moves");
            while (publishing.get()) {
                Snapshot before = client.loadTable(games).currentSnapshot();
                Snapshot movesNow = client.loadTable(moves).currentSnapshot();
                Snapshot after = client.loadTable(games).currentSnapshot();
                reads.incrementAndGet();
                if (before.snapshotId() == after.snapshotId()) {
                    synchronized (seen) {
                        seen.add(new long[] {records(before), records(movesNow)});
                    }
                }
            }
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private static long records(Snapshot snapshot) {
        return Long.parseLong(snapshot.summary().get("total-records"));
    }

    private static long totalRecords(IcebergLake lake, LakeTable table) {
        Table iceberg = lake.table(table).orElseThrow();
        return records(iceberg.currentSnapshot());
    }

    private IngestReport ingest(Path output, Path... inputs) throws IOException {
        List<String> args = new ArrayList<>(List.of("--output", output.toString(), "--catalog", CATALOG, "--input"));
        Stream.of(inputs).map(Path::toString).forEach(args::add);
        return new Ingest(SPARK, IngestJob.parse(args.toArray(String[]::new))).run();
    }

    private static IcebergLake lake(Path output) {
        return IcebergLake.of(SPARK, output.toString(), CATALOG, IcebergLake.DEFAULT_NAMESPACE);
    }

    private static List<String> gamesBySource(Path output) {
        SqlJob.register(SPARK, output.toString(), CATALOG, IcebergLake.DEFAULT_NAMESPACE);
        return SPARK.sql("SELECT source, count(*) FROM games GROUP BY source ORDER BY source").collectAsList()
                .stream().map(row -> row.getString(0) + "," + row.getLong(1)).toList();
    }

    private static long movesOf(Path output, String source) {
        SqlJob.register(SPARK, output.toString(), CATALOG, IcebergLake.DEFAULT_NAMESPACE);
        Row row = SPARK.sql("SELECT count(*) FROM moves WHERE source = '" + source + "'").first();
        return row.getLong(0);
    }

    /** The first {@code count} games of sample-data/famous-games.pgn as the file {@code pgn}. */
    private static void writeGames(Path pgn, int count) throws IOException {
        String[] games = Files.readString(Path.of("sample-data/famous-games.pgn")).split("(?m)^(?=\\[Event )");
        Files.createDirectories(pgn.getParent());
        Files.writeString(pgn, String.join("", java.util.Arrays.copyOfRange(games, 0, count)));
    }

    /** sample-data/SAMPLE's files into INPUT/DIR/: their source is DIR/famous. */
    private static Path copy(String sample, String dir, Path input) throws IOException {
        Path target = input.resolve(dir);
        Files.createDirectories(target);
        try (Stream<Path> files = Files.list(Path.of("sample-data", sample))) {
            for (Path file : files.toList()) {
                Files.copy(file, target.resolve(file.getFileName()));
            }
        }
        return input;
    }
}
