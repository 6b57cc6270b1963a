package org.chesslake.cli;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import org.apache.hadoop.fs.FSDataOutputStream;
import org.apache.hadoop.fs.FileSystem;
import org.apache.spark.sql.Column;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.functions;
import org.chesslake.export.ExportFormat;
import org.chesslake.export.ExportOptions;
import org.chesslake.export.ExportReport;
import org.chesslake.export.GameExport;
import org.chesslake.export.GameSink;
import org.chesslake.export.OutputFiles;
import org.chesslake.export.RowGames;
import org.chesslake.files.FileLayer;
import org.chesslake.lake.LakeStorage;
import org.chesslake.spark.GameScan;
import org.chesslake.spark.SparkRowValues;
import org.chesslake.table.MoveColumn;
import org.chesslake.table.TableKind;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.TypeConversionException;

/**
 * Entry point of {@code jobs/export}: the games a SQL condition or query selects from the lake,
 * written as one PGN file or one SCID 4 database, in the selection's order, with a line of progress
 * now and then and the count at the end. The games rows are joined with their moves into the full
 * table's shape and written through the same loop as {@code df.write().format("pgn")}; a game that
 * cannot be written (a decode error, a game the format cannot hold) is skipped and named.
 */
@Command(name = "jobs/export", description = "Writes the games a SQL condition or query selects from the lake as one PGN"
        + " file or one SCID 4 database, in the selection's order.",
        footer = "%njobs/export also takes --conf KEY=VALUE (a Spark setting; repeatable).")
public final class ExportJob extends Job {

    /** A column the export adds to keep the selection's order through the join with the moves. */
    private static final String ORDER = "_export_order";
    private static final long PROGRESS_SECONDS = 5;

    @Mixin
    private LakeOptions lake = new LakeOptions();

    @ArgGroup(multiplicity = "1")
    private Selection selection;

    @Option(names = "--format", paramLabel = "pgn|scid", required = true, converter = WrittenFormat.class,
            description = "pgn: a PGN file (chess, or xiangqi PGN for xiangqi games; one variant per file);"
                    + " scid: a SCID 4 database (PATH.si4, PATH.sn4, PATH.sg4; standard chess)")
    private ExportFormat format;

    @Option(names = "--output", paramLabel = "PATH", required = true,
            description = "the file to write (replaced if it exists); for scid PATH or PATH.si4")
    private String output;

    /** Which games: a condition on the games table or a query, one of them. */
    static final class Selection {
        @Option(names = "--where", paramLabel = "CONDITION", required = true,
                description = "a SQL condition on the games table, e.g."
                + " \"white = 'Carlsen, Magnus' AND eco LIKE 'B9%%'\"; the games are written in source and game_number"
                + " order (every game: --where true)")
        String where;

        @Option(names = "--query", paramLabel = "QUERY-or-FILE.sql", required = true,
                description = "a query (or a .sql file) whose rows are games, in the order to write them: each"
                + " needs game_id, and the games table gives the columns it lacks")
        String query;
    }

    /** The formats jobs/export writes: pgn and scid (xiangqi PGN is what pgn writes for xiangqi games). */
    static final class WrittenFormat implements ITypeConverter<ExportFormat> {
        @Override
        public ExportFormat convert(String value) {
            return switch (value.toLowerCase(Locale.ROOT)) {
                case "pgn" -> ExportFormat.PGN;
                case "scid" -> ExportFormat.SCID;
                default -> throw new TypeConversionException("pgn or scid, not '" + value + "'");
            };
        }
    }

    /** The command line of jobs/export. */
    record Args(String lake, String catalog, String namespace, String where, String query, ExportFormat format,
                String output) {

        /** jobs/export's command line; a {@link picocli.CommandLine.ParameterException} for a usage error. */
        static Args parse(String... argv) throws IOException {
            return Job.parse(new ExportJob(), argv).args();
        }
    }

    private Args args() throws IOException {
        return new Args(lake.lake(), lake.catalog(), lake.namespace(), selection.where,
                selection.query == null ? null : SqlJob.queryText(selection.query), format, output);
    }

    public static void main(String[] argv) {
        Job.main(new ExportJob(), argv);
    }

    @Override
    protected void run(PrintStream out) throws IOException {
        Args args = args();
        try (JobSession session = JobSession.onLake("export", lake)) {
            export(session.spark(), args, out);
        }
    }

    /** Writes the selected games of the lake {@code games} and {@code moves} name in this session; prints progress and the count. */
    static ExportReport export(SparkSession spark, Args args, PrintStream out) throws IOException {
        Dataset<Row> full = SparkRowValues.withOrderedMaps(
                UsageException.analysing(() -> games(spark, args.where(), args.query())));
        RowGames.requireColumns(SparkRowValues.nestedFields(full.schema(), TableKind.MOVES_COLUMN));
        Output output = new Output(args.format(), args.output());
        ExportOptions options = ExportOptions.parse(args.format(), Map.of());
        out.println("exporting to " + output.describe() + " ...");
        ExportReport report;
        long start = System.nanoTime();
        long[] lastPrint = {start};
        try {
            try (GameSink sink = args.format().open(output, options)) {
                try {
                    report = new GameExport(options).write(SparkRowValues.over(full.toLocalIterator(), full.schema()),
                            sink, written -> {
                                long now = System.nanoTime();
                                if (now - lastPrint[0] >= PROGRESS_SECONDS * 1_000_000_000L) {
                                    out.printf(Locale.ROOT, "  %,d games exported%n", written);
                                    lastPrint[0] = now;
                                }
                            });
                } catch (IOException | RuntimeException e) {
                    output.failed(); // before the sink closes its files: an object store's uploads are aborted
                    throw e;
                }
            }
            output.publish();
        } catch (IOException | RuntimeException e) {
            output.discard();
            throw e;
        }
        out.printf(Locale.ROOT, "exported %,d games to %s in %.1f s%n", report.games(), output.describe(),
                (System.nanoTime() - start) / 1e9);
        if (report.skipped() > 0) {
            out.printf(Locale.ROOT, "skipped %,d games that could not be written:%n", report.skipped());
            report.skippedLines().forEach(line -> out.println("  " + line));
        }
        return report;
    }

    /**
     * The games a condition ({@code where}) or a query selects, in the full table's shape: the games rows (with every games column: those a
     * query lacks come from the games table) and their moves as one nested array, in the selection's order.
     */
    static Dataset<Row> games(SparkSession spark, String where, String query) {
        Dataset<Row> table = spark.table("games");
        Dataset<Row> selected = where != null ? table.where(where).orderBy("source", "game_number") : spark.sql(query);
        List<String> columns = Arrays.asList(selected.columns());
        if (!columns.contains("game_id")) {
            throw new UsageException("the query's rows have no game_id column: select games rows, e.g. "
                    + "SELECT * FROM games WHERE ... or SELECT game_id FROM ...");
        }
        selected = selected.withColumn(ORDER, functions.monotonically_increasing_id());
        List<String> lacking = Arrays.stream(table.columns()).filter(c -> !columns.contains(c)).toList();
        if (!lacking.isEmpty()) {
            List<Column> fromTable = new ArrayList<>(List.of(functions.col("game_id")));
            lacking.forEach(c -> fromTable.add(functions.col(c)));
            selected = selected.join(table.select(fromTable.toArray(Column[]::new)), "game_id");
        }
        Dataset<Row> moves = spark.table("moves");
        Set<String> movesColumns = Set.of(moves.columns());
        Column[] nested = Arrays.stream(MoveColumn.nested()).map(MoveColumn::column).filter(movesColumns::contains)
                .map(functions::col).toArray(Column[]::new);
        Dataset<Row> movesByGame = moves.join(selected.select("game_id"), "game_id", "left_semi")
                .groupBy("game_id").agg(functions.collect_list(functions.struct(nested)).as(TableKind.MOVES_COLUMN));
        return selected.join(movesByGame, "game_id", "left").orderBy(ORDER).drop(ORDER);
    }

    /**
     * The export's files. On a file system with an atomic rename (local disk, HDFS) they are written
     * into a temporary directory beside the output and moved into place once all are written, so a
     * failed export leaves the output as it was. On an object store, where a rename is a copy and a
     * delete, each is written once under its final name (its upload is atomic): a failed export aborts
     * the uploads still open, which leaves the object there as it was, and deletes the files it
     * completed. A PGN export is one file of one variant (a xiangqi game in a chess file, or the other
     * way round, is skipped and named); a SCID export is the three files of one database.
     */
    private static final class Output implements OutputFiles {
        private final ExportFormat format;
        private final String given;
        private final org.apache.hadoop.fs.Path target;
        /** Where the files are written before they are moved into place; null on an object store: in place. */
        private final org.apache.hadoop.fs.Path temporary;
        private final FileSystem fs;
        /** Suffix of each file written, by the path it is written to. */
        private final Map<org.apache.hadoop.fs.Path, String> written = new LinkedHashMap<>();
        private boolean failed;

        Output(ExportFormat format, String output) throws IOException {
            this.format = format;
            this.given = output;
            org.apache.hadoop.fs.Path path = FileLayer.path(format == ExportFormat.SCID && output.toLowerCase(Locale.ROOT)
                    .endsWith(".si4") ? output.substring(0, output.length() - 4) : output);
            this.fs = FileLayer.writing(path, GameScan.hadoopConf(), output);
            this.target = fs.makeQualified(path);
            this.temporary = FileLayer.renamesAtomically(target.toString(), fs.getConf())
                    ? new org.apache.hadoop.fs.Path(target.getParent(), "." + target.getName() + ".export-" + UUID.randomUUID())
                    : null;
        }

        @Override
        public OutputStream create(String suffix) throws IOException {
            if (format != ExportFormat.SCID && !written.isEmpty()) {
                throw new IllegalArgumentException("a " + (suffix.contains("xiangqi") ? "xiangqi" : "chess")
                        + " game, and a PGN file holds one variant: export it with variant = '"
                        + (suffix.contains("xiangqi") ? "xiangqi" : "chess") + "' in --where to another file");
            }
            org.apache.hadoop.fs.Path file = temporary == null ? finalPath(suffix)
                    : new org.apache.hadoop.fs.Path(temporary, target.getName() + suffix);
            written.put(file, suffix);
            FSDataOutputStream stream = fs.create(file, true);
            return temporary != null ? stream : OutputFiles.abortingOnFailure(stream, () -> failed, () -> written.remove(file));
        }

        /** The export failed: the files still being written are closed without being completed where the store can. */
        void failed() {
            failed = true;
        }

        /** Moves the files into place (an export of no game is an empty PGN file or an empty database). */
        void publish() throws IOException {
            if (written.isEmpty()) {
                format.writeEmpty(this);
            }
            if (temporary == null) {
                return;
            }
            for (Map.Entry<org.apache.hadoop.fs.Path, String> file : written.entrySet()) {
                org.apache.hadoop.fs.Path destination = finalPath(file.getValue());
                fs.delete(destination, false);
                if (!fs.rename(file.getKey(), destination)) {
                    throw new IOException("cannot move " + file.getKey() + " to " + destination);
                }
            }
            fs.delete(temporary, true);
        }

        void discard() throws IOException {
            if (temporary != null) {
                fs.delete(temporary, true);
            } else {
                for (org.apache.hadoop.fs.Path file : written.keySet()) {
                    fs.delete(file, false);
                }
            }
        }

        /** A PGN export's one file is the output as given; a SCID database's files are its base name and their extensions. */
        private org.apache.hadoop.fs.Path finalPath(String suffix) {
            return format == ExportFormat.SCID ? new org.apache.hadoop.fs.Path(target.getParent(), target.getName() + suffix) : target;
        }

        String describe() {
            return format == ExportFormat.SCID ? given.replaceFirst("(?i)\\.si4$", "") + ".si4 (with its .sn4 and .sg4)" : given;
        }
    }
}
