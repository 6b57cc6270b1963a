package org.chesslake.cli;

import org.chesslake.lake.IcebergLake;
import picocli.CommandLine.Option;

/**
 * Where a job's lake is, the same options in every job: the lake's directory (its Hadoop catalog,
 * {@code _report.json}, the runs' leases), or a catalog the session configures and its namespace.
 */
public final class LakeOptions {

    @Option(names = "--lake", paramLabel = "DIR", defaultValue = "lake",
            description = "the lake: its tables (unless --catalog) and _report.json; default ${DEFAULT-VALUE}")
    String lake;

    @Option(names = "--catalog", paramLabel = "NAME",
            description = "an Iceberg catalog configured with --conf spark.sql.catalog.NAME... (REST, Hive, Glue, ...);"
                    + " default: a Hadoop catalog in the lake directory")
    String catalog;

    @Option(names = "--namespace", paramLabel = "NS", defaultValue = IcebergLake.DEFAULT_NAMESPACE,
            description = "the catalog's namespace of the tables (with --catalog); default ${DEFAULT-VALUE}")
    String namespace;

    /** For picocli, which fills the fields from the command line. */
    public LakeOptions() {
    }

    /** A lake given in code: its directory, and a catalog (null: the lake directory's own) and its namespace. */
    public LakeOptions(String lake, String catalog, String namespace) {
        this.lake = lake;
        this.catalog = catalog;
        this.namespace = namespace;
    }

    public String lake() {
        return lake;
    }

    /** The catalog named on the command line, or null for the Hadoop catalog in the lake directory. */
    public String catalog() {
        return catalog;
    }

    public String namespace() {
        return namespace;
    }
}
