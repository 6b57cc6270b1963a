package org.chesslake.files;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/** A read of databases where they lie (HDFS, S3) compared row for row with the local read of the same files. */
final class RemoteReads {

    /** The scheme and authority of a URI: {@code hdfs://host:port}, {@code s3a://bucket}. */
    private static final String AUTHORITY = "^[a-z0-9]+://[^/]+";

    private RemoteReads() {
    }

    static List<String> rows(Dataset<Row> rows) {
        return rows.collectAsList().stream().map(Row::toString).sorted().toList();
    }

    static Dataset<Row> read(SparkSession spark, String format, String table, String path) {
        return spark.read().format(format).option("table", table).load(path);
    }

    /** The same rows from {@code remote} as from {@code local} (a decode error names the file where it lies). */
    static void assertSameRows(SparkSession spark, String format, String table, String local, String remote) {
        List<String> expected = rows(read(spark, format, table, local));
        assertFalse(expected.isEmpty(), format + " " + table + " " + local);
        String localRoot = Path.of(local).toAbsolutePath().normalize().toString();
        Matcher authority = Pattern.compile(AUTHORITY).matcher(remote);
        String remoteAuthority = authority.find() ? authority.group() : "";
        List<String> actual = rows(read(spark, format, table, remote)).stream()
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
