package org.chesslake.spark;

import java.io.IOException;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.apache.hadoop.conf.Configuration;
import org.apache.iceberg.DataFile;
import org.apache.iceberg.DataFiles;
import org.apache.iceberg.FileFormat;
import org.apache.iceberg.MetricsConfig;
import org.apache.iceberg.TableProperties;
import org.apache.iceberg.io.FileAppender;
import org.apache.iceberg.parquet.Parquet;
import org.apache.spark.TaskContext;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.broadcast.Broadcast;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.sources.Filter;
import org.apache.spark.sql.types.StructType;
import org.chesslake.files.SerializableConfiguration;
import org.chesslake.format.DecodeLevel;
import org.chesslake.game.FlatMove;

/**
 * The moves table written by the tasks themselves, for the ingest: each task decodes its partition's
 * games (planned as a {@code moves} read plans them) and writes their moves straight into Parquet
 * data files through Iceberg's Parquet writer, typed column by typed column; the driver gets the
 * files back to commit. Spark's row path took twice the CPU for the same files: a row per move,
 * copied into an UnsafeRow and read back boxed, value by value, by the table writer. The same decode
 * also returns what the games table needs from the moves: the count, and the games with a decode
 * error or a game comment.
 */
public final class MovesFiles {

    private MovesFiles() {
    }

    /** A game the games table must hear about from the moves decode. */
    public record Note(long gameId, String source, String decodeError, String gameComment) implements Serializable {
    }

    /** What the tasks wrote and saw: the data files, the games decoded, the noted games. */
    public record Written(List<DataFile> files, long games, List<Note> notes) implements Serializable {
    }

    /** The moves table's columns, the schema the target table has. */
    public static StructType schema() {
        return MoveColumn.schema();
    }

    /**
     * Decodes every game of {@code paths} once and writes its moves into {@code target}.
     *
     * @param options read options, as for {@code spark.read().format("chess")} (mode, partition sizing, ...)
     */
    public static Written write(SparkSession spark, List<String> paths, Map<String, String> options, DataFileTarget target) {
        ReadOptions read = ReadOptions.parse(null, options, paths);
        Configuration conf = GameScan.hadoopConf();
        List<PackedPartition> partitions = GameScan.plan(read, conf);
        JavaSparkContext context = JavaSparkContext.fromSparkContext(spark.sparkContext());
        Broadcast<SerializableConfiguration> shared = context.broadcast(new SerializableConfiguration(conf));
        List<Written> tasks = context.parallelize(partitions, Math.max(1, partitions.size()))
                .map(partition -> writePartition(partition, read, shared.value().value(), target))
                .collect();
        List<DataFile> files = new ArrayList<>();
        List<Note> notes = new ArrayList<>();
        long games = 0;
        for (Written task : tasks) {
            files.addAll(task.files());
            notes.addAll(task.notes());
            games += task.games();
        }
        return new Written(files, games, notes);
    }

    private static Written writePartition(PackedPartition partition, ReadOptions read, Configuration conf,
                                          DataFileTarget target) throws IOException {
        TaskContext task = TaskContext.get();
        FileSeries files = new FileSeries(target, task.partitionId(), task.taskAttemptId());
        GameStream stream = new GameStream(partition.pieces(), conf, read.formatOptions(), read.mode(),
                new PushedFilters(new Filter[0]), database -> DecodeLevel.MOVES);
        long games = 0;
        List<Note> notes = new ArrayList<>();
        try {
            GameRow game;
            while ((game = stream.next()) != null) {
                games++;
                String comment = game.gameComment();
                if (game.error() != null || comment != null) {
                    notes.add(new Note(game.gameId(), game.source(), game.error(), comment));
                }
                files.add(game);
            }
            stream.close();
            return new Written(files.finish(), games, notes);
        } catch (IOException | RuntimeException e) {
            files.abort(e);
            try {
                stream.close();
            } catch (IOException | RuntimeException closing) {
                e.addSuppressed(closing);
            }
            throw e;
        }
    }

    /** A task's data files, one after the other, each closed once it reaches the table's target file size. */
    private static final class FileSeries {

        private final DataFileTarget target;
        private final int partition;
        private final long attempt;
        private final long targetBytes;
        private final List<DataFile> done = new ArrayList<>();
        private FileAppender<FlatMove> appender;
        private ParquetMoveColumns columns;
        private String location;

        FileSeries(DataFileTarget target, int partition, long attempt) {
            this.target = target;
            this.partition = partition;
            this.attempt = attempt;
            this.targetBytes = Long.parseLong(target.properties().getOrDefault(TableProperties.WRITE_TARGET_FILE_SIZE_BYTES,
                    String.valueOf(TableProperties.WRITE_TARGET_FILE_SIZE_BYTES_DEFAULT)));
        }

        void add(GameRow game) throws IOException {
            List<FlatMove> moves = game.flatMoves();
            if (moves.isEmpty()) {
                return;
            }
            if (appender == null) {
                open();
            }
            columns.game(game.gameId(), game.source());
            for (FlatMove move : moves) {
                appender.add(move);
            }
            if (appender.length() >= targetBytes) { // a game's moves stay in one file
                close();
            }
        }

        private void open() throws IOException {
            // unique per task attempt, so a retried or speculative task never overwrites a file another attempt wrote
            location = target.locations().newDataLocation(
                    String.format(Locale.ROOT, "%05d-%d-%05d.parquet", partition, attempt, done.size()));
            appender = Parquet.write(target.io().newOutputFile(location))
                    .schema(target.schema())
                    .setAll(target.properties())
                    .metricsConfig(MetricsConfig.fromProperties(target.properties()))
                    .createWriterFunc(file -> {
                        columns = new ParquetMoveColumns(file);
                        return columns;
                    })
                    .build();
        }

        private void close() throws IOException {
            appender.close();
            done.add(DataFiles.builder(target.spec())
                    .withPath(location)
                    .withFormat(FileFormat.PARQUET)
                    .withFileSizeInBytes(appender.length())
                    .withMetrics(appender.metrics())
                    .withSplitOffsets(appender.splitOffsets())
                    .build());
            appender = null;
        }

        List<DataFile> finish() throws IOException {
            if (appender != null) {
                close();
            }
            return done;
        }

        /** Deletes what this attempt wrote: the open file and the finished ones. */
        void abort(Exception cause) {
            List<String> written = new ArrayList<>();
            done.forEach(file -> written.add(file.location()));
            if (appender != null) {
                try {
                    appender.close();
                } catch (IOException | RuntimeException e) {
                    cause.addSuppressed(e);
                }
                written.add(location);
            }
            for (String file : written) {
                try {
                    target.io().deleteFile(file);
                } catch (RuntimeException e) {
                    cause.addSuppressed(e);
                }
            }
        }
    }
}
