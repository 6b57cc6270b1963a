package org.chesslake.spark;

import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.apache.spark.sql.connector.catalog.SupportsRead;
import org.apache.spark.sql.connector.catalog.TableCapability;
import org.apache.spark.sql.connector.read.ScanBuilder;
import org.apache.spark.sql.types.StructType;
import org.apache.spark.sql.util.CaseInsensitiveStringMap;
import org.chesslake.scan.ReadOptions;
import org.chesslake.table.TableKind;

/** A table over game databases: games, moves, names or full, per the {@code table} option. */
final class GameTable implements SupportsRead {

    private final String formatName;
    private final TableKind kind;
    private final Map<String, String> tableOptions;
    private final String refusal;

    /**
     * @param tableOptions the table's own read options (from load() or the catalog); a scan's options add to them
     * @param refusal      why the table cannot be read (a schema the user gave that is not the table's), or null
     */
    GameTable(String formatName, TableKind kind, Map<String, String> tableOptions, String refusal) {
        this.formatName = formatName;
        this.kind = kind;
        this.tableOptions = tableOptions;
        this.refusal = refusal;
    }

    @Override
    public String name() {
        return formatName + "." + kind.name().toLowerCase();
    }

    @Override
    public StructType schema() {
        return TableSchemas.of(kind);
    }

    @Override
    public Set<TableCapability> capabilities() {
        return Set.of(TableCapability.BATCH_READ);
    }

    @Override
    public ScanBuilder newScanBuilder(CaseInsensitiveStringMap options) {
        if (refusal != null) {
            throw new IllegalArgumentException(refusal);
        }
        Map<String, String> merged = new TreeMap<>(String.CASE_INSENSITIVE_ORDER);
        merged.putAll(tableOptions);
        merged.putAll(options.asCaseSensitiveMap());
        return new GameScanBuilder(ReadOptions.parse(formatName, merged), TableSchemas.of(kind));
    }
}
