package org.chesslake.ingest;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.count;
import static org.apache.spark.sql.functions.broadcast;
import static org.apache.spark.sql.functions.coalesce;
import static org.apache.spark.sql.functions.collect_list;
import static org.apache.spark.sql.functions.explode;
import static org.apache.spark.sql.functions.lit;
import static org.apache.spark.sql.functions.max;
import static org.apache.spark.sql.functions.struct;
import static org.apache.spark.sql.functions.when;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.apache.spark.sql.Column;
import org.apache.spark.sql.DataFrameReader;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Observation;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SaveMode;
import org.apache.spark.sql.SparkSession;
import org.chesslake.files.DatabaseFinder;
import org.chesslake.files.DatabaseRef;
import org.chesslake.format.FormatOptions;
import org.chesslake.format.GameDatabase;

/**
 * The ingest: finds the databases and, database by database, writes the games, moves and names
 * tables as zstd Parquet, partitioned by source so that re-ingesting a database replaces its
 * partition and nothing else. Every game's moves are decoded once: the moves pass streams into the
 * moves table and observes what the games table needs from it (see {@link #writeMoves}).
 */
public final class Ingest {

    private final SparkSession spark;
    private final IngestArgs args;
    private boolean firstSource;

    public Ingest(SparkSession spark, IngestArgs args) {
        this.spark = spark;
        this.args = args;
    }

    public IngestReport run() throws IOException {
        long start = System.nanoTime();
        List<SourceReport> sources = new ArrayList<>();
        firstSource = true;
        for (DatabaseRef database : new DatabaseFinder(null, spark.sparkContext().hadoopConfiguration()).find(args.inputs(), null)) {
            sources.add(ingest(database));
            firstSource = false;
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
        try (GameDatabase opened = database.open(spark.sparkContext().hadoopConfiguration(), FormatOptions.NONE)) {
            entries = opened.entryCount();
        }
        long written;
        long errors = 0;
        long moves = 0;
        if (args.tables().contains("moves")) {
            DecodeNotes notes = writeMoves(database);
            moves = written(database, "moves").count();
            written = notes.games() - notes.errors().size();
            errors = notes.errors().size();
            if (args.tables().contains("games")) {
                write(gamesAfterMoves(database, notes), "games", database);
            }
        } else if (args.tables().contains("games")) {
            write(read(database, "games"), "games", database);
            Row counts = written(database, "games").agg(count("*"), count("decode_error")).first();
            errors = counts.getLong(1);
            written = counts.getLong(0) - errors;
        } else {
            written = read(database, "games").select("game_number").count(); // from the index alone
        }
        long names = 0;
        if (args.tables().contains("names")) {
            write(read(database, "names"), "names", database);
            names = written(database, "names").count();
        }
        if (entries < 0) {
            entries = written + errors; // text formats have no index to count beforehand
        }
        return new SourceReport(database.source(), database.format(), database.path(), entries, written, errors,
                moves, names, seconds(start));
    }

    /**
     * The one full decode of the database: the {@code full} table (games with nested moves) streams
     * into the moves table, and a Spark observation on the same rows brings back what the games
     * table needs from the moves: the count, and the few games with a decode error or a game comment.
     */
    private DecodeNotes writeMoves(DatabaseRef database) {
        Observation observation = new Observation("decoded");
        Column noted = col("decode_error").isNotNull().or(col("game_comment").isNotNull());
        Dataset<Row> full = read(database, "full").observe(observation,
                count(lit(1)).as("games"),
                collect_list(when(noted, struct(col("game_number"), col("decode_error"), col("game_comment")))).as("notes"));
        write(full.select(col("game_id"), explode(col("moves")).as("m")).select(col("game_id"), col("m.*"))
                .withColumn("source", lit(database.source())), "moves", database);
        Row metrics = observation.getRow();
        return new DecodeNotes(metrics.getLong(0), metrics.getList(1));
    }

    /**
     * The games table without decoding moves again: the record headers, joined with the decode
     * errors and game comments the moves pass observed and the main-line lengths it wrote.
     */
    private Dataset<Row> gamesAfterMoves(DatabaseRef database, DecodeNotes notes) {
        Dataset<Row> headers = read(database, "games");
        String[] columns = headers.columns();
        Dataset<Row> noted = spark.createDataFrame(notes.rows(), DecodeNotes.SCHEMA);
        Dataset<Row> plies = written(database, "moves").where(col("line_id").equalTo(0))
                .groupBy("game_id").agg(max("ply").as("main_line_plies"));
        return headers.drop("decode_error", "game_comment", "ply_count")
                .join(broadcast(noted), headers.col("game_number").equalTo(noted.col("number")), "left")
                .join(plies, "game_id", "left")
                .withColumn("ply_count", when(col("decode_error").isNull(), coalesce(col("main_line_plies"), lit(0))))
                .selectExpr(columns);
    }

    /** The rows of this database in a table just written (Parquet footers answer counts cheaply). */
    private Dataset<Row> written(DatabaseRef database, String table) {
        if (args.partitionBy().equals("source")) {
            return spark.read().parquet(partition(table, database));
        }
        return spark.read().parquet(output(table)).where(col("source").equalTo(database.source()));
    }

    private String partition(String table, DatabaseRef database) {
        return output(table + "/" + PartitionPaths.directory("source", database.source()));
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

    /**
     * Writes one database's rows of a table. By source: straight into its partition directory, which
     * replaces that partition and nothing else, and spares the sort by partition value Spark's
     * partitionBy would run over every row. Unpartitioned: the run's first database replaces the
     * table, the others append.
     */
    private void write(Dataset<Row> rows, String table, DatabaseRef database) {
        if (args.partitionBy().equals("source")) {
            rows.drop("source").write().mode(SaveMode.Overwrite).option("compression", "zstd")
                    .parquet(partition(table, database));
        } else {
            rows.write().mode(firstSource ? SaveMode.Overwrite : SaveMode.Append).option("compression", "zstd")
                    .parquet(output(table));
        }
    }

    /** A path below the output, which may be any file system Hadoop knows (file:, hdfs:, s3a:). */
    private String output(String child) {
        return new org.apache.hadoop.fs.Path(args.output(), child).toString();
    }

    private static double seconds(long startNanos) {
        return (System.nanoTime() - startNanos) / 1e9;
    }
}
