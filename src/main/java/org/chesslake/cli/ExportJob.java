package org.chesslake.cli;

import org.chesslake.lake.IcebergLake;
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
import org.apache.hadoop.fs.FileSystem;
import org.apache.spark.sql.Column;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.functions;
import org.chesslake.files.FileLayer;
import org.chesslake.export.ExportFormat;
import org.chesslake.export.ExportOptions;
import org.chesslake.export.ExportReport;
import org.chesslake.export.GameExport;
import org.chesslake.export.GameSink;
import org.chesslake.table.MoveColumn;
import org.chesslake.export.OutputFiles;
import org.chesslake.export.RowGames;
import org.chesslake.table.TableKind;
import org.chesslake.spark.GameScan;
import org.chesslake.spark.SparkRowValues;

/**
 * Entry point of {@code jobs/export}: the games a SQL condition or query selects from the lake,
 * written as one PGN file or one SCID 4 database, in the selection's order, with a line of progress
 * now and then and the count at the end. The games rows are joined with their moves into the full
 * table's shape and written through the same loop as {@code df.write().format("pgn")}; a game that
 * cannot be written (a decode error, a game the format cannot hold) is skipped and named.
 */
public final class ExportJob {

    /** What the job prints for --help and with an argument error; the docs show only its options (DocCommandsTest). */
    public static final String USAGE = """
            usage: jobs/export [--lake DIR] [--catalog NAME] [--namespace NS]
                               (--where CONDITION | --query QUERY-or-FILE.sql) --format pgn|scid --output PATH
              --lake       the ingest's output directory; default lake
              --catalog    an Iceberg catalog configured with spark.sql.catalog.NAME (as for the ingest)
              --namespace  the catalog's namespace; default chess
              --where      a SQL condition on the games table, e.g. "white = 'Carlsen, Magnus' AND eco LIKE 'B9%'";
                           the games are written in source and game_number order (every game: --where true)
              --query      a query whose rows are games, in the order to write them: each needs game_id,
                           and the games table gives the columns it lacks
              --format     pgn: a PGN file (chess, or xiangqi PGN for xiangqi games; one variant per file);
                           scid: a SCID 4 database (PATH.si4, PATH.sn4, PATH.sg4; standard chess)
              --output     the file to write (replaced if it exists); for scid PATH or PATH.si4
            """;
    /** A column the export adds to keep the selection's order through the join with the moves. */
    private static final String ORDER = "_export_order";
    private static final long PROGRESS_SECONDS = 5;

    private ExportJob() {
    }

    /** The command line of jobs/export. */
    record Args(String lake, String catalog, String namespace, String where, String query, ExportFormat format,
                String output) {

        static Args parse(String... argv) throws IOException {
            String lake = "lake";
            String catalog = null;
            String namespace = IcebergLake.DEFAULT_NAMESPACE;
            String where = null;
            String query = null;
            String format = null;
            String output = null;
            for (int i = 0; i < argv.length; i++) {
                switch (argv[i]) {
                    case "--lake" -> lake = value(argv, ++i);
                    case "--catalog" -> catalog = value(argv, ++i);
                    case "--namespace" -> namespace = value(argv, ++i);
                    case "--where" -> where = value(argv, ++i);
                    case "--query" -> query = value(argv, ++i);
                    case "--format" -> format = value(argv, ++i).toLowerCase(Locale.ROOT);
                    case "--output" -> output = value(argv, ++i);
                    default -> throw new IllegalArgumentException("unexpected argument '" + argv[i] + "'\n" + USAGE);
                }
            }
            if ((where == null) == (query == null)) {
                throw new IllegalArgumentException("give --where or --query (one of them)\n" + USAGE);
            }
            if (format == null || !(format.equals("pgn") || format.equals("scid"))) {
                throw new IllegalArgumentException("--format must be pgn or scid\n" + USAGE);
            }
            if (output == null) {
                throw new IllegalArgumentException("no --output\n" + USAGE);
            }
            return new Args(lake, catalog, namespace, where, query == null ? null : SqlJob.queryText(query),
                    ExportFormat.named(format), output);
        }

        private static String value(String[] argv, int i) {
            if (i >= argv.length) {
                throw new IllegalArgumentException(argv[i - 1] + " needs a value\n" + USAGE);
            }
            return argv[i];
        }
    }

    public static void main(String[] argv) throws Exception {
        Args args;
        try {
            args = Args.parse(argv);
        } catch (IllegalArgumentException e) {
            System.err.println(e.getMessage());
            System.exit(2);
            return;
        }
        SparkSession spark = SqlJob.sessionOnLake("chesslake-export", args.lake(), args.catalog(), args.namespace());
        try {
            export(spark, args, System.out);
        } finally {
            spark.stop();
        }
    }

    /** Writes the selected games of the lake {@code games} and {@code moves} name in this session; prints progress and the count. */
    static ExportReport export(SparkSession spark, Args args, PrintStream out) throws IOException {
        Dataset<Row> full = SparkRowValues.withOrderedMaps(games(spark, args.where(), args.query()));
        RowGames.requireColumns(SparkRowValues.nestedFields(full.schema(), TableKind.MOVES_COLUMN));
        Output output = new Output(args.format(), args.output());
        ExportOptions options = ExportOptions.parse(args.format(), Map.of());
        out.println("exporting to " + output.describe() + " ...");
        ExportReport report;
        long start = System.nanoTime();
        long[] lastPrint = {start};
        try {
            try (GameSink sink = args.format().open(output, options)) {
                report = new GameExport(options).write(SparkRowValues.over(full.toLocalIterator(), full.schema()), sink,
                        written -> {
                            long now = System.nanoTime();
                            if (now - lastPrint[0] >= PROGRESS_SECONDS * 1_000_000_000L) {
                                out.printf(Locale.ROOT, "  %,d games exported%n", written);
                                lastPrint[0] = now;
                            }
                        });
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
            throw new IllegalArgumentException("the query's rows have no game_id column: select games rows, e.g. "
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
     * The export's files: written into a temporary directory beside the output and moved into place
     * once all are written, so a failed export leaves the output as it was. A PGN export is one file
     * of one variant (a xiangqi game in a chess file, or the other way round, is skipped and named);
     * a SCID export is the three files of one database.
     */
    private static final class Output implements OutputFiles {
        private final ExportFormat format;
        private final String given;
        private final org.apache.hadoop.fs.Path target;
        private final org.apache.hadoop.fs.Path temporary;
        private final FileSystem fs;
        /** Suffix of each file written, by its temporary path. */
        private final Map<org.apache.hadoop.fs.Path, String> written = new LinkedHashMap<>();

        Output(ExportFormat format, String output) throws IOException {
            this.format = format;
            this.given = output;
            org.apache.hadoop.fs.Path path = FileLayer.path(format == ExportFormat.SCID && output.toLowerCase(Locale.ROOT)
                    .endsWith(".si4") ? output.substring(0, output.length() - 4) : output);
            this.fs = FileLayer.writing(path, GameScan.hadoopConf(), output);
            this.target = fs.makeQualified(path);
            this.temporary = new org.apache.hadoop.fs.Path(target.getParent(), "." + target.getName() + ".export-" + UUID.randomUUID());
        }

        @Override
        public OutputStream create(String suffix) throws IOException {
            if (format != ExportFormat.SCID && !written.isEmpty()) {
                throw new IllegalArgumentException("a " + (suffix.contains("xiangqi") ? "xiangqi" : "chess")
                        + " game, and a PGN file holds one variant: export it with variant = '"
                        + (suffix.contains("xiangqi") ? "xiangqi" : "chess") + "' in --where to another file");
            }
            org.apache.hadoop.fs.Path file = new org.apache.hadoop.fs.Path(temporary, target.getName() + suffix);
            written.put(file, suffix);
            return fs.create(file, true);
        }

        /** Moves the files into place (an export of no game is an empty PGN file or an empty database). */
        void publish() throws IOException {
            if (written.isEmpty()) {
                format.writeEmpty(this);
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
            fs.delete(temporary, true);
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
