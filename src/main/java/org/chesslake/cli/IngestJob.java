package org.chesslake.cli;

import org.chesslake.ingest.AuditException;
import org.chesslake.ingest.Ingest;
import org.chesslake.ingest.IngestArgs;
import org.chesslake.ingest.IngestReport;
import org.chesslake.lake.ConcurrentRunException;
import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;
import org.apache.spark.SparkConf;
import org.apache.spark.sql.SparkSession;

/**
 * Entry point of {@code jobs/ingest} and of {@code spark-submit --class org.chesslake.cli.IngestJob}.
 * Without a master from spark-submit or --master it runs on an embedded local Spark.
 */
public final class IngestJob {

    /** The job's defaults, conf/ingest.properties packaged into the jar. */
    static final String DEFAULTS_RESOURCE = "ingest.properties";

    private IngestJob() {
    }

    private static Properties defaults() throws IOException {
        Properties defaults = new Properties();
        try (InputStream in = IngestJob.class.getResourceAsStream(DEFAULTS_RESOURCE)) {
            if (in != null) {
                defaults.load(in);
            }
        }
        return defaults;
    }

    public static void main(String[] argv) throws Exception {
        IngestArgs args;
        try {
            args = IngestArgs.parse(defaults(), argv);
        } catch (IngestArgs.HelpRequested help) {
            System.out.print(IngestArgs.USAGE);
            return;
        } catch (IllegalArgumentException e) {
            System.err.println(e.getMessage());
            System.exit(2);
            return;
        }
        SparkConf conf = new SparkConf().setAppName("chesslake-ingest");
        if (args.master() != null) {
            conf.setMaster(args.master());
        } else if (!conf.contains("spark.master")) {
            conf.setMaster("local[*]");
        }
        SparkSession spark = SparkSession.builder().config(conf).getOrCreate();
        try {
            IngestReport report = new Ingest(spark, args).run();
            System.out.print(report.summary());
        } catch (AuditException | ConcurrentRunException e) {
            System.err.println(e.getMessage());
            System.exit(1);
        } finally {
            spark.stop();
        }
    }
}
