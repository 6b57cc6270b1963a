package org.chesslake.ingest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.iceberg.DataFile;
import org.apache.spark.sql.SparkSession;
import org.chesslake.cli.IngestJob;
import org.chesslake.lake.DataFileTarget;
import org.chesslake.lake.IcebergLake;
import org.chesslake.lake.LakeTable;
import org.chesslake.lake.Recovery;
import org.chesslake.lake.Staging;
import org.chesslake.spark.TableSchemas;
import org.chesslake.table.TableKind;
import org.chesslake.testing.IntegrationTest;
import org.chesslake.testing.TestSpark;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A task attempt whose result Spark does not take (a speculative duplicate that also finished, an
 * attempt on a lost executor) leaves its moves and games files in the run's directory. Committing the files
 * of the attempts Spark took deletes the rest: a stray file would lie in the table's data, in no
 * snapshot, until an orphan-file cleanup.
 */
@IntegrationTest
class StrayMovesFilesTest {

    private static final SparkSession SPARK = TestSpark.session();
    private static final String INPUT = Path.of("sample-data", "scid").toAbsolutePath().toString();

    @TempDir
    Path temp;

    @Test
    void committingDeletesTheFilesOfAttemptsSparkDidNotTake() throws IOException {
        IcebergLake lake = new Ingest(SPARK, IngestJob.parse("--output", temp.resolve("lake").toString())).lake();
        Recovery.recover(lake);
        Staging staging = new Staging(lake, "strays", Set.of("famous"));
        DataFileTarget movesTarget = staging.fileTarget(LakeTable.MOVES, MovesFiles.schema());
        DataFileTarget gamesTarget = staging.fileTarget(LakeTable.GAMES, TableSchemas.of(TableKind.GAMES));
        MovesFiles.Written written = MovesFiles.write(SPARK, List.of(INPUT), Map.of(), movesTarget, gamesTarget, null,
                staging.scratch("names"));
        // a second attempt of the first task: the same rows under that attempt's own file names
        Path movesDuplicate = duplicateOfFirst(written.moveFiles(), movesTarget);
        Path gamesDuplicate = duplicateOfFirst(written.gameFiles(), gamesTarget);

        staging.commit(LakeTable.MOVES, written.moveFiles());
        staging.commit(LakeTable.GAMES, written.gameFiles());

        assertFalse(Files.exists(movesDuplicate), "the duplicate attempt's moves file is deleted");
        assertFalse(Files.exists(gamesDuplicate), "the duplicate attempt's games file is deleted");
        for (DataFile file : concat(written.moveFiles(), written.gameFiles())) {
            assertTrue(Files.exists(Path.of(java.net.URI.create(file.location()))), file.location());
        }
        long moves = SPARK.read().format("scid").option("table", "moves").load(INPUT).count();
        assertEquals(moves, staging.staged(LakeTable.MOVES).count(), "the staged moves are the decoded moves, once");
        long games = SPARK.read().format("scid").load(INPUT).count();
        assertEquals(games, staging.staged(LakeTable.GAMES).count(), "the staged games are the decoded games, once");
        staging.discard();
    }

    private static Path duplicateOfFirst(List<DataFile> taken, DataFileTarget target) throws IOException {
        Path first = Path.of(java.net.URI.create(taken.get(0).location()));
        Path duplicate = Path.of(java.net.URI.create(target.locations().newDataLocation("00000-999-00000.parquet")));
        Files.copy(first, duplicate);
        return duplicate;
    }

    private static List<DataFile> concat(List<DataFile> first, List<DataFile> second) {
        return java.util.stream.Stream.concat(first.stream(), second.stream()).toList();
    }
}
