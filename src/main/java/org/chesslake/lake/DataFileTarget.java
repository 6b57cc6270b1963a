package org.chesslake.lake;

import java.io.FileNotFoundException;
import java.io.Serializable;
import java.io.UncheckedIOException;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.apache.hadoop.fs.Path;
import org.apache.iceberg.DataFile;
import org.apache.iceberg.DataFiles;
import org.apache.iceberg.FileFormat;
import org.apache.iceberg.PartitionSpec;
import org.apache.iceberg.Schema;
import org.apache.iceberg.io.FileIO;
import org.apache.iceberg.io.FileInfo;
import org.apache.iceberg.io.LocationProvider;
import org.apache.iceberg.io.SupportsPrefixOperations;
import org.chesslake.parquet.WrittenFile;

/**
 * Where tasks write a table's data files themselves, and how: the table's schema (Parquet field ids
 * included), its partition spec, its write properties (codec, bloom filters, dictionaries, file
 * size), where each file goes and the file system that writes it. Shipped to the tasks.
 */
public record DataFileTarget(Schema schema, PartitionSpec spec, Map<String, String> properties,
                             LocationProvider locations, FileIO io) implements Serializable {

    public DataFileTarget {
        properties = Map.copyOf(properties);
    }

    /**
     * Deletes the files in this target's directory other than {@code kept}: those of task attempts
     * whose result Spark did not take (a speculative duplicate that also finished, an attempt on an
     * executor that was lost). Attempts name their files uniquely, so no kept file is touched. A file
     * system that cannot list keeps them, unreferenced, for the table's orphan-file cleanup.
     */
    public void deleteAllBut(Collection<DataFile> kept) {
        if (!(io instanceof SupportsPrefixOperations files)) {
            return;
        }
        Set<String> keptNames = kept.stream().map(file -> fileName(file.location())).collect(Collectors.toSet());
        try {
            for (FileInfo file : files.listPrefix(directoryOf(locations))) {
                if (!keptNames.contains(fileName(file.location()))) {
                    files.deleteFile(file.location());
                }
            }
        } catch (UncheckedIOException e) {
            if (!(e.getCause() instanceof FileNotFoundException)) { // no file was written at all
                throw e;
            }
        }
    }

    /** The data file of this target's table that {@code written}, closed at {@code location}, is. */
    public DataFile dataFile(String location, WrittenFile written) {
        return DataFiles.builder(spec)
                .withPath(location)
                .withFormat(FileFormat.PARQUET)
                .withFileSizeInBytes(written.length())
                .withMetrics(written.metrics())
                .withSplitOffsets(written.splitOffsets())
                .build();
    }

    /** Deletes the files a failed task attempt wrote here; what cannot be deleted is added to {@code cause}. */
    public void deleteAttempt(List<String> locations, Exception cause) {
        for (String location : locations) {
            try {
                io.deleteFile(location);
            } catch (RuntimeException e) {
                cause.addSuppressed(e);
            }
        }
    }

    /**
     * The directory of the files {@code locations} names, when it puts them all in one (unpartitioned),
     * with its trailing slash (a listing prefix).
     */
    public static String directoryOf(LocationProvider locations) {
        String any = locations.newDataLocation("f");
        return any.substring(0, any.length() - 1);
    }

    private static String fileName(String location) {
        return new Path(location).getName();
    }
}
