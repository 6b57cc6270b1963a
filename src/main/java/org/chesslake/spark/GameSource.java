package org.chesslake.spark;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Map;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SQLContext;
import org.apache.spark.sql.SaveMode;
import org.apache.spark.sql.connector.catalog.Table;
import org.apache.spark.sql.connector.catalog.TableProvider;
import org.apache.spark.sql.connector.expressions.Transform;
import org.apache.spark.sql.sources.BaseRelation;
import org.apache.spark.sql.sources.CreatableRelationProvider;
import org.apache.spark.sql.sources.DataSourceRegister;
import org.apache.spark.sql.types.StructType;
import org.apache.spark.sql.util.CaseInsensitiveStringMap;
import org.chesslake.format.FormatOptions;
import org.chesslake.format.Formats;
import org.chesslake.scan.DatabaseFinder;
import org.chesslake.table.TableKind;
import scala.jdk.javaapi.CollectionConverters;

/**
 * The DataSource entry point shared by every format: a subclass only names its format. Reads are
 * DataSource V2 ({@link TableProvider}); writes ({@code df.write().format("pgn").save(dir)}) take
 * Spark's V1 path, which every save mode reaches (see {@link GameWrite}). Providers are listed in
 * META-INF/services/org.apache.spark.sql.sources.DataSourceRegister.
 */
public abstract class GameSource implements TableProvider, CreatableRelationProvider, DataSourceRegister {

    private final String formatName;

    /**
     * @param formatName a format of {@link Formats}, or {@link DatabaseFinder#ANY_FORMAT} to detect each
     *                   file's format
     */
    protected GameSource(String formatName) {
        this.formatName = formatName;
    }

    @Override
    public String shortName() {
        return formatName;
    }

    /**
     * True so that {@code CREATE TABLE … USING} asks {@link #inferSchema} at creation time (where a
     * missing path is reported) and so that a catalog table's stored schema comes back to
     * {@link #getTable}, which checks it against the table kind's fixed schema.
     */
    @Override
    public boolean supportsExternalMetadata() {
        return true;
    }

    @Override
    public StructType inferSchema(CaseInsensitiveStringMap options) {
        Map<String, String> readOptions = CatalogOptions.readOptions(options.asCaseSensitiveMap());
        CatalogOptions.requirePath(readOptions);
        return TableSchemas.of(TableKind.parse(new FormatOptions(readOptions).get("table", "games")));
    }

    @Override
    public Table getTable(StructType schema, Transform[] partitioning, Map<String, String> properties) {
        DatabaseFinder.formats(formatName); // an unknown format fails here, at analysis, not in a task
        Map<String, String> readOptions = CatalogOptions.readOptions(properties);
        TableKind kind = TableKind.parse(new FormatOptions(readOptions).get("table", "games"));
        String refusal = null;
        if (schema != null && !TableSchemas.of(kind).catalogString().equals(schema.catalogString())) {
            refusal = "a " + shortName() + " " + kind.name().toLowerCase() + " table has a fixed schema "
                    + TableSchemas.of(kind).simpleString() + "; leave the schema out, not " + schema.simpleString();
            // a write asks for a table of the DataFrame's schema before it takes the V1 path: only a read is refused
            if (CatalogOptions.isCatalogTable(properties)) {
                throw new IllegalArgumentException(refusal);
            }
        }
        if (partitioning != null && partitioning.length > 0) {
            throw new IllegalArgumentException("a " + shortName() + " table cannot be partitioned (PARTITIONED BY)");
        }
        return new GameTable(formatName, kind, readOptions, refusal);
    }

    /** {@code df.write().format(shortName()).save(dir)}: the games of a DataFrame of the full table's shape. */
    @Override
    public BaseRelation createRelation(SQLContext sqlContext, SaveMode mode, scala.collection.immutable.Map<String, String> parameters,
                                       Dataset<Row> data) {
        try {
            return GameWrite.save(sqlContext, shortName(), mode, CollectionConverters.asJava(parameters), data);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
