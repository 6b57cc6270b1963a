package org.chesslake.ingest;

import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.apache.iceberg.DataFile;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.types.StructType;

/**
 * Where the tables live. A run stages its rows beside the published tables, and publishing makes
 * them visible; until then readers see the tables exactly as they were. Recovery finishes a publish
 * a killed run had begun (its audit had passed) and drops what failed runs left staged; the ingest
 * calls it before every run. One ingest at a time per lake.
 */
sealed interface Lake permits IcebergLake, ParquetLake {

    /** The published rows of a table, if it exists. */
    Optional<Dataset<Row>> published(String table);

    /** Finishes an interrupted publish and drops abandoned staging. */
    void recover() throws IOException;

    /** Starts staging a run that replaces the rows of {@code sources}. */
    Staging stage(String runId, Set<String> sources);

    /** A run's staged tables: what publishing would make visible. */
    interface Staging {

        /** Stages a table: the published rows of other sources, and {@code rows} for the run's sources. */
        void write(String table, Dataset<Row> rows) throws IOException;

        /**
         * Where the tasks write the run's data files of a table themselves (the moves): the table is
         * made ready as for {@link #write} (created, the run's sources' old rows gone), and
         * {@link #commit} stages the files.
         */
        DataFileTarget fileTarget(String table, StructType schema) throws IOException;

        /**
         * Stages the data files written into {@link #fileTarget}: with other sources' published rows,
         * the table's run rows. Any other file in the target (a task attempt whose result Spark did
         * not take) is deleted.
         */
        void commit(String table, List<DataFile> files) throws IOException;

        /** A directory for the run's intermediate files, gone once the run is published or discarded. */
        String scratch(String name) throws IOException;

        /** The staged table, every source. */
        Dataset<Row> staged(String table);

        /** Makes every staged table visible; returns each table's new snapshot id (Iceberg). */
        Map<String, Long> publish() throws IOException;

        /** Drops what was staged; the published tables were never touched. */
        void discard();
    }
}
