package org.chesslake.cli;

import java.util.List;
import org.apache.spark.SparkConf;
import org.apache.spark.sql.SparkSession;
import org.chesslake.lake.LakeStorage;
import org.chesslake.spark.ChesslakeExtensions;

/**
 * The Spark session a job runs on, set up alike for every job: the master spark-submit or
 * {@code --master} names, else an embedded {@code local[*]}; chesslake's SQL functions beside any
 * {@code spark.sql.extensions} the user configured. A job run inside an application that already has a
 * session (a test, a notebook) works in that session and leaves it running; a job's own session stops
 * when the job ends.
 */
public final class JobSession implements AutoCloseable {

    private static final String EXTENSIONS = "spark.sql.extensions";

    private final SparkSession spark;
    private final boolean own;

    private JobSession(SparkSession spark, boolean own) {
        this.spark = spark;
        this.own = own;
    }

    /** A session for the job {@code job} ("ingest", "sql", ...); {@code master} null: spark-submit's, else local[*]. */
    public static JobSession start(String job, String master) {
        boolean running = SparkSession.getDefaultSession().isDefined();
        SparkConf conf = new SparkConf().setAppName("chesslake-" + job);
        if (master != null) {
            conf.setMaster(master);
        } else if (!conf.contains("spark.master")) {
            conf.setMaster("local[*]");
        }
        String extensions = conf.get(EXTENSIONS, "");
        if (!List.of(extensions.split("\\s*,\\s*")).contains(ChesslakeExtensions.CLASS_NAME)) {
            conf.set(EXTENSIONS, extensions.isBlank() ? ChesslakeExtensions.CLASS_NAME
                    : extensions + "," + ChesslakeExtensions.CLASS_NAME);
        }
        return new JobSession(SparkSession.builder().config(conf).getOrCreate(), !running);
    }

    /**
     * A session whose {@code games}, {@code moves} and {@code names} are the lake's ({@link SqlJob#register});
     * a {@link UsageException} where there is no lake, a {@link LakeStorage.ObjectStoreLakeException} for a lake
     * on an object store without {@code --catalog}.
     */
    public static JobSession onLake(String job, LakeOptions lake) {
        JobSession session = start(job, null);
        try {
            LakeStorage.requireSafeCatalog(lake.lake(), lake.catalog(), session.spark.sparkContext().hadoopConfiguration());
            SqlJob.register(session.spark, lake.lake(), lake.catalog(), lake.namespace());
        } catch (RuntimeException e) {
            session.close();
            throw e;
        }
        return session;
    }

    public SparkSession spark() {
        return spark;
    }

    @Override
    public void close() {
        if (own) {
            spark.stop();
        }
    }
}
