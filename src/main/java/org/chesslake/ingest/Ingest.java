package org.chesslake.ingest;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.count;
import static org.apache.spark.sql.functions.explode;
import static org.apache.spark.sql.functions.size;
import static org.apache.spark.sql.functions.sum;
import static org.apache.spark.sql.functions.when;

import java.io.IOException;
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
import org.chesslake.game.NameRecord;
import org.chesslake.spark.DatabaseFinder;
import org.chesslake.spark.DatabaseRef;
import org.chesslake.spark.Ids;

/**
 * The ingest: finds the databases, and for each one decodes every game once (the {@code full}
 * table, staged as Parquet) and writes the games, moves and names tables from it as zstd Parquet,
 * partitioned by source so that re-ingesting a database replaces its partition and nothing else.
 */
public final class Ingest {

    /** Where each database's decoded games wait, between the decode and the table writes; removed at the end. */
    static final String STAGING = "_staging";

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
        try {
            for (DatabaseRef database : new DatabaseFinder(null).find(args.inputs(), null)) {
                sources.add(ingest(database));
            }
        } finally {
            deleteStaging();
        }
        IngestReport report = new IngestReport(args.output(), List.copyOf(args.tables()), args.mode(),
                seconds(start), sources);
        report.write(new org.apache.hadoop.fs.Path(args.output()), spark.sparkContext().hadoopConfiguration());
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
            Dataset<Row> games = wantMoves ? decodeOnce(database) : read(database, "games");
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

    /**
     * Decodes every game of the database once, into a staging Parquet copy of the {@code full} table
     * (games with their moves nested) that the games and moves tables are then written from. Spark's
     * cache holds nested rows poorly (it spilled gigabytes on a 380,000-game database); columnar
     * Parquet holds them compactly and reads back only the columns each table needs.
     */
    private Dataset<Row> decodeOnce(DatabaseRef database) throws IOException {
        String staging = output(STAGING + "/" + Long.toHexString(Ids.nameId(NameRecord.SOURCE, database.source())));
        read(database, "full").write().mode(SaveMode.Overwrite).option("compression", "snappy").parquet(staging);
        return spark.read().parquet(staging);
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
        writer.parquet(output(table));
    }

    /** A path below the output, which may be any file system Hadoop knows (file:, hdfs:, s3a:). */
    private String output(String child) {
        return new org.apache.hadoop.fs.Path(args.output(), child).toString();
    }

    private void deleteStaging() throws IOException {
        org.apache.hadoop.fs.Path staging = new org.apache.hadoop.fs.Path(output(STAGING));
        staging.getFileSystem(spark.sparkContext().hadoopConfiguration()).delete(staging, true);
    }

    private static double seconds(long startNanos) {
        return (System.nanoTime() - startNanos) / 1e9;
    }
}
