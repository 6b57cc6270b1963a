package org.chesslake.spark;

import java.util.List;
import org.apache.hadoop.conf.Configuration;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.sql.SparkSession;
import org.chesslake.files.SerializableConfiguration;
import org.chesslake.format.FormatOptions;
import org.chesslake.scan.TextCopyPass;

/** The copies of compressed text as one Spark job, a task per file, run while the scan is planned. */
final class SparkTextCopyPass implements TextCopyPass {

    private final SerializableConfiguration conf;

    SparkTextCopyPass(Configuration conf) {
        this.conf = new SerializableConfiguration(conf);
    }

    @Override
    public List<Long> copy(List<TextCopy> copies, FormatOptions options) {
        SerializableConfiguration shipped = conf;
        JavaSparkContext context = JavaSparkContext.fromSparkContext(SparkSession.active().sparkContext());
        // its own name in the UI and the event log: the sequential stage whose time bounds the read
        String description = context.getLocalProperty("spark.job.description");
        context.setJobDescription("decompress " + copies.size() + " compressed files into the scratch area");
        try {
            return context.parallelize(copies, copies.size())
                    .map(copy -> TextCopyPass.copyOne(copy, shipped.value(), options))
                    .collect();
        } finally {
            context.setJobDescription(description);
        }
    }
}
