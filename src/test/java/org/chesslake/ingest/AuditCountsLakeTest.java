package org.chesslake.ingest;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.count;
import static org.apache.spark.sql.functions.lit;
import static org.apache.spark.sql.functions.when;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.iceberg.DataFile;
import org.apache.iceberg.FileScanTask;
import org.apache.iceberg.Table;
import org.apache.iceberg.io.CloseableIterable;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.chesslake.cli.IngestJob;
import org.chesslake.lake.IcebergLake;
import org.chesslake.lake.LakeTable;
import org.chesslake.testing.IntegrationTest;
import org.chesslake.testing.TestSpark;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The audit's counts of a lake's data files, some counted from their metrics and some read, equal
 * those of a query over every row: the moves' main line (null {@code parent_line_id}) is the moves
 * with {@code line_id} 0, a file of one long-named source is known to be of that source.
 */
@IntegrationTest
class AuditCountsLakeTest {

    private static final SparkSession SPARK = TestSpark.session();
    private static final AuditCounts.Part PART = new AuditCounts.Part("table", "files");

    @TempDir
    Path temp;

    @Test
    void filesCountedFromTheirMetricsCountAsTheirRowsRead() throws IOException {
        Path lake = temp.resolve("lake");
        new Ingest(SPARK, IngestJob.parse("--input", Path.of("sample-data").toAbsolutePath().toString(),
                "--output", lake.toString())).run();
        // a second run of one database whose source is longer than Iceberg's default 16-character bounds
        Path solo = Files.createDirectories(temp.resolve("solo"));
        Files.copy(Path.of("sample-data/famous-games.pgn"), solo.resolve("a-database-with-a-long-name.pgn"));
        new Ingest(SPARK, IngestJob.parse("--input", solo.toString(), "--output", lake.toString())).run();

        IcebergLake iceberg = IcebergLake.embedded(SPARK, lake.toString());
        Map<LakeTable, AuditCounts.Measures> measures = Map.of(
                LakeTable.MOVES, new AuditCounts.Measures(null, null, "parent_line_id"),
                LakeTable.NAMES, AuditCounts.Measures.ROWS,
                LakeTable.GAMES, new AuditCounts.Measures("decode_error", null, null));
        int byMetrics = 0;
        int read = 0;
        for (LakeTable lakeTable : measures.keySet()) {
            Table table = iceberg.table(lakeTable).orElseThrow();
            List<DataFile> files = files(table);
            for (DataFile file : files) {
                if (AuditCounts.countedByMetrics(file, table.schema(), measures.get(lakeTable)).isPresent()) {
                    byMetrics++;
                } else {
                    read++;
                }
            }
            Map<String, AuditCounts.Counts> audited = new AuditCounts(SPARK)
                    .addFiles(PART, files, table.schema(), measures.get(lakeTable)).collect().get(PART);
            assertEquals(everyRow(lakeTable, files), audited, lakeTable.tableName());
            assertTrue(audited.containsKey("a-database-with-a-long-name"), audited.keySet().toString());
        }
        assertTrue(byMetrics >= 3, "the second run's files of each table hold one source: " + byMetrics);
        assertTrue(read >= 3, "the sample's tasks each hold several sources: " + read);
    }

    /** The counts of an aggregation over every row of the files, the main line by its {@code line_id}. */
    private static Map<String, AuditCounts.Counts> everyRow(LakeTable table, List<DataFile> files) {
        Dataset<Row> rows = SPARK.read().parquet(files.stream().map(DataFile::location).toArray(String[]::new));
        List<Row> counted = rows.groupBy("source").agg(count(lit(1)),
                table == LakeTable.GAMES ? count(col("decode_error")) : lit(0L),
                table == LakeTable.MOVES ? count(when(col("line_id").equalTo(0), true)) : lit(0L))
                .collectAsList();
        Map<String, AuditCounts.Counts> counts = new HashMap<>();
        for (Row row : counted) {
            counts.put(row.getString(0), new AuditCounts.Counts(row.getLong(1), row.getLong(2), 0, row.getLong(3)));
        }
        return counts;
    }

    private static List<DataFile> files(Table table) throws IOException {
        List<DataFile> files = new ArrayList<>();
        try (CloseableIterable<FileScanTask> tasks = table.newScan().includeColumnStats().planFiles()) {
            tasks.forEach(task -> files.add(task.file().copy()));
        }
        return files;
    }
}
