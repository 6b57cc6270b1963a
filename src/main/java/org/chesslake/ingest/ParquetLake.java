package org.chesslake.ingest;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.not;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.iceberg.DataFile;
import org.apache.spark.sql.Column;
import org.apache.spark.sql.DataFrameWriter;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SaveMode;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.StructType;

/**
 * Plain Parquet directories {@code OUTPUT/games}, {@code OUTPUT/moves}, {@code OUTPUT/names}. A run
 * writes each table's next version whole into {@code OUTPUT/_staging/<run>/} (the published rows of
 * other sources plus the run's rows), and publishes by renaming: a marker file first, then per table
 * the old directory aside and the staged one in its place. A directory rename is atomic on a local
 * or HDFS file system; a run killed between renames is rolled forward by the next run's
 * {@link #recover()}. Object stores (s3a, gs, abfs without hierarchical namespace) copy instead of
 * renaming, so there a publish is neither atomic nor cheap: use Iceberg there.
 */
final class ParquetLake implements Lake {

    private static final String STAGING = "_staging";
    private static final String MARKER = "_publishing";
    private static final String OLD = "old-";
    private static final String SCRATCH = "_scratch";

    private final SparkSession spark;
    private final Path root;
    private final FileSystem fs;

    ParquetLake(SparkSession spark, String output) {
        this.spark = spark;
        this.root = IcebergLake.qualified(spark, output);
        try {
            this.fs = root.getFileSystem(spark.sparkContext().hadoopConfiguration());
        } catch (IOException e) {
            throw new UncheckedIOException(output + ": " + e.getMessage(), e);
        }
    }

    private Path table(String table) {
        return new Path(root, table);
    }

    @Override
    public Optional<Dataset<Row>> published(String table) {
        try {
            return fs.exists(table(table)) ? Optional.of(spark.read().parquet(table(table).toString())) : Optional.empty();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public void recover() throws IOException {
        Path staging = new Path(root, STAGING);
        if (!fs.exists(staging)) {
            return;
        }
        for (FileStatus run : fs.listStatus(staging)) {
            if (fs.exists(new Path(run.getPath(), MARKER))) {
                swapIn(run.getPath());
            }
            fs.delete(run.getPath(), true);
        }
        fs.delete(staging, true);
    }

    /** Moves each staged table of a run into place, the published one aside; repeatable after a kill. */
    private void swapIn(Path run) throws IOException {
        for (String table : IngestArgs.ALL_TABLES) {
            Path staged = new Path(run, table);
            if (!fs.exists(staged)) {
                continue;
            }
            Path old = new Path(run, OLD + table);
            if (fs.exists(table(table)) && !fs.exists(old) && !fs.rename(table(table), old)) {
                throw new IOException("cannot move " + table(table) + " aside to " + old);
            }
            if (!fs.rename(staged, table(table))) {
                throw new IOException("cannot move " + staged + " to " + table(table));
            }
        }
    }

    @Override
    public Staging stage(String runId, Set<String> sources) {
        return new DirectoryStaging(new Path(new Path(root, STAGING), runId), sources);
    }

    private final class DirectoryStaging implements Staging {

        private final Path run;
        private final Set<String> sources;
        private final List<String> written = new ArrayList<>();
        private final Map<String, StructType> schemas = new HashMap<>();
        private final Map<String, DataFileTarget> fileTargets = new HashMap<>();

        DirectoryStaging(Path run, Set<String> sources) {
            this.run = run;
            this.sources = sources;
        }

        @Override
        public void write(String table, Dataset<Row> rows) {
            Dataset<Row> next = others(table).map(old -> rows.unionByName(old)).orElse(rows);
            TableLayout layout = TableLayout.of(table);
            if (!layout.clusterBy().isEmpty()) {
                Column[] order = layout.clusterBy().stream().map(c -> col(c)).toArray(Column[]::new);
                next = next.repartitionByRange(order).sortWithinPartitions(order);
            }
            parquet(table, next, SaveMode.ErrorIfExists);
            written.add(table);
        }

        /** The run's files go straight into the table's staged directory. */
        @Override
        public DataFileTarget fileTarget(String table, StructType schema) {
            schemas.put(table, schema);
            DataFileTarget target = DataFileTarget.inDirectory(new Path(run, table).toString(),
                    TableLayout.icebergSchema(schema), TableLayout.of(table).writeProperties(), fs.getConf());
            fileTargets.put(table, target);
            return target;
        }

        /** Adds the published rows of other sources beside the run's files (an empty file if there are no rows at all). */
        @Override
        public void commit(String table, List<DataFile> files) {
            fileTargets.get(table).deleteAllBut(files); // the directory is the table: a stray file would be read
            Optional<Dataset<Row>> others = others(table);
            if (others.isPresent() || files.isEmpty()) {
                parquet(table, others.orElseGet(() -> spark.createDataFrame(List.of(), schemas.get(table))), SaveMode.Append);
            }
            written.add(table);
        }

        private Optional<Dataset<Row>> others(String table) {
            return published(table).map(old -> old.where(not(col("source").isin(sources.toArray()))));
        }

        private void parquet(String table, Dataset<Row> rows, SaveMode mode) {
            TableLayout layout = TableLayout.of(table);
            DataFrameWriter<Row> writer = rows.write().mode(mode).option("compression", "zstd")
                    .option("parquet.block.size", layout.rowGroupBytes());
            for (String column : layout.bloomColumns()) {
                writer = writer.option("parquet.bloom.filter.enabled#" + column, "true");
            }
            for (String column : layout.plainColumns()) {
                writer = writer.option("parquet.enable.dictionary#" + column, "false");
            }
            writer.parquet(new Path(run, table).toString());
        }

        @Override
        public String scratch(String name) {
            return new Path(new Path(run, SCRATCH), name).toString();
        }

        @Override
        public Dataset<Row> staged(String table) {
            return written.contains(table) ? spark.read().parquet(new Path(run, table).toString())
                    : published(table).orElseThrow(() -> new IllegalStateException("no table " + table));
        }

        @Override
        public Map<String, Long> publish() throws IOException {
            try (OutputStream out = fs.create(new Path(run, MARKER), false)) {
                out.write(String.join("\n", written).getBytes(StandardCharsets.UTF_8));
            }
            swapIn(run);
            fs.delete(run, true);
            if (fs.listStatus(run.getParent()).length == 0) {
                fs.delete(run.getParent(), false);
            }
            return Map.of();
        }

        @Override
        public void discard() {
            try {
                fs.delete(run, true);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }
}
