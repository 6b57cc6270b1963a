package org.chesslake.ingest;

import java.util.Map;
import org.apache.hadoop.conf.Configuration;
import org.apache.iceberg.hadoop.HadoopFileIO;

/**
 * Iceberg's Hadoop FileIO for a catalog that has no Hadoop configuration of its own (the
 * {@link InProcessRestCatalog}'s in-memory catalog): the catalog's properties named
 * {@value #PREFIX}KEY become the Hadoop setting KEY, e.g. an S3 endpoint.
 */
public final class ConfiguredHadoopFileIO extends HadoopFileIO {

    static final String PREFIX = "hadoop.";

    @Override
    public void initialize(Map<String, String> properties) {
        super.initialize(properties);
        Configuration conf = new Configuration();
        properties.forEach((key, value) -> {
            if (key.startsWith(PREFIX)) {
                conf.set(key.substring(PREFIX.length()), value);
            }
        });
        setConf(conf);
    }
}
