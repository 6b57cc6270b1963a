package org.chesslake.spark;

import java.io.Serializable;
import java.util.Map;
import org.apache.iceberg.PartitionSpec;
import org.apache.iceberg.Schema;
import org.apache.iceberg.io.FileIO;
import org.apache.iceberg.io.LocationProvider;

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
}
