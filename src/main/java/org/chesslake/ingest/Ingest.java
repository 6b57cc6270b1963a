package org.chesslake.ingest;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.count;
import static org.apache.spark.sql.functions.lit;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.apache.spark.sql.DataFrameReader;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SaveMode;
import org.apache.spark.sql.SparkSession;
import org.chesslake.format.FormatOptions;
import org.chesslake.format.GameDatabase;
import org.chesslake.spark.DatabaseFinder;
import org.chesslake.spark.DatabaseRef;

/**
 * The ingest: finds the databases and, database by database, streams the games, moves and names
 * tables into zstd Parquet, partitioned by source so that re-ingesting a database replaces its
 * partition and nothing else. The counts of the report are read back from what was written.
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
        for (DatabaseRef database : new DatabaseFinder(null).find(args.inputs(), null)) {
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
        try (GameDatabase opened = database.open(FormatOptions.NONE)) {
            entries = opened.entryCount();
        }
        long written = 0;
        long errors = 0;
        long moves = 0;
        // Each table streams from its own read straight into Parquet: holding the decoded games for
        // a second write (Spark's cache, or a staging copy) cost minutes and gigabytes on large databases.
        if (args.tables().contains("games")) {
            write(read(database, "games"), "games", database);
            Row counts = written(database, "games").agg(count("*"), count("decode_error")).first();
            errors = counts.getLong(1);
            written = counts.getLong(0) - errors;
        } else {
            written = read(database, "games").select("game_number").count(); // from the index alone
        }
        if (args.tables().contains("moves")) {
            write(read(database, "moves").withColumn("source", lit(database.source())), "moves", database);
            moves = written(database, "moves").count();
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
