package org.chesslake.spark;

import java.util.Map;
import org.apache.spark.sql.connector.catalog.Table;
import org.apache.spark.sql.connector.catalog.TableProvider;
import org.apache.spark.sql.connector.expressions.Transform;
import org.apache.spark.sql.sources.DataSourceRegister;
import org.apache.spark.sql.types.StructType;
import org.apache.spark.sql.util.CaseInsensitiveStringMap;
import org.chesslake.format.FormatOptions;
import org.chesslake.format.Formats;

/**
 * The DataSource V2 entry point shared by every format: a subclass only names its format.
 * Providers are listed in META-INF/services/org.apache.spark.sql.sources.DataSourceRegister.
 */
public abstract class GameSource implements TableProvider, DataSourceRegister {

    private final String formatName;

    /** @param formatName a format of {@link Formats}, or null to detect each file's format ("chess") */
    protected GameSource(String formatName) {
        this.formatName = formatName;
    }

    @Override
    public String shortName() {
        return formatName == null ? "chess" : formatName;
    }

    @Override
    public StructType inferSchema(CaseInsensitiveStringMap options) {
        return TableKind.parse(options.getOrDefault("table", "games")).schema();
    }

    @Override
    public Table getTable(StructType schema, Transform[] partitioning, Map<String, String> properties) {
        if (formatName != null) {
            Formats.byName(formatName); // an unknown format fails here, at analysis, not in a task
        }
        return new GameTable(formatName, TableKind.parse(new FormatOptions(properties).get("table", "games")));
    }
}
