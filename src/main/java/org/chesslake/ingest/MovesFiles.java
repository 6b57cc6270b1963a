package org.chesslake.ingest;

import java.io.IOException;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.Path;
import org.apache.iceberg.DataFile;
import org.apache.spark.TaskContext;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.broadcast.Broadcast;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.StructType;
import org.chesslake.files.SerializableConfiguration;
import org.chesslake.format.DecodeLevel;
import org.chesslake.scan.DatabaseFinder;
import org.chesslake.scan.GameRow;
import org.chesslake.scan.GameStream;
import org.chesslake.scan.MainLine;
import org.chesslake.scan.Openings;
import org.chesslake.scan.PushedFilters;
import org.chesslake.scan.ReadOptions;
import org.chesslake.scan.TableKind;
import org.chesslake.spark.GameScan;
import org.chesslake.spark.PackedPartition;
import org.chesslake.spark.TableSchemas;

/**
 * The moves table written by the tasks themselves, for the ingest: each task decodes its partition's
 * games (planned as a {@code moves} read plans them) and writes their moves straight into Parquet
 * data files ({@link MoveFileSeries}: the project's own column-at-a-time writer); the driver gets the
 * files back to commit. Spark's row path took twice the CPU for the same files: a row per move,
 * copied into an UnsafeRow and read back boxed, value by value, by the table writer. Beside its
 * moves each task writes a {@link SummaryFile} of its games: what the games table needs from the
 * decode.
 */
public final class MovesFiles {

    private MovesFiles() {
    }

    /**
     * What the tasks wrote: the moves data files to commit, the summary files (one per task, only
     * those of the attempts that succeeded) and the number of games decoded.
     */
    public record Written(List<DataFile> moveFiles, List<String> summaryFiles, long games) implements Serializable {

        /**
         * The summary rows of every game decoded: game_id, source, main_line_plies (null when no move
         * could be read), main_line_key, opening_eco, opening_name, decode_error, game_comment.
         */
        public Dataset<Row> summaries(SparkSession spark) {
            return summaryFiles.isEmpty() ? spark.createDataFrame(List.of(), SummaryFile.ROWS)
                    : spark.read().schema(SummaryFile.ROWS).parquet(summaryFiles.toArray(String[]::new));
        }
    }

    /** The moves table's columns, the schema the target table has. */
    public static StructType schema() {
        return TableSchemas.of(TableKind.MOVES);
    }

    /**
     * Decodes every game of {@code paths} once, writes its moves into {@code target} and its summary
     * into a file below {@code summaryDirectory}.
     *
     * @param options read options, as for {@code spark.read().format("chess")} (mode, partition sizing, ...)
     */
    public static Written write(SparkSession spark, List<String> paths, Map<String, String> options, DataFileTarget target,
                                String summaryDirectory) {
        ReadOptions read = ReadOptions.parse(DatabaseFinder.ANY_FORMAT, options, paths);
        Configuration conf = GameScan.hadoopConf();
        List<PackedPartition> partitions = GameScan.plan(read);
        JavaSparkContext context = JavaSparkContext.fromSparkContext(spark.sparkContext());
        Broadcast<SerializableConfiguration> shared = context.broadcast(new SerializableConfiguration(conf));
        List<Written> tasks = context.parallelize(partitions, Math.max(1, partitions.size()))
                .map(partition -> writePartition(partition, read, shared.value().value(), target, summaryDirectory))
                .collect();
        List<DataFile> moveFiles = new ArrayList<>();
        List<String> summaryFiles = new ArrayList<>();
        long games = 0;
        for (Written task : tasks) {
            moveFiles.addAll(task.moveFiles());
            summaryFiles.addAll(task.summaryFiles());
            games += task.games();
        }
        return new Written(moveFiles, summaryFiles, games);
    }

    private static Written writePartition(PackedPartition partition, ReadOptions read, Configuration conf,
                                          DataFileTarget target, String summaryDirectory) throws IOException {
        TaskContext task = TaskContext.get();
        MoveFileSeries moves = new MoveFileSeries(target, task.partitionId(), task.taskAttemptId());
        Path summaryFile = new Path(summaryDirectory, fileName(task.partitionId(), task.taskAttemptId(), 0));
        GameStream stream = new GameStream(partition.pieces(), conf, read.formatOptions(), read.mode(),
                PushedFilters.NONE, database -> DecodeLevel.MOVES);
        SummaryFile summaries = null;
        long games = 0;
        try {
            summaries = new SummaryFile(summaryFile.toString(), conf);
            GameRow game;
            while ((game = stream.next()) != null) {
                games++;
                int plies = moves.add(game);
                Openings.Opening opening = MainLine.opening(game.variant(), game.header(), game.moves());
                summaries.add(new SummaryFile.Summary(game.gameId(), game.source(), game.moves() == null ? null : plies,
                        MainLine.key(game.variant(), game.header(), game.moves(), game.error()),
                        opening == null ? null : opening.eco(), opening == null ? null : opening.name(),
                        game.error(), game.gameComment()));
            }
            stream.close();
            summaries.close();
            return new Written(moves.finish(), List.of(summaryFile.toString()), games);
        } catch (IOException | RuntimeException e) {
            moves.abort(e);
            closeAll(e, stream, summaries);
            try {
                summaryFile.getFileSystem(conf).delete(summaryFile, false);
            } catch (IOException | RuntimeException deleting) {
                e.addSuppressed(deleting);
            }
            throw e;
        }
    }

    private static void closeAll(Exception cause, java.io.Closeable... open) {
        for (java.io.Closeable closeable : open) {
            try {
                if (closeable != null) {
                    closeable.close();
                }
            } catch (IOException | RuntimeException e) {
                cause.addSuppressed(e);
            }
        }
    }

    /** Unique per task attempt, so a retried or speculative task never overwrites a file another attempt wrote. */
    static String fileName(int partition, long attempt, int sequence) {
        return String.format(Locale.ROOT, "%05d-%d-%05d.parquet", partition, attempt, sequence);
    }
}
