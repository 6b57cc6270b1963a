package org.chesslake.ingest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.apache.iceberg.Table;
import org.apache.iceberg.TableProperties;
import org.apache.iceberg.types.Types;
import org.apache.spark.sql.SparkSession;
import org.chesslake.cli.IngestJob;
import org.chesslake.lake.IcebergLake;
import org.chesslake.lake.LakeTable;
import org.chesslake.table.Column;
import org.chesslake.table.GameColumns;
import org.chesslake.testing.IntegrationTest;
import org.chesslake.testing.TestSpark;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A lake made by an earlier version, whose tables lack columns this version writes, takes this
 * version's runs: the missing columns are added (null in the rows already there) and the tables get
 * the write properties of this version's layout they lack; a source read again fills them. A games
 * column this version does not compute is refused before any task runs.
 */
@IntegrationTest
class LakeUpgradeTest {

    private static final SparkSession SPARK = TestSpark.session();

    @TempDir
    Path temp;

    private void ingest(Path lake, String... more) throws IOException {
        List<String> args = new java.util.ArrayList<>(List.of("--input", "sample-data/famous-games.pgn", "sample-data/scid",
                "--output", lake.toString()));
        args.addAll(List.of(more));
        new Ingest(SPARK, IngestJob.parse(args.toArray(String[]::new))).run();
    }

    @Test
    void anEarlierLakeGetsTheNewColumns() throws IOException {
        Path lake = temp.resolve("lake");
        ingest(lake);
        IcebergLake iceberg = IcebergLake.embedded(SPARK, lake.toString());
        // as an earlier version left it: no main_line_key on games, no from_position_key (nor its bloom filter) on moves
        Table games = iceberg.table(LakeTable.GAMES).orElseThrow();
        games.updateSchema().deleteColumn("main_line_key").commit();
        Table moves = iceberg.table(LakeTable.MOVES).orElseThrow();
        moves.updateSchema().deleteColumn("from_position_key").commit();
        String bloom = TableProperties.PARQUET_BLOOM_FILTER_COLUMN_ENABLED_PREFIX + "from_position_key";
        moves.updateProperties().remove(bloom).commit();
        // nor full source bounds, on a table without a new column; a tuned property keeps its value
        String sourceBounds = TableProperties.METRICS_MODE_COLUMN_CONF_PREFIX + "source";
        Table names = iceberg.table(LakeTable.NAMES).orElseThrow();
        names.updateProperties().remove(sourceBounds).set(TableProperties.PARQUET_COMPRESSION, "snappy").commit();
        SPARK.catalog().refreshTable(iceberg.name(LakeTable.GAMES));
        SPARK.catalog().refreshTable(iceberg.name(LakeTable.MOVES));

        ingest(lake, "--full");

        assertEquals(0, SPARK.sql("SELECT count(*) FROM " + iceberg.name(LakeTable.GAMES)
                + " WHERE main_line_key IS NULL AND ply_count > 0").first().getLong(0), "keys of the games read again");
        assertEquals(0, SPARK.sql("SELECT count(*) FROM " + iceberg.name(LakeTable.MOVES)
                + " WHERE from_position_key IS NULL").first().getLong(0));
        moves = iceberg.table(LakeTable.MOVES).orElseThrow();
        assertEquals("true", moves.properties().get(bloom));
        names = iceberg.table(LakeTable.NAMES).orElseThrow();
        assertEquals("full", names.properties().get(sourceBounds));
        assertEquals("snappy", names.properties().get(TableProperties.PARQUET_COMPRESSION));
        assertTrue(SPARK.sql("SELECT count(*) FROM " + iceberg.name(LakeTable.GAMES)).first().getLong(0) > 0);
    }

    /**
     * A games column this version does not compute (a user's own, or a later version's) is refused at
     * the driver, before any task writes a file, with the writer's own message; the lake is as it was.
     */
    @Test
    void aGamesColumnThisVersionDoesNotComputeIsRefusedBeforeAnyTask() throws IOException {
        Path lake = temp.resolve("lake");
        new Ingest(SPARK, IngestJob.parse("--input", "sample-data/scid", "--output", lake.toString())).run();
        IcebergLake iceberg = IcebergLake.embedded(SPARK, lake.toString());
        Table games = iceberg.table(LakeTable.GAMES).orElseThrow();
        games.updateSchema().addColumn("annotator_note", Types.StringType.get()).commit();
        long snapshot = iceberg.table(LakeTable.MOVES).orElseThrow().currentSnapshot().snapshotId();
        int jobs = SPARK.sparkContext().statusTracker().getJobIdsForGroup(null).length;

        IllegalStateException refused = assertThrows(IllegalStateException.class,
                () -> new Ingest(SPARK, IngestJob.parse("--input", "sample-data/famous-games.pgn", "--output", lake.toString())).run());

        assertEquals("the table has the columns " + games.schema().columns().stream().map(Types.NestedField::name).toList()
                + "; this version writes " + GameColumns.ALL.stream().map(Column::name).toList(),
                refused.getMessage());
        assertEquals(jobs, SPARK.sparkContext().statusTracker().getJobIdsForGroup(null).length, "no Spark job ran");
        assertEquals(snapshot, iceberg.table(LakeTable.MOVES).orElseThrow().currentSnapshot().snapshotId());
    }
}
