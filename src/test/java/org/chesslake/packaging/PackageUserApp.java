package org.chesslake.packaging;

import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/**
 * A Spark application as a user of the package writes it: Spark's API only, chesslake's classes
 * from {@code --packages}. It reads a SCID database through {@code format("scid")}, creates a
 * table {@code USING chess} in SQL and calls the SQL extension's {@code position_key(fen)}, and
 * prints what it got on lines the test reads.
 */
public final class PackageUserApp {

    private PackageUserApp() {
    }

    public static void main(String[] args) {
        SparkSession spark = SparkSession.builder().getOrCreate();
        long games = spark.read().format("scid").load(args[0]).count();
        System.out.println("scid games: " + games);
        spark.sql("CREATE TABLE archive USING chess OPTIONS (path '" + args[1] + "')");
        for (Row row : spark.sql("SELECT format, count(*) FROM archive GROUP BY format ORDER BY format").collectAsList()) {
            System.out.println("archive: " + row.getString(0) + " " + row.getLong(1));
        }
        Row key = spark.sql("SELECT position_key('rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1')").first();
        System.out.println("position_key: " + key.get(0));
        spark.stop();
    }
}
