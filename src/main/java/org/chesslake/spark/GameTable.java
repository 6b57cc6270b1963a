package org.chesslake.spark;

import java.util.Set;
import org.apache.spark.sql.connector.catalog.SupportsRead;
import org.apache.spark.sql.connector.catalog.TableCapability;
import org.apache.spark.sql.connector.read.ScanBuilder;
import org.apache.spark.sql.types.StructType;
import org.apache.spark.sql.util.CaseInsensitiveStringMap;

/** A table over game databases: games, moves, names or full, per the {@code table} option. */
final class GameTable implements SupportsRead {

    private final String formatName;
    private final TableKind kind;

    GameTable(String formatName, TableKind kind) {
        this.formatName = formatName;
        this.kind = kind;
    }

    @Override
    public String name() {
        return (formatName == null ? "chess" : formatName) + "." + kind.name().toLowerCase();
    }

    @Override
    public StructType schema() {
        return kind.schema();
    }

    @Override
    public Set<TableCapability> capabilities() {
        return Set.of(TableCapability.BATCH_READ);
    }

    @Override
    public ScanBuilder newScanBuilder(CaseInsensitiveStringMap options) {
        return new GameScanBuilder(ReadOptions.parse(formatName, options), kind.schema());
    }
}
