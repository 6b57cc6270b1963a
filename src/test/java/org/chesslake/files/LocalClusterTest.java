package org.chesslake.files;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.spark.sql.SparkSession;
import org.chesslake.cli.IngestJob;
import org.chesslake.ingest.Ingest;
import org.chesslake.testing.IntegrationTest;
import org.chesslake.testing.TestSpark;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A real multi-process cluster: Spark's {@code local-cluster[2,1,1024]} master (a standalone master
 * and two workers, every executor in its own JVM) runs the ingest job (its default Iceberg lake) and
 * reads games, moves and names of {@code sample-data/}, and gets the lake rows and the rows of the
 * embedded run. The driver ({@link LocalClusterReads}) runs in a JVM of its own, the test JVM's one
 * cluster ({@link LocalCluster}).
 */
@IntegrationTest
class LocalClusterTest {

    /** Three databases for the ingest, to keep the cluster run short. */
    private static final String INGESTED = "sample-data/{scid,xiangqi}";
    private static final List<String> READS = List.of("ingest:" + INGESTED,
            "scid:games:sample-data/scid/famous.si4", "xqpgn:moves:sample-data/xiangqi",
            "chess:games:sample-data", "chess:moves:sample-data", "chess:names:sample-data");

    @TempDir
    Path temp;

    @Test
    void executorsInTheirOwnJvmsIngestAndReadTheRowsOfTheEmbeddedRun() throws IOException, InterruptedException {
        Path out = Files.createDirectories(temp.resolve("out"));
        List<String> driverArgs = new ArrayList<>(List.of(out.toString()));
        driverArgs.addAll(READS);
        LocalCluster.Submitted clusterRun = LocalCluster.submit(LocalClusterDriver.Work.READS, driverArgs);

        // the embedded run's rows, in this JVM while the cluster's driver works
        SparkSession spark = TestSpark.session();
        String lake = temp.resolve("embedded-lake").toString();
        new Ingest(spark, IngestJob.parse("--input", INGESTED, "--output", lake)).run();
        Map<String, List<String>> ingested = new LinkedHashMap<>();
        for (String table : LocalClusterReads.TABLES) {
            ingested.put(table, LocalClusterReads.rows(IcebergLakeTables.read(spark, lake, table).collectAsList()));
        }
        List<List<String>> read = new ArrayList<>();
        for (int i = 1; i < READS.size(); i++) {
            String[] source = READS.get(i).split(":", 3);
            read.add(LocalClusterReads.rows(spark.read().format(source[0]).option("table", source[1]).load(source[2]).collectAsList()));
        }

        clusterRun.await();
        List<String> pids = Files.readAllLines(out.resolve("pids.txt"));
        String driverPid = pids.get(0).substring("driver ".length());
        List<String> executors = pids.subList(1, pids.size());
        assertEquals(2, executors.size(), "two executor JVMs ran tasks: " + pids);
        assertFalse(executors.contains(driverPid) || executors.contains(String.valueOf(ProcessHandle.current().pid())));

        for (String table : LocalClusterReads.TABLES) {
            List<String> embedded = ingested.get(table);
            List<String> cluster = Files.readAllLines(out.resolve("ingest-1-" + table + ".txt"));
            assertFalse(embedded.isEmpty());
            assertEquals(embedded, cluster, "ingest " + table);
            System.out.printf("local-cluster ingest %s: %d lake rows equal to the embedded ingest%n", table, cluster.size());
        }
        for (int i = 1; i < READS.size(); i++) {
            List<String> embedded = read.get(i - 1);
            List<String> cluster = Files.readAllLines(out.resolve("read-" + (i + 1) + ".txt"));
            assertFalse(embedded.isEmpty());
            assertEquals(embedded, cluster, READS.get(i));
            System.out.printf("local-cluster %s: %d rows equal to the embedded run%n", READS.get(i), cluster.size());
        }
    }
}
