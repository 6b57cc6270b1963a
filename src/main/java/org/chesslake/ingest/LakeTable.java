package org.chesslake.ingest;

import static org.chesslake.ingest.TableLayout.MIB;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import org.chesslake.scan.TableKind;

/**
 * The lake's tables. Each holds the rows of one table a read offers ({@link #rows()}); the lake
 * keeps no {@code full} table, whose rows are the games with their moves nested. Its name
 * ({@link #tableName()}) is the table's name in the catalog, in {@code --tables} and in the report.
 */
public enum LakeTable {
    GAMES(TableKind.GAMES, new TableLayout(List.of("source", "game_number"), List.of("game_id", "main_line_key"),
            List.of("game_id", "main_line_key"),
            128 * MIB)),
    MOVES(TableKind.MOVES, new TableLayout(List.of(), List.of("game_id", "from_position_key", "position_key"),
            List.of("from_position_key", "position_key"), 16 * MIB)),
    NAMES(TableKind.NAMES, new TableLayout(List.of("source", "kind", "name"), List.of("name_id"), List.of("name_id"),
            128 * MIB));

    private final TableKind rows;
    private final TableLayout layout;

    LakeTable(TableKind rows, TableLayout layout) {
        this.rows = rows;
        this.layout = layout;
    }

    /** The read's table whose rows this table holds. */
    TableKind rows() {
        return rows;
    }

    TableLayout layout() {
        return layout;
    }

    /** The table's name: {@code games}, {@code moves}, {@code names}. */
    public String tableName() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** Every table's name, for messages: "games, moves, names". */
    static String allNames() {
        return Arrays.stream(values()).map(LakeTable::tableName).collect(Collectors.joining(", "));
    }

    /** The table of a name, as in {@code --tables}. */
    static LakeTable named(String name) {
        for (LakeTable table : values()) {
            if (table.tableName().equals(name.trim().toLowerCase(Locale.ROOT))) {
                return table;
            }
        }
        throw new IllegalArgumentException("unknown table '" + name + "' (" + allNames() + ")");
    }
}
