package org.chesslake.parquet;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The driver's check that the Iceberg runtime has what the moves writer calls of its shaded Parquet. */
class ShadedParquetProbeTest {

    private static final ClassLoader LOADER = ShadedParquetProbeTest.class.getClassLoader();

    @Test
    void theRuntimeBuiltWithHasEverything() {
        assertEquals(Optional.empty(), ShadedParquetProbe.missing(ShadedParquetProbe.NEEDED, LOADER));
        ShadedParquetProbe.check();
    }

    @Test
    void aRuntimeWithoutAMethodIsFound() {
        List<ShadedParquetProbe.Member> needed = new ArrayList<>(ShadedParquetProbe.NEEDED);
        ShadedParquetProbe.Member renamed = new ShadedParquetProbe.Member(
                "org.apache.iceberg.shaded.org.apache.parquet.hadoop.ParquetFileWriter", "startColumnChunk", false, "void", "long");
        needed.add(3, renamed);
        assertEquals(Optional.of(renamed), ShadedParquetProbe.missing(needed, LOADER));
        assertEquals("org.apache.iceberg.shaded.org.apache.parquet.hadoop.ParquetFileWriter.startColumnChunk(long)", renamed.toString());
    }

    @Test
    void aRuntimeWithAnotherSignatureOrWithoutAClassIsFound() {
        ShadedParquetProbe.Member otherParameters = new ShadedParquetProbe.Member(
                "org.apache.iceberg.shaded.org.apache.parquet.hadoop.ParquetFileWriter", "startBlock", false, "void", "int");
        assertEquals(Optional.of(otherParameters), ShadedParquetProbe.missing(List.of(otherParameters), LOADER));
        ShadedParquetProbe.Member noClass = new ShadedParquetProbe.Member(
                "org.apache.iceberg.shaded.org.apache.parquet.hadoop.ParquetFileWriterV3", "<init>", false, "void");
        assertEquals(Optional.of(noClass), ShadedParquetProbe.missing(List.of(noClass), LOADER));
    }

    @Test
    void theVersionBuiltWithIsThePoms() {
        assertEquals(org.apache.iceberg.IcebergBuild.version(), ShadedParquetProbe.builtWith());
    }
}
