package org.chesslake.ingest;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.hadoop.conf.Configuration;
import org.apache.iceberg.DataFile;
import org.apache.parquet.hadoop.ParquetFileReader;
import org.apache.parquet.hadoop.metadata.BlockMetaData;
import org.apache.parquet.hadoop.metadata.ColumnChunkMetaData;
import org.apache.parquet.hadoop.util.HadoopInputFile;
import org.apache.spark.sql.SparkSession;
import org.chesslake.spark.DataFileTarget;
import org.chesslake.spark.MovesFiles;
import org.chesslake.testing.TestSpark;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every Parquet file the moves tasks write, the moves and the per-game summaries beside them, is
 * written with the moves table's properties. parquet-mr lets the last writer built in a JVM decide
 * the value encoders of the row groups every other writer starts later (one shared factory), so a
 * summary writer with its own dictionary settings, built by one task while another writes moves,
 * gave some moves row groups a dictionary on {@code position_key} and {@code game_id} (seen in a
 * profile of the full ingest: 5% of its CPU in a dictionary that then overflows) and so no bloom
 * filter, since parquet-mr writes none for a dictionary-encoded chunk.
 */
class MovesTaskFilesTest {

    private static final SparkSession SPARK = TestSpark.session();
    private static final String INPUT = Path.of("sample-data").toAbsolutePath().toString();

    @TempDir
    Path temp;

    @Test
    void theSummariesAndTheMovesShareTheMovesTablesHashColumnSettings() throws IOException {
        DataFileTarget target = DataFileTarget.inDirectory(temp.resolve("moves").toUri().toString(),
                TableLayout.icebergSchema(MovesFiles.schema()), TableLayout.MOVES.writeProperties(), new Configuration());
        MovesFiles.Written written = MovesFiles.write(SPARK, List.of(INPUT), Map.of(), target,
                temp.resolve("summaries").toUri().toString());
        assertFalse(written.summaryFiles().isEmpty());
        List<String> moveFiles = new ArrayList<>(written.moveFiles().stream().map(DataFile::location).toList());
        assertFalse(moveFiles.isEmpty());

        for (String file : written.summaryFiles()) {
            assertHashColumns(file, List.of("game_id"));
        }
        for (String file : moveFiles) {
            assertHashColumns(file, TableLayout.MOVES.plainColumns());
        }
    }

    private static void assertHashColumns(String file, List<String> hashColumns) throws IOException {
        int checked = 0;
        try (ParquetFileReader reader = ParquetFileReader.open(HadoopInputFile.fromPath(
                new org.apache.hadoop.fs.Path(file), new Configuration()))) {
            for (BlockMetaData block : reader.getFooter().getBlocks()) {
                for (ColumnChunkMetaData column : block.getColumns()) {
                    String name = column.getPath().toDotString();
                    if (hashColumns.contains(name)) {
                        assertFalse(column.hasDictionaryPage(), file + " " + name + " has a dictionary");
                        assertTrue(column.getBloomFilterOffset() >= 0, file + " " + name + " has no bloom filter");
                        checked++;
                    }
                }
            }
        }
        assertTrue(checked >= hashColumns.size(), file + ": checked " + checked + " column chunks");
    }
}
