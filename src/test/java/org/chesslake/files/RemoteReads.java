package org.chesslake.files;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.functions;

/** A read of databases where they lie (HDFS, S3) compared row for row with the local read of the same files. */
final class RemoteReads {

    /** The scheme and authority of a URI: {@code hdfs://host:port}, {@code s3a://bucket}. */
    private static final String AUTHORITY = "^[a-z0-9]+://[^/]+";
    /** The column that tags each row of {@link #assertSameRows}'s one job with the side it was read from. */
    private static final String LOCAL_SIDE = "read_locally";

    private RemoteReads() {
    }

    static List<String> rows(Dataset<Row> rows) {
        return rows.collectAsList().stream().map(Row::toString).sorted().toList();
    }

    static Dataset<Row> read(SparkSession spark, String format, String table, String path) {
        return spark.read().format(format).option("table", table).load(path);
    }

    /**
     * The same rows from {@code remote} as from {@code local} (a decode error names the file where it lies): both
     * reads in one Spark job, each row tagged with the side it was read from.
     */
    static void assertSameRows(SparkSession spark, String format, String table, String local, String remote) {
        List<Row> both = read(spark, format, table, local).withColumn(LOCAL_SIDE, functions.lit(true))
                .union(read(spark, format, table, remote).withColumn(LOCAL_SIDE, functions.lit(false))).collectAsList();
        List<String> expected = new ArrayList<>();
        List<String> remoteRows = new ArrayList<>();
        for (Row row : both) {
            Object[] values = new Object[row.size() - 1];
            for (int i = 0; i < values.length; i++) {
                values[i] = row.get(i);
            }
            (row.getBoolean(values.length) ? expected : remoteRows).add(RowFactory.create(values).toString());
        }
        expected.sort(null);
        assertFalse(expected.isEmpty(), format + " " + table + " " + local);
        String localRoot = Path.of(local).toAbsolutePath().normalize().toString();
        Matcher authority = Pattern.compile(AUTHORITY).matcher(remote);
        String remoteAuthority = authority.find() ? authority.group() : "";
        List<String> actual = remoteRows.stream()
                .map(r -> r.replaceAll("(" + Pattern.quote(remoteAuthority) + ")?" + Pattern.quote(remote.replaceFirst(AUTHORITY, "")),
                        Matcher.quoteReplacement(localRoot)))
                .sorted().toList();
        if (!expected.equals(actual)) {
            // name the differing rows: a whole table in the message hides them
            List<String> missing = expected.stream().filter(r -> !actual.contains(r)).toList();
            List<String> extra = actual.stream().filter(r -> !expected.contains(r)).toList();
            assertEquals(expected.size(), actual.size(), format + " " + table + " " + remote + ": only local " + missing
                    + ", only remote " + extra);
            assertEquals(missing, extra, format + " " + table + " " + remote);
        }
        System.out.printf("%s %s %s: %d rows equal to the local read%n", format, table, remote, actual.size());
    }
}
