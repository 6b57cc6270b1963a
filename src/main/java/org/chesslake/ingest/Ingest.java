package org.chesslake.ingest;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.count;
import static org.apache.spark.sql.functions.explode;
import static org.apache.spark.sql.functions.size;
import static org.apache.spark.sql.functions.sum;
import static org.apache.spark.sql.functions.when;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.spark.sql.DataFrameReader;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SaveMode;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.storage.StorageLevel;
import org.chesslake.format.FormatOptions;
import org.chesslake.format.GameDatabase;
import org.chesslake.spark.DatabaseFinder;
import org.chesslake.spark.DatabaseRef;

/**
 * The ingest: finds the databases, and for each one decodes every game once (the {@code full}
 * table, persisted) and writes the games, moves and names tables from it as zstd Parquet,
 * partitioned by source so that re-ingesting a database replaces its partition and nothing else.
 */
public final class Ingest {

    private final SparkSession spark;
    private final IngestArgs args;

    public Ingest(SparkSession spark, IngestArgs args) {
        this.spark = spark;
        this.args = args;
    }

    public IngestReport run() throws IOException {
        long start = System.nanoTime();
        spark.conf().set("spark.sql.sources.partitionOverwriteMode", "dynamic");
        List<SourceReport> sources = new ArrayList<>();
        for (DatabaseRef database : new DatabaseFinder(null).find(args.inputs(), null)) {
            sources.add(ingest(database));
        }
        IngestReport report = new IngestReport(args.output(), List.copyOf(args.tables()), args.mode(),
                seconds(start), sources);
        report.write(Path.of(args.output()));
        return report;
    }

    private SourceReport ingest(DatabaseRef database) throws IOException {
        long start = System.nanoTime();
        spark.sparkContext().setJobDescription("ingest " + database.source());
        long entries;
        try (GameDatabase opened = database.open(FormatOptions.NONE)) {
            entries = opened.entryCount();
        }
        boolean wantMoves = args.tables().contains("moves");
        boolean wantGames = args.tables().contains("games");
        long written = 0;
        long errors = 0;
        long moves = 0;
        if (wantGames || wantMoves) {
            // full = games + nested moves: one decode per game feeds both tables
            Dataset<Row> games = read(database, wantMoves ? "full" : "games").persist(StorageLevel.MEMORY_AND_DISK());
            try {
                Row counts = wantMoves
                        ? games.agg(count("*"), count("decode_error"), sum(when(col("moves").isNotNull(), size(col("moves"))))).first()
                        : games.agg(count("*"), count("decode_error")).first();
                errors = counts.getLong(1);
                written = counts.getLong(0) - errors;
                moves = wantMoves && !counts.isNullAt(2) ? counts.getLong(2) : 0;
                if (wantGames) {
                    write(wantMoves ? games.drop("moves") : games, "games");
                }
                if (wantMoves) {
                    write(games.select(col("game_id"), col("source"), explode(col("moves")).as("m"))
                            .select(col("game_id"), col("m.*"), col("source")), "moves");
                }
            } finally {
                games.unpersist();
            }
        }
        long names = 0;
        if (args.tables().contains("names")) {
            Dataset<Row> nameRows = read(database, "names").persist(StorageLevel.MEMORY_AND_DISK());
            try {
                names = nameRows.count();
                write(nameRows, "names");
            } finally {
                nameRows.unpersist();
            }
        }
        if (entries < 0) {
            entries = written + errors; // text formats have no index to count beforehand
        }
        return new SourceReport(database.source(), database.format(), database.path(), entries, written, errors,
                moves, names, seconds(start));
    }

    private Dataset<Row> read(DatabaseRef database, String table) {
        DataFrameReader reader = spark.read().format(database.format())
                .option("table", table)
                .option("mode", args.mode())
                .option("sourceName", database.source());
        if (args.gamesPerPartition() > 0) {
            reader = reader.option("gamesPerPartition", args.gamesPerPartition());
        }
        return reader.load(database.path());
    }

    private void write(Dataset<Row> rows, String table) {
        var writer = rows.write().mode(SaveMode.Overwrite).option("compression", "zstd");
        if (args.partitionBy().equals("source")) {
            writer = writer.partitionBy("source");
        }
        writer.parquet(Path.of(args.output(), table).toString());
    }

    private static double seconds(long startNanos) {
        return (System.nanoTime() - startNanos) / 1e9;
    }
}
