package org.chesslake.ingest;

import java.io.IOException;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;
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
import org.chesslake.game.FlatMoves;
import org.chesslake.game.NameRecord;
import org.chesslake.lake.DataFileTarget;
import org.chesslake.parquet.ColumnsParquetFile;
import org.chesslake.parquet.ParquetSettings;
import org.chesslake.parquet.ShadedParquetProbe;
import org.chesslake.scan.DatabaseFinder;
import org.chesslake.scan.DatabaseSplit;
import org.chesslake.scan.GameStream;
import org.chesslake.scan.PushedFilters;
import org.chesslake.scan.ReadOptions;
import org.chesslake.spark.GameScan;
import org.chesslake.spark.PackedPartition;
import org.chesslake.spark.TableSchemas;
import org.chesslake.table.Column;
import org.chesslake.table.GameColumns;
import org.chesslake.table.GameRow;
import org.chesslake.table.MainLine;
import org.chesslake.table.NameColumns;
import org.chesslake.table.NameRow;
import org.chesslake.table.Openings;
import org.chesslake.table.TableKind;

/**
 * The moves and games tables written by the tasks themselves, for the ingest: each task decodes its
 * partition's games (planned as a {@code moves} read plans them) and writes their moves straight into Parquet
 * data files ({@link MoveFileSeries}: the project's own column-at-a-time writer), and their complete
 * games rows into data files of the games table ({@link RowFileSeries}: the same writer's parts, a row's columns in turn); the
 * driver gets the files back to commit. Spark's row path took twice the CPU for the moves: a row per
 * move, copied into an UnsafeRow and read back boxed, value by value, by the table writer; for the
 * games it took a read-back of the rows, a sample and a range shuffle. A task's games are whole
 * databases or one split of one; its pieces are read in source order, so each games file holds its
 * rows in the table's order (source, game_number) and its {@code source} bounds are the range of the
 * databases the task packed. Beside them each task writes the names of the databases whose names are a
 * tally of their games' headers, counted from the headers it decoded ({@link RowsFile}), so that their
 * names table needs no second read of the sources either.
 */
public final class MovesFiles {

    private MovesFiles() {
    }

    /**
     * What the tasks wrote: the moves and games data files to commit and the counted names (files of
     * the attempts that succeeded), the sources whose names the tasks counted, and the number of
     * games decoded.
     */
    public record Written(List<DataFile> moveFiles, List<DataFile> gameFiles, List<DataFile> positionFiles,
                          List<String> nameFiles, Set<String> namesCounted, long games) implements Serializable {

        /** The games rows of every game decoded, as the games table holds them. */
        public Dataset<Row> games(SparkSession spark) {
            return rows(spark, gameFiles.stream().map(DataFile::location).toList(), TableKind.GAMES);
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
     * Decodes every game of {@code paths} once, writes its moves into {@code movesTarget}, its games
     * row into {@code gamesTarget}, its main-line moves by position into {@code positionsTarget} (the
     * opening index; null: none), and the names it counted into files below {@code namesDirectory}.
     *
     * @param options read options, as for {@code spark.read().format("chess")} (mode, partition sizing, ...)
     */
    public static Written write(SparkSession spark, List<String> paths, Map<String, String> options,
                                DataFileTarget movesTarget, DataFileTarget gamesTarget, DataFileTarget positionsTarget,
                                String namesDirectory) {
        ReadOptions read = ReadOptions.parse(DatabaseFinder.ANY_FORMAT, options, paths);
        // a property the moves' or games' writer cannot honour, or a games column this version does not
        // compute, is refused before any task starts; and an Iceberg runtime without what they call of the shaded Parquet
        ParquetSettings.of(movesTarget.properties());
        ShadedParquetProbe.check();
        ColumnsParquetFile.check(gamesTarget.schema(), ParquetSettings.of(gamesTarget.properties()), GAME_COLUMNS);
        Configuration conf = GameScan.hadoopConf();
        List<PackedPartition> partitions = GameScan.plan(read).stream().map(MovesFiles::inSourceOrder).toList();
        JavaSparkContext context = JavaSparkContext.fromSparkContext(spark.sparkContext());
        Broadcast<SerializableConfiguration> shared = context.broadcast(new SerializableConfiguration(conf));
        List<Written> tasks = context.parallelize(partitions, Math.max(1, partitions.size()))
                .map(partition -> writePartition(partition, read, shared.value().value(), movesTarget, gamesTarget,
                        positionsTarget, namesDirectory))
                .collect();
        List<DataFile> moveFiles = new ArrayList<>();
        List<DataFile> gameFiles = new ArrayList<>();
        List<DataFile> positionFiles = new ArrayList<>();
        List<String> nameFiles = new ArrayList<>();
        Set<String> namesCounted = new TreeSet<>();
        long games = 0;
        for (Written task : tasks) {
            moveFiles.addAll(task.moveFiles());
            gameFiles.addAll(task.gameFiles());
            positionFiles.addAll(task.positionFiles());
            nameFiles.addAll(task.nameFiles());
            namesCounted.addAll(task.namesCounted());
            games += task.games();
        }
        return new Written(moveFiles, gameFiles, positionFiles, nameFiles, namesCounted, games);
    }

    /**
     * A partition's pieces in the order of their sources: a partition of several pieces holds whole
     * databases (a database split into several pieces gives each a partition of its own), packed in
     * the order they were found, which is their files' order, not always their sources'.
     */
    static PackedPartition inSourceOrder(PackedPartition partition) {
        return new PackedPartition(partition.pieces().stream()
                .sorted(Comparator.comparing((DatabaseSplit piece) -> piece.database().source())).toList());
    }

    /**
     * A game as the moves pass wrote it: decoded, its main-line moves in the moves table (null if none
     * decoded), and the opening its main line reaches, looked up once for the two opening columns.
     */
    private record WrittenGame(GameRow game, Integer mainLinePlies, Openings.Opening opening) {
    }

    /**
     * The games table's columns, computed as a games read computes them, but for {@code ply_count}:
     * the main-line moves the task wrote, which the audit compares with the moves table (a game whose
     * moves did not decode has none, where a read shows the count its index stores).
     */
    private static final List<Column<WrittenGame>> GAME_COLUMNS = GameColumns.ALL.stream()
            .map(column -> new Column<WrittenGame>(column.name(), column.type(), column.doc(), written(column)))
            .toList();

    private static Function<WrittenGame, Object> written(Column<GameRow> column) {
        String name = column.name();
        if (name.equals(GameColumns.PLY_COUNT)) {
            return WrittenGame::mainLinePlies;
        }
        if (GameColumns.isOpeningColumn(name)) {
            return written -> GameColumns.openingPart(name, written.opening());
        }
        return written -> column.value().apply(written.game());
    }

    private static Written writePartition(PackedPartition partition, ReadOptions read, Configuration conf,
                                          DataFileTarget movesTarget, DataFileTarget gamesTarget,
                                          DataFileTarget positionsTarget, String namesDirectory) throws IOException {
        TaskContext task = TaskContext.get();
        TaskBuffers buffers = TaskBuffers.take();
        MoveFileSeries moves = new MoveFileSeries(movesTarget, task.partitionId(), task.taskAttemptId(), buffers.moves);
        RowFileSeries<WrittenGame> games = new RowFileSeries<>(gamesTarget, GAME_COLUMNS, task.partitionId(),
                task.taskAttemptId());
        PositionFileSeries positions = positionsTarget == null ? null
                : new PositionFileSeries(positionsTarget, task.partitionId(), task.taskAttemptId(), buffers.positions);
        Path nameFile = new Path(namesDirectory, fileName(task.partitionId(), task.taskAttemptId(), 0));
        GameStream stream = new GameStream(partition.pieces(), conf, read.formatOptions(), read.mode(),
                PushedFilters.NONE, database -> DecodeLevel.MOVES);
        RowsFile<NameRow> names = null;
        Map<String, NameTally> tallies = new LinkedHashMap<>();
        long count = 0;
        FlatMoves flat = new FlatMoves(); // refilled per game: no object per move
        try {
            GameRow game;
            while ((game = stream.next()) != null) {
                count++;
                game.flatMoves(flat);
                int plies = moves.add(game, flat);
                if (positions != null) {
                    positions.add(game, flat);
                }
                games.add(new WrittenGame(game, game.moves() == null ? null : plies,
                        MainLine.opening(game.variant(), game.header(), game.moves())));
                if (game.header() != null && stream.namesAreHeaderTally()) {
                    tallies.computeIfAbsent(game.source(), source -> new NameTally()).countHeader(game.header());
                }
            }
            stream.close();
            List<DataFile> gameFiles = games.finish();
            List<DataFile> positionFiles = positions == null ? List.of() : positions.finish();
            names = new RowsFile<>(nameFile.toString(), conf, NameColumns.ALL);
            for (Map.Entry<String, NameTally> tally : tallies.entrySet()) {
                for (NameRecord name : tally.getValue().records()) {
                    names.add(new NameRow(tally.getKey(), name));
                }
            }
            names.close();
            List<DataFile> moveFiles = moves.finish();
            buffers.release(); // a failed task's buffers are dropped, whatever state it left them in
            return new Written(moveFiles, gameFiles, positionFiles, List.of(nameFile.toString()),
                    Set.copyOf(tallies.keySet()), count);
        } catch (IOException | RuntimeException e) {
            moves.abort(e);
            games.abort(e);
            if (positions != null) {
                positions.abort(e);
            }
            closeAll(e, stream, names);
            try {
                nameFile.getFileSystem(conf).delete(nameFile, false);
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
