package org.chesslake.ingest;

import java.io.IOException;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.Path;
import org.apache.iceberg.DataFile;
import org.apache.spark.TaskContext;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.broadcast.Broadcast;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.functions;
import org.apache.spark.sql.types.StructType;
import org.chesslake.files.SerializableConfiguration;
import org.chesslake.format.DecodeLevel;
import org.chesslake.format.NameTally;
import org.chesslake.game.NameRecord;
import org.chesslake.scan.Column;
import org.chesslake.scan.DatabaseFinder;
import org.chesslake.scan.GameColumns;
import org.chesslake.scan.GameRow;
import org.chesslake.scan.GameStream;
import org.chesslake.scan.NameColumns;
import org.chesslake.scan.NameRow;
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
 * moves each task writes its games' complete games rows ({@link RowsFile}), so that the games table
 * needs no second read of the sources, and the names of the databases whose names are a tally of
 * their games' headers, counted from the headers it decoded, so that their names table needs none either.
 */
public final class MovesFiles {

    private MovesFiles() {
    }

    /**
     * What the tasks wrote: the moves data files to commit, the games rows and the counted names
     * (files of the attempts that succeeded), the sources whose names the tasks counted, and the
     * number of games decoded.
     */
    public record Written(List<DataFile> moveFiles, List<String> gameFiles, List<String> nameFiles,
                         Set<String> namesCounted, long games) implements Serializable {

        /** The games rows of every game decoded, as the games table holds them. */
        public Dataset<Row> games(SparkSession spark) {
            return rows(spark, gameFiles, TableKind.GAMES);
        }

        /**
         * The names rows of the sources in {@link #namesCounted}, each (source, kind, name) once: a
         * source read by several tasks has a count from each, summed here.
         */
        public Dataset<Row> names(SparkSession spark) {
            Dataset<Row> counts = rows(spark, nameFiles, TableKind.NAMES);
            return counts.groupBy(columns(Arrays.stream(counts.columns()).filter(c -> !c.equals("games"))))
                    .agg(functions.sum("games").as("games"))
                    .select(columns(Arrays.stream(counts.columns())));
        }

        private static org.apache.spark.sql.Column[] columns(java.util.stream.Stream<String> names) {
            return names.map(functions::col).toArray(org.apache.spark.sql.Column[]::new);
        }

        /** Ancient dates as written (proleptic Gregorian): the files are not Spark's, which would say so itself. */
        private static Dataset<Row> rows(SparkSession spark, List<String> files, TableKind table) {
            StructType schema = TableSchemas.of(table);
            return files.isEmpty() ? spark.createDataFrame(List.of(), schema)
                    : spark.read().schema(schema).option("datetimeRebaseMode", "CORRECTED")
                            .parquet(files.toArray(String[]::new));
        }
    }

    /** The moves table's columns, the schema the target table has. */
    public static StructType schema() {
        return TableSchemas.of(TableKind.MOVES);
    }

    /**
     * Decodes every game of {@code paths} once, writes its moves into {@code target}, and its games
     * row and the names it counted into files below {@code rowsDirectory}.
     *
     * @param options read options, as for {@code spark.read().format("chess")} (mode, partition sizing, ...)
     */
    public static Written write(SparkSession spark, List<String> paths, Map<String, String> options, DataFileTarget target,
                                String rowsDirectory) {
        ReadOptions read = ReadOptions.parse(DatabaseFinder.ANY_FORMAT, options, paths);
        Configuration conf = GameScan.hadoopConf();
        List<PackedPartition> partitions = GameScan.plan(read);
        JavaSparkContext context = JavaSparkContext.fromSparkContext(spark.sparkContext());
        Broadcast<SerializableConfiguration> shared = context.broadcast(new SerializableConfiguration(conf));
        List<Written> tasks = context.parallelize(partitions, Math.max(1, partitions.size()))
                .map(partition -> writePartition(partition, read, shared.value().value(), target, rowsDirectory))
                .collect();
        List<DataFile> moveFiles = new ArrayList<>();
        List<String> gameFiles = new ArrayList<>();
        List<String> nameFiles = new ArrayList<>();
        Set<String> namesCounted = new TreeSet<>();
        long games = 0;
        for (Written task : tasks) {
            moveFiles.addAll(task.moveFiles());
            gameFiles.addAll(task.gameFiles());
            nameFiles.addAll(task.nameFiles());
            namesCounted.addAll(task.namesCounted());
            games += task.games();
        }
        return new Written(moveFiles, gameFiles, nameFiles, namesCounted, games);
    }

    /** A game as the moves pass wrote it: decoded, and its main-line moves in the moves table (null if none decoded). */
    private record WrittenGame(GameRow game, Integer mainLinePlies) {
    }

    /**
     * The games table's columns, computed as a games read computes them, but for {@code ply_count}:
     * the main-line moves the task wrote, which the audit compares with the moves table (a game whose
     * moves did not decode has none, where a read shows the count its index stores).
     */
    private static final List<Column<WrittenGame>> GAME_COLUMNS = GameColumns.ALL.stream()
            .map(column -> new Column<WrittenGame>(column.name(), column.type(), column.doc(),
                    column.name().equals(GameColumns.PLY_COUNT) ? WrittenGame::mainLinePlies
                            : written -> column.value().apply(written.game())))
            .toList();

    private static Written writePartition(PackedPartition partition, ReadOptions read, Configuration conf,
                                          DataFileTarget target, String rowsDirectory) throws IOException {
        TaskContext task = TaskContext.get();
        MoveFileSeries moves = new MoveFileSeries(target, task.partitionId(), task.taskAttemptId());
        String fileName = fileName(task.partitionId(), task.taskAttemptId(), 0);
        Path gameFile = new Path(new Path(rowsDirectory, "games"), fileName);
        Path nameFile = new Path(new Path(rowsDirectory, "names"), fileName);
        GameStream stream = new GameStream(partition.pieces(), conf, read.formatOptions(), read.mode(),
                PushedFilters.NONE, database -> DecodeLevel.MOVES);
        RowsFile<WrittenGame> games = null;
        RowsFile<NameRow> names = null;
        Map<String, NameTally> tallies = new LinkedHashMap<>();
        long count = 0;
        try {
            games = new RowsFile<>(gameFile.toString(), conf, GAME_COLUMNS);
            GameRow game;
            while ((game = stream.next()) != null) {
                count++;
                int plies = moves.add(game);
                games.add(new WrittenGame(game, game.moves() == null ? null : plies));
                if (game.header() != null && stream.namesAreHeaderTally()) {
                    tallies.computeIfAbsent(game.source(), source -> new NameTally()).countHeader(game.header());
                }
            }
            stream.close();
            games.close();
            names = new RowsFile<>(nameFile.toString(), conf, NameColumns.ALL);
            for (Map.Entry<String, NameTally> tally : tallies.entrySet()) {
                for (NameRecord name : tally.getValue().records()) {
                    names.add(new NameRow(tally.getKey(), name));
                }
            }
            names.close();
            return new Written(moves.finish(), List.of(gameFile.toString()), List.of(nameFile.toString()),
                    Set.copyOf(tallies.keySet()), count);
        } catch (IOException | RuntimeException e) {
            moves.abort(e);
            closeAll(e, stream, games, names);
            for (Path file : List.of(gameFile, nameFile)) {
                try {
                    file.getFileSystem(conf).delete(file, false);
                } catch (IOException | RuntimeException deleting) {
                    e.addSuppressed(deleting);
                }
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
