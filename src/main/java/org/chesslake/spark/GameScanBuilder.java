package org.chesslake.spark;

import org.apache.spark.sql.connector.read.Scan;
import org.apache.spark.sql.connector.read.ScanBuilder;
import org.apache.spark.sql.connector.read.SupportsPushDownFilters;
import org.apache.spark.sql.connector.read.SupportsPushDownRequiredColumns;
import org.apache.spark.sql.sources.Filter;
import org.apache.spark.sql.types.StructType;
import org.chesslake.scan.ReadOptions;
import org.chesslake.table.TableKind;

/**
 * Takes the columns a query needs (they decide how far games are decoded) and the filters on
 * index fields (they skip games before decoding). Every filter stays residual: Spark re-checks it.
 */
final class GameScanBuilder implements ScanBuilder, SupportsPushDownRequiredColumns, SupportsPushDownFilters {

    private final ReadOptions options;
    private StructType required;
    private Filter[] pushed = new Filter[0];

    GameScanBuilder(ReadOptions options, StructType schema) {
        this.options = options;
        this.required = schema;
    }

    @Override
    public void pruneColumns(StructType requiredSchema) {
        required = requiredSchema;
    }

    @Override
    public Filter[] pushFilters(Filter[] filters) {
        if (options.table() == TableKind.GAMES || options.table() == TableKind.FULL) {
            pushed = FilterTranslation.pushable(filters);
        }
        return filters;
    }

    @Override
    public Filter[] pushedFilters() {
        return pushed;
    }

    @Override
    public Scan build() {
        return new GameScan(options, required, pushed);
    }
}
