package org.chesslake.ingest;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import org.apache.iceberg.DataFile;
import org.apache.iceberg.DataFiles;
import org.apache.iceberg.Metrics;
import org.apache.iceberg.PartitionSpec;
import org.apache.iceberg.Schema;
import org.apache.iceberg.types.Types;
import org.junit.jupiter.api.Test;

/** When a data file's metrics tell the audit its counts, and when the file must be read. */
class AuditCountsTest {

    private static final Schema SCHEMA = new Schema(
            Types.NestedField.optional(1, "source", Types.StringType.get()),
            Types.NestedField.optional(2, "decode_error", Types.StringType.get()),
            Types.NestedField.optional(3, "ply_count", Types.IntegerType.get()),
            Types.NestedField.optional(4, "parent_line_id", Types.IntegerType.get()));
    private static final AuditCounts.Measures MOVES = new AuditCounts.Measures(null, null, "parent_line_id");
    private static final AuditCounts.Measures ERRORS = new AuditCounts.Measures("decode_error", null, null);

    /** A file of 100 rows: {@code source} between the bounds, 7 null sources, 30 errors, 60 main-line moves. */
    private static DataFile file(String lower, String upper, long nullSources) {
        Map<Integer, Long> values = Map.of(1, 100L, 2, 100L, 4, 100L);
        Map<Integer, Long> nulls = new HashMap<>(Map.of(1, nullSources, 2, 70L, 4, 60L));
        return DataFiles.builder(PartitionSpec.unpartitioned()).withPath("/lake/f.parquet").withFileSizeInBytes(1000)
                .withFormat("parquet")
                .withMetrics(new Metrics(100L, null, values, nulls, null, Map.of(1, utf8(lower)), Map.of(1, utf8(upper))))
                .build();
    }

    private static ByteBuffer utf8(String value) {
        return ByteBuffer.wrap(value.getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void aFileOfOneSourceIsCountedFromItsMetrics() {
        assertEquals(Optional.of(new AuditCounts.SourceCounts("scid/famous", new AuditCounts.Counts(100, 0, 0, 60))),
                AuditCounts.countedByMetrics(file("scid/famous", "scid/famous", 0), SCHEMA, MOVES));
        assertEquals(Optional.of(new AuditCounts.SourceCounts("scid/famous", new AuditCounts.Counts(100, 30, 0, 0))),
                AuditCounts.countedByMetrics(file("scid/famous", "scid/famous", 0), SCHEMA, ERRORS));
        assertEquals(Optional.of(new AuditCounts.SourceCounts("scid/famous", new AuditCounts.Counts(100, 0, 0, 0))),
                AuditCounts.countedByMetrics(file("scid/famous", "scid/famous", 0), SCHEMA, AuditCounts.Measures.ROWS));
    }

    @Test
    void aFileOfSeveralOrUnknownSourcesIsRead() {
        assertEquals(Optional.empty(), AuditCounts.countedByMetrics(file("dcg/famous", "scid/famous", 0), SCHEMA, MOVES));
        // Iceberg's truncated bounds of one long source: a prefix, and the prefix with its last character incremented
        assertEquals(Optional.empty(), AuditCounts.countedByMetrics(
                file("archive/twic/twic", "archive/twic/twid", 0), SCHEMA, MOVES));
        assertEquals(Optional.empty(), AuditCounts.countedByMetrics(file("scid/famous", "scid/famous", 7), SCHEMA, MOVES));
    }

    @Test
    void aSumOrAMissingCountIsRead() {
        assertEquals(Optional.empty(), AuditCounts.countedByMetrics(file("scid/famous", "scid/famous", 0), SCHEMA,
                new AuditCounts.Measures("decode_error", "ply_count", null)));
        DataFile noCounts = DataFiles.builder(PartitionSpec.unpartitioned()).withPath("/lake/g.parquet")
                .withFileSizeInBytes(1000).withFormat("parquet")
                .withMetrics(new Metrics(100L, null, null, Map.of(1, 0L), null,
                        Map.of(1, utf8("scid/famous")), Map.of(1, utf8("scid/famous"))))
                .build();
        assertEquals(Optional.empty(), AuditCounts.countedByMetrics(noCounts, SCHEMA, MOVES));
        assertEquals(Optional.empty(), AuditCounts.countedByMetrics(noCounts, SCHEMA, ERRORS));
        assertEquals(Optional.of(new AuditCounts.SourceCounts("scid/famous", new AuditCounts.Counts(100, 0, 0, 0))),
                AuditCounts.countedByMetrics(noCounts, SCHEMA, AuditCounts.Measures.ROWS));
    }
}
