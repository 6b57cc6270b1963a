package org.chesslake.spark;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.apache.spark.sql.connector.metric.CustomMetric;
import org.apache.spark.sql.connector.read.Batch;
import org.apache.spark.sql.connector.read.InputPartition;
import org.apache.spark.sql.connector.read.PartitionReaderFactory;
import org.apache.spark.sql.connector.read.Scan;
import org.apache.spark.sql.types.StructType;
import org.chesslake.format.GameDatabase;
import org.chesslake.format.Split;

/**
 * A batch scan: finds the databases, cuts each into splits of contiguous index entries (one
 * partition each), and hands the tasks a reader factory for the pruned columns.
 */
final class GameScan implements Scan, Batch {

    private final ReadOptions options;
    private final StructType required;
    private final PushedFilters filters;

    GameScan(ReadOptions options, StructType required, PushedFilters filters) {
        this.options = options;
        this.required = required;
        this.filters = filters;
    }

    @Override
    public StructType readSchema() {
        return required;
    }

    @Override
    public String description() {
        return "chesslake " + (options.formatName() == null ? "chess" : options.formatName()) + " "
                + options.table().name().toLowerCase() + " " + options.paths()
                + (filters.isEmpty() ? "" : " pushed " + Arrays.toString(filters.filters()));
    }

    @Override
    public Batch toBatch() {
        return this;
    }

    @Override
    public InputPartition[] planInputPartitions() {
        List<InputPartition> partitions = new ArrayList<>();
        for (DatabaseRef ref : new DatabaseFinder(options.formatName()).find(options.paths(), options.sourceName())) {
            try (GameDatabase database = ref.open(options.formatOptions())) {
                if (options.table() == TableKind.NAMES) {
                    partitions.add(new DatabasePartition(ref, new Split(0, database.entryCount())));
                } else {
                    List<Split> splits = database.splits(options.sizing());
                    if (database.numbersGamesByCounting()) {
                        splits = GameNumbering.number(ref, splits, options.formatOptions());
                    }
                    for (Split split : splits) {
                        partitions.add(new DatabasePartition(ref, split));
                    }
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e.getMessage(), e);
            }
        }
        return partitions.toArray(InputPartition[]::new);
    }

    @Override
    public PartitionReaderFactory createReaderFactory() {
        return new GameReaderFactory(options, required, filters);
    }

    @Override
    public CustomMetric[] supportedCustomMetrics() {
        return new CustomMetric[] {new DecodeErrors()};
    }
}
