package org.chesslake.files;

import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/**
 * Reads a table of an ingest's default lake from outside the ingest package: the lake directory is
 * the namespace of a Hadoop catalog whose warehouse is its parent, registered here under a name of
 * its own (Iceberg's path loads go through a Hive catalog, which the tests do not have).
 */
final class IcebergLakeTables {

    private IcebergLakeTables() {
    }

    static Dataset<Row> read(SparkSession spark, String lake, String table) {
        org.apache.hadoop.fs.Path path = new org.apache.hadoop.fs.Path(lake);
        String catalog = "lake_" + Integer.toHexString(lake.hashCode());
        spark.conf().set("spark.sql.catalog." + catalog, "org.apache.iceberg.spark.SparkCatalog");
        spark.conf().set("spark.sql.catalog." + catalog + ".type", "hadoop");
        spark.conf().set("spark.sql.catalog." + catalog + ".warehouse", path.getParent().toString());
        return spark.table(catalog + ".`" + path.getName() + "`." + table);
    }
}
