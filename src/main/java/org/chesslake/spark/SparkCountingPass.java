package org.chesslake.spark;

import java.util.List;
import org.apache.hadoop.conf.Configuration;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.sql.SparkSession;
import org.chesslake.files.SerializableConfiguration;
import org.chesslake.format.FormatOptions;
import org.chesslake.format.Split;
import org.chesslake.scan.CountingPass;
import org.chesslake.scan.DatabaseSplit;

/**
 * The counting pass as one Spark job, a task per split, run while the scan is planned (as Spark's
 * own CSV schema inference runs a job).
 */
final class SparkCountingPass implements CountingPass {

    private final SerializableConfiguration conf;

    SparkCountingPass(Configuration conf) {
        this.conf = new SerializableConfiguration(conf);
    }

    @Override
    public List<Split.Count> count(List<DatabaseSplit> splits, FormatOptions options) {
        SerializableConfiguration shipped = conf;
        JavaSparkContext context = JavaSparkContext.fromSparkContext(SparkSession.active().sparkContext());
        return context.parallelize(splits, splits.size())
                .map(split -> CountingPass.countOne(split, shipped.value(), options))
                .collect();
    }
}
