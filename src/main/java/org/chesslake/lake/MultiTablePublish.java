package org.chesslake.lake;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.iceberg.CatalogUtil;
import org.apache.iceberg.HasTableOperations;
import org.apache.iceberg.Snapshot;
import org.apache.iceberg.SnapshotRef;
import org.apache.iceberg.Table;
import org.apache.iceberg.TableMetadata;
import org.apache.iceberg.catalog.Catalog;
import org.apache.iceberg.catalog.TableCommit;
import org.apache.iceberg.catalog.TableIdentifier;
import org.apache.iceberg.rest.RESTCatalog;
import org.apache.iceberg.util.SnapshotUtil;
import org.apache.spark.sql.SparkSession;
import scala.jdk.javaapi.CollectionConverters;

/**
 * Publishing a run's branches in one atomic commit of every table, where the catalog can: a REST
 * catalog whose server offers the transactions endpoint ({@code POST /v1/transactions/commit}).
 * Each table's part requires that its {@code main} is still at the snapshot it was when the
 * commit was built and moves {@code main} to the run branch's snapshot (a fast-forward: the branch
 * descends from main) and drops the branch; the server applies all or none, so a reader never sees
 * one table published and another not. Other catalogs (the embedded Hadoop catalog, Hive, Glue)
 * commit one table at a time: {@link Publish} then fast-forwards each table behind its publish
 * marker.
 */
final class MultiTablePublish {

    private MultiTablePublish() {
    }

    /** Whether the session's catalog {@code catalogName} is a REST catalog, which may commit several tables at once. */
    static boolean mayCommitTogether(SparkSession spark, String catalogName) {
        Map<String, String> properties = catalogProperties(spark, catalogName);
        return CatalogUtil.ICEBERG_CATALOG_TYPE_REST.equalsIgnoreCase(properties.get(CatalogUtil.ICEBERG_CATALOG_TYPE))
                || RESTCatalog.class.getName().equals(properties.get("catalog-impl"));
    }

    /**
     * Moves {@code main} of every table to {@code branch} and drops the branch, in one commit of the
     * catalog {@code catalogName} of the session. Returns false, having changed nothing, where the
     * catalog cannot commit several tables at once (not a REST catalog, or its server lacks the
     * endpoint); throws Iceberg's {@code CommitFailedException} where a table's main moved meanwhile.
     */
    static boolean commit(SparkSession spark, String catalogName, List<TableIdentifier> tables, String branch) {
        if (!mayCommitTogether(spark, catalogName) || tables.isEmpty()) {
            return false;
        }
        Map<String, String> properties = catalogProperties(spark, catalogName);
        // a client of its own from the Spark catalog's settings: Spark's may be wrapped in a cache
        Catalog catalog = CatalogUtil.buildIcebergCatalog(catalogName, properties,
                spark.sparkContext().hadoopConfiguration());
        try (RESTCatalog client = (RESTCatalog) catalog) {
            List<TableCommit> commits = new ArrayList<>();
            for (TableIdentifier id : tables) {
                commits.add(fastForward(id, client.loadTable(id), branch));
            }
            try {
                client.commitTransaction(commits);
            } catch (UnsupportedOperationException serverLacksTransactions) {
                return false;
            }
            return true;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The change moving main to the branch's snapshot and dropping the branch, required to start where main is now. */
    private static TableCommit fastForward(TableIdentifier id, Table table, String branch) {
        TableMetadata base = ((HasTableOperations) table).operations().current();
        Snapshot staged = table.snapshot(branch);
        if (staged == null) {
            throw new IllegalStateException(id + ": the run's branch " + branch + " is gone");
        }
        Snapshot main = table.currentSnapshot();
        if (main != null && !SnapshotUtil.isAncestorOf(table, staged.snapshotId(), main.snapshotId())) {
            throw new IllegalStateException(id + ": main moved since the run's branch " + branch + " left it");
        }
        TableMetadata published = TableMetadata.buildFrom(base)
                .setBranchSnapshot(staged.snapshotId(), SnapshotRef.MAIN_BRANCH)
                .removeRef(branch)
                .build();
        return TableCommit.create(id, base, published);
    }

    /** The settings {@code spark.sql.catalog.NAME.*} of the session, without the prefix. */
    private static Map<String, String> catalogProperties(SparkSession spark, String catalogName) {
        String prefix = "spark.sql.catalog." + catalogName + ".";
        Map<String, String> properties = new HashMap<>();
        CollectionConverters.asJava(spark.conf().getAll()).forEach((key, value) -> {
            if (key.startsWith(prefix)) {
                properties.put(key.substring(prefix.length()), value);
            }
        });
        return properties;
    }
}
