package org.chesslake.lake;

import java.io.IOException;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import org.apache.hadoop.fs.Path;
import org.apache.iceberg.CachingCatalog;
import org.apache.iceberg.SortOrder;
import org.apache.iceberg.Table;
import org.apache.iceberg.TableProperties;
import org.apache.iceberg.catalog.Catalog;
import org.apache.iceberg.catalog.Namespace;
import org.apache.iceberg.catalog.SupportsNamespaces;
import org.apache.iceberg.catalog.TableIdentifier;
import org.apache.iceberg.exceptions.AlreadyExistsException;
import org.apache.iceberg.exceptions.NoSuchTableException;
import org.apache.iceberg.spark.Spark3Util;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.StructType;

/**
 * The lake's tables in their Iceberg catalog: which catalog, namespace and warehouse hold them (the
 * embedded Hadoop catalog in the output directory, or one the cluster configures), finding and
 * creating them, and the output directory where runs keep their report, leases, publish markers and
 * scratch. A run writes into it through its {@link Staging} on its {@link RunBranch}, makes that
 * visible with a {@link Publish}, and starts with the {@link Recovery} of what dead runs left.
 */
public final class IcebergLake {

    static final String EMBEDDED_CATALOG = "chesslake";
    /** The namespace of the tables in a catalog ({@code --catalog}) when {@code --namespace} names none. */
    public static final String DEFAULT_NAMESPACE = "chess";
    /** Each run's branch: {@code ingest_<run>}. */
    public static final String BRANCH_PREFIX = "ingest_";
    /**
     * In the output directory while a run publishes, {@code _publishing.<branch>}: the run's branch
     * and sources, for a recovery to roll forward ({@link Publish.Marker}).
     */
    public static final String MARKER = "_publishing";
    /** Below the output: each run's intermediate files, by branch; a new run drops what killed runs left. */
    public static final String SCRATCH = "_scratch";

    private final SparkSession spark;
    private final String catalogName;
    private final Namespace namespace;
    private final Path output;
    /** Set once this lake has made sure its namespace exists: one {@code CREATE NAMESPACE} a run, not one a table. */
    private volatile boolean namespaceReady;
    /**
     * The tables this lake has loaded, each loaded once and refreshed on every later {@link #table}: a
     * refresh reads the table's metadata again only where it changed, a load always reads and parses it.
     */
    private final Map<LakeTable, Table> loaded = new java.util.concurrent.ConcurrentHashMap<>();

    private IcebergLake(SparkSession spark, String catalogName, Namespace namespace, Path output) {
        this.spark = spark;
        this.catalogName = catalogName;
        this.namespace = namespace;
        this.output = output;
    }

    /**
     * The lake of {@code --catalog} and {@code --namespace} when a catalog is named, else the embedded
     * lake in the output directory.
     */
    public static IcebergLake of(SparkSession spark, String output, String catalogName, String namespace) {
        return catalogName == null ? embedded(spark, output) : inCatalog(spark, catalogName, namespace, output);
    }

    /** The tables in a catalog the session configures ({@code spark.sql.catalog.NAME}). */
    static IcebergLake inCatalog(SparkSession spark, String catalogName, String namespace, String output) {
        if (option(spark, "spark.sql.catalog." + catalogName).isEmpty()) {
            throw new IllegalArgumentException("--catalog " + catalogName + ": no catalog spark.sql.catalog."
                    + catalogName + " is configured");
        }
        return new IcebergLake(spark, catalogName, Namespace.of(namespace.split("\\.")), new Path(output));
    }

    /**
     * The embedded lake: a Hadoop catalog whose warehouse is the output's parent and whose namespace
     * is the output's name, so the tables are {@code OUTPUT/games}, {@code OUTPUT/moves}, {@code OUTPUT/names}.
     */
    public static IcebergLake embedded(SparkSession spark, String output) {
        Path lake = qualified(spark, output);
        String warehouse = lake.getParent().toString();
        String name = catalogFor(spark, warehouse);
        return new IcebergLake(spark, name, Namespace.of(lake.getName()), lake);
    }

    /** Registers (once per session) the Hadoop catalog of a warehouse; a second warehouse gets its own name. */
    static String catalogFor(SparkSession spark, String warehouse) {
        String name = EMBEDDED_CATALOG;
        Optional<String> configured = option(spark, "spark.sql.catalog." + name + ".warehouse");
        if (configured.isPresent() && !configured.get().equals(warehouse)) {
            name = EMBEDDED_CATALOG + "_" + Integer.toHexString(warehouse.hashCode());
        }
        String prefix = "spark.sql.catalog." + name;
        if (option(spark, prefix).isEmpty()) {
            spark.conf().set(prefix, "org.apache.iceberg.spark.SparkCatalog");
            spark.conf().set(prefix + ".type", "hadoop");
            spark.conf().set(prefix + ".warehouse", warehouse);
            spark.conf().set(prefix + ".cache-enabled", "false");
        }
        return name;
    }

    private static Path qualified(SparkSession spark, String dir) {
        try {
            Path path = new Path(dir);
            return path.getFileSystem(spark.sparkContext().hadoopConfiguration()).makeQualified(path);
        } catch (IOException e) {
            throw new IllegalArgumentException(dir + ": " + e.getMessage(), e);
        }
    }

    /**
     * A session option, if set. Not {@code getOption}, which asks for the key and catches Spark's exception: on a
     * cold JVM the first such exception loads Spark's whole catalogue of error messages (JSON, through Jackson).
     */
    private static Optional<String> option(SparkSession spark, String key) {
        return Optional.ofNullable(spark.conf().get(key, null));
    }

    /** The Spark SQL name of a table, e.g. {@code chesslake.lake.games}. */
    public String name(LakeTable table) {
        return namespaceName() + "." + quote(table.tableName());
    }

    /** The catalog and namespace, for {@code USE}. */
    public String namespaceName() {
        return quote(catalogName) + "."
                + Arrays.stream(namespace.levels()).map(IcebergLake::quote).collect(Collectors.joining("."));
    }

    static String quote(String part) {
        return "`" + part.replace("`", "``") + "`";
    }

    private Catalog catalog() {
        return Spark3Util.loadIcebergCatalog(spark, catalogName);
    }

    SparkSession spark() {
        return spark;
    }

    /** The session's name of the catalog, {@code spark.sql.catalog.NAME}. */
    String catalogName() {
        return catalogName;
    }

    TableIdentifier id(LakeTable table) {
        return TableIdentifier.of(namespace, table.tableName());
    }

    /**
     * A table as the catalog holds it now. A catalog that caches its tables (Iceberg's default for a
     * Spark catalog: an entry lives 30 s from its last use) hands out the instance it loaded before,
     * which other drivers' commits since have not reached; that instance, which Spark reads too, is
     * refreshed, so that what a run decides from the lake (its sources, whether another run published
     * meanwhile, where main is) is the lake's current state.
     */
    public Optional<Table> table(LakeTable table) {
        Table known = loaded.get(table);
        if (known != null) {
            known.refresh();
            return Optional.of(known);
        }
        // one load, not an existence check and a load: each reads the table's metadata file
        Catalog catalog = catalog();
        Table found;
        try {
            found = catalog.loadTable(id(table));
        } catch (NoSuchTableException e) {
            return Optional.empty();
        }
        if (catalog instanceof CachingCatalog) {
            found.refresh();
        }
        loaded.put(table, found);
        return Optional.of(found);
    }

    /** The lake's tables that exist: none where there is no lake (or no ingest has published yet). */
    public List<LakeTable> tables() {
        return Arrays.stream(LakeTable.values()).filter(table -> table(table).isPresent()).toList();
    }

    /** The published rows of a table, if it exists. */
    public Optional<Dataset<Row>> published(LakeTable table) {
        return table(table).map(t -> spark.table(name(table)));
    }

    /** The output directory: the report, the runs' leases, markers and scratch. */
    public Path output() {
        return output;
    }

    /** Each table's current snapshot id, by table name. */
    public Map<String, Long> snapshots() {
        Map<String, Long> snapshots = new LinkedHashMap<>();
        for (LakeTable table : LakeTable.values()) {
            table(table).map(Table::currentSnapshot)
                    .ifPresent(snapshot -> snapshots.put(table.tableName(), snapshot.snapshotId()));
        }
        return snapshots;
    }

    /** Creates a table with its {@link TableLayout}; every column optional. */
    Table create(LakeTable table, StructType rows) {
        Catalog catalog = catalog();
        if (!namespaceReady) {
            if (catalog instanceof SupportsNamespaces namespaces) {
                // through Iceberg's API: a SQL statement costs a parse, an analysis and a plan
                if (!namespaces.namespaceExists(namespace)) {
                    try {
                        namespaces.createNamespace(namespace);
                    } catch (AlreadyExistsException e) {
                        // another run made it meanwhile
                    }
                }
            } else {
                // the Iceberg catalog Spark hands out is its cache, which has no namespaces: Spark's has
                spark.sql("CREATE NAMESPACE IF NOT EXISTS " + namespaceName());
            }
            namespaceReady = true;
        }
        org.apache.iceberg.Schema schema = TableLayout.icebergSchema(rows);
        TableLayout layout = table.layout();
        SortOrder.Builder order = SortOrder.builderFor(schema);
        layout.clusterBy().forEach(order::asc);
        Map<String, String> properties = new LinkedHashMap<>();
        properties.put(TableProperties.FORMAT_VERSION, "2");
        properties.putAll(layout.writeProperties());
        properties.put(TableProperties.WRITE_DISTRIBUTION_MODE,
                layout.clusterBy().isEmpty() ? TableProperties.WRITE_DISTRIBUTION_MODE_NONE
                        : TableProperties.WRITE_DISTRIBUTION_MODE_RANGE);
        properties.put(TableProperties.METADATA_DELETE_AFTER_COMMIT_ENABLED, "true");
        Table created;
        try {
            created = catalog.buildTable(id(table), schema).withSortOrder(order.build()).withProperties(properties).create();
        } catch (AlreadyExistsException e) {
            created = catalog.loadTable(id(table)); // another run made it meanwhile
        }
        loaded.put(table, created);
        return created;
    }
}
