package org.chesslake.testing;

import java.nio.file.Path;
import org.apache.spark.sql.SparkSession;
import org.chesslake.files.NioLocalFileSystem;

/** The one local[2] SparkSession of a test JVM, made on first use and stopped at JVM exit. */
public final class TestSpark {

    private static SparkSession session;

    private TestSpark() {
    }

    public static synchronized SparkSession session() {
        if (session == null) {
            session = SparkSession.builder()
                    .master("local[2]")
                    .appName("chesslake-tests")
                    .config("spark.ui.enabled", "false")
                    .config("spark.sql.shuffle.partitions", "4")
                    .config("spark.sql.session.timeZone", "UTC")
                    // chesslake's SQL functions, as the docs tell users to add them
                    .config("spark.sql.extensions", "org.chesslake.spark.ChesslakeExtensions")
                    // the local file system the jobs run on (jobs/classpath.sh): Hadoop's own, without its native
                    // library, starts a chmod process for each file it creates, some 200 an ingest
                    .config("spark.hadoop.fs.file.impl", NioLocalFileSystem.class.getName())
                    // tables made by SQL tests stay out of the project directory
                    .config("spark.sql.warehouse.dir", Path.of("target", "spark-warehouse").toAbsolutePath().toString())
                    .getOrCreate();
            session.sparkContext().setLogLevel("WARN");
            Runtime.getRuntime().addShutdownHook(new Thread(session::stop));
        }
        return session;
    }
}
