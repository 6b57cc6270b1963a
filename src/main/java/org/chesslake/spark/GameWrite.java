package org.chesslake.spark;

import java.io.IOException;
import java.util.List;
import java.util.Map;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.spark.TaskContext;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SQLContext;
import org.apache.spark.sql.SaveMode;
import org.apache.spark.sql.sources.BaseRelation;
import org.apache.spark.sql.types.StructType;
import org.chesslake.export.ExportDirectory;
import org.chesslake.export.ExportFormat;
import org.chesslake.export.ExportOptions;
import org.chesslake.export.ExportReport;
import org.chesslake.export.RowGames;
import org.chesslake.files.FileLayer;
import org.chesslake.table.TableKind;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * {@code df.write().format("pgn" | "xqpgn" | "scid").save(dir)}: a DataFrame of the full table's
 * shape written as games, one file (or SCID database) per task into the directory; the save modes
 * act on the directory as for Spark's file sources. The driver checks the columns before any task
 * runs, and logs what was written and each game that was not.
 *
 * <p>This is Spark's V1 write path ({@code CreatableRelationProvider}): for a V2 {@code TableProvider}
 * Spark 4.1 accepts {@code save(path)} only in the append and overwrite modes, so its default mode
 * (error if exists) would refuse every plain {@code df.write().format("pgn").save(dir)}.
 */
final class GameWrite {

    private static final Logger LOG = LoggerFactory.getLogger(GameWrite.class);

    private GameWrite() {
    }

    static BaseRelation save(SQLContext sqlContext, String formatName, SaveMode mode, Map<String, String> parameters,
                             Dataset<Row> data) throws IOException {
        ExportOptions options = ExportOptions.parse(ExportFormat.named(formatName), parameters);
        Dataset<Row> ordered = SparkRowValues.withOrderedMaps(data);
        StructType schema = ordered.schema();
        RowGames.requireColumns(SparkRowValues.nestedFields(schema, TableKind.MOVES_COLUMN));
        String directory = parameters.get("path");
        if (directory == null || directory.isBlank()) {
            throw new IllegalArgumentException("no path: save(directory)");
        }
        BaseRelation written = new BaseRelation() {
            @Override
            public SQLContext sqlContext() {
                return sqlContext;
            }

            @Override
            public StructType schema() {
                return data.schema();
            }
        };
        Configuration conf = GameScan.hadoopConf();
        Path root = FileLayer.path(directory);
        FileSystem fs = FileLayer.writing(root, conf, directory);
        if (fs.exists(root)) {
            switch (mode) {
                case ErrorIfExists -> throw new IllegalArgumentException(directory
                        + " already exists: .mode(\"overwrite\") replaces it, .mode(\"append\") adds files to it");
                case Ignore -> {
                    return written;
                }
                case Overwrite -> fs.delete(root, true);
                case Append -> { }
            }
        }
        ExportDirectory target = new ExportDirectory(directory, conf);
        ExportReport report = null;
        try {
            target.start();
            report = target.commit(ordered.javaRDD().mapPartitionsWithIndex((partition, rows) -> List.of(
                    target.writeTask(partition, TaskContext.get().attemptNumber(), SparkRowValues.over(rows, schema), options))
                    .iterator(), false).collect());
        } finally {
            if (report == null) { // the job failed (Spark's exceptions are not all unchecked in Java's eyes)
                target.abort();
            }
        }
        LOG.info("format(\"{}\") wrote {} games to {}", formatName, report.games(), directory);
        if (report.skipped() > 0) {
            LOG.warn("format(\"{}\") skipped {} games it could not write:\n  {}", formatName, report.skipped(),
                    String.join("\n  ", report.skippedLines()));
        }
        return written;
    }

}
