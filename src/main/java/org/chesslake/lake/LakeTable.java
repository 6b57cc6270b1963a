package org.chesslake.lake;

import static org.chesslake.lake.TableLayout.MIB;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import org.chesslake.spark.TableSchemas;
import org.chesslake.table.TableKind;

/**
 * The lake's tables. Each game table holds the rows of one table a read offers ({@link #rows()}); the
 * lake keeps no {@code full} table, whose rows are the games with their moves nested. The sources
 * table records what the lake holds of each source. Its name
 * ({@link #tableName()}) is the table's name in the catalog, in {@code --tables} and in the report.
 */
public enum LakeTable {
    GAMES(TableKind.GAMES, new TableLayout(List.of("source", "game_number"), List.of("game_id", "main_line_key"),
            List.of("game_id", "main_line_key"),
            128 * MIB)),
    MOVES(TableKind.MOVES, new TableLayout(List.of(), List.of("game_id", "from_position_key", "position_key"),
            List.of("from_position_key", "position_key"), 16 * MIB)),
    NAMES(TableKind.NAMES, new TableLayout(List.of("source", "kind", "name"), List.of("name_id"), List.of("name_id"),
            128 * MIB)),
    /**
     * The opening index ({@link PositionsTable}): each ingest task writes its games' rows sorted by
     * position key, {@code jobs/maintain} merges its files into files of disjoint key ranges ({@link PositionsCompaction}); small row groups, so that a key's
     * rows are read with little else; zstd at level 1: at level 3 its files' compression cost the
     * ingest more than all of the moves table's.
     */
    POSITIONS(null, new TableLayout(List.of("from_position_key"), List.of(), List.of("from_position_key", "game_id"),
            MIB, 1)),
    /** The lake's own catalogue: one row per source ({@link SourcesTable}), written in the same publish. */
    SOURCES(null, new TableLayout(List.of("source"), List.of(), List.of(), 128 * MIB));

    private final TableKind rows;
    private final TableLayout layout;

    LakeTable(TableKind rows, TableLayout layout) {
        this.rows = rows;
        this.layout = layout;
    }

    /** The read's table whose rows this table holds; none for {@link #POSITIONS} and {@link #SOURCES}, which no read offers. */
    Optional<TableKind> rows() {
        return Optional.ofNullable(rows);
    }

    /** The tables of the games' rows, those {@code --tables} chooses from: games, moves, names. */
    public static List<LakeTable> gameTables() {
        return Arrays.stream(values()).filter(table -> table.rows != null).toList();
    }

    TableLayout layout() {
        return layout;
    }

    /** The Iceberg schema a new table of a game table's rows gets: for the tools that write its files as the ingest does. */
    public org.apache.iceberg.Schema newTableSchema() {
        return TableLayout.icebergSchema(TableSchemas.of(rows().orElseThrow()));
    }

    /** The Iceberg write properties its files are written with (codec, sizes, dictionaries, bloom filters). */
    public Map<String, String> writeProperties() {
        return layout.writeProperties();
    }

    /** The table's name: {@code games}, {@code moves}, {@code names}. */
    public String tableName() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** Every game table's name, for messages and the default of {@code --tables}: "games, moves, names". */
    public static String allNames() {
        return gameTables().stream().map(LakeTable::tableName).collect(Collectors.joining(", "));
    }

    /** The game table of a name, as in {@code --tables}. */
    public static LakeTable named(String name) {
        for (LakeTable table : gameTables()) {
            if (table.tableName().equals(name.trim().toLowerCase(Locale.ROOT))) {
                return table;
            }
        }
        throw new IllegalArgumentException("unknown table '" + name + "' (" + allNames() + ")");
    }
}
