package org.chesslake.ingest;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.chesslake.lake.LakeTable;
import org.chesslake.scan.ReadMode;

/**
 * What an ingest run is asked: the inputs (database files, directories or globs), the lake it writes
 * ({@code output}: the directory of its Hadoop catalog and {@code _report.json}, or with {@code catalog}
 * the report's directory), the tables, the read mode, the catalog and namespace, the Spark master
 * (null: spark-submit's or local), the index entries per partition (0: the readers' default), and
 * whether to read every database again ({@code full}) and drop the sources whose files are gone
 * ({@code prune}), and the source name the user gives the input's databases (null: their paths). The command line of {@code jobs/ingest} makes it.
 * The positions table, the index of the moves, is written wherever the moves are ({@link #written}).
 */
public record IngestArgs(List<String> inputs, String output, Set<LakeTable> tables, ReadMode mode,
                         String catalog, String namespace, String master, long gamesPerPartition, boolean full,
                         boolean prune, String sourceName) {

    public IngestArgs {
        inputs = List.copyOf(inputs);
        tables = Set.copyOf(tables);
    }

    /** The tables the run writes: those asked for, with the positions table where the moves are. */
    public Set<LakeTable> written() {
        if (!tables.contains(LakeTable.MOVES)) {
            return tables;
        }
        Set<LakeTable> indexed = EnumSet.copyOf(tables);
        indexed.add(LakeTable.POSITIONS);
        return Set.copyOf(indexed);
    }
}
