package org.chesslake.ingest;

import java.util.List;

/**
 * How a lake table lays out its rows, the same for Iceberg and Parquet: no directory or file per
 * source. {@code clusterBy} columns order the rows across files (a range shuffle, cheap for the small
 * games and names tables), so that file metrics on {@code source} prune; the big moves table keeps
 * the scan's order instead (each task holds contiguous games of one or a few databases) and spares
 * a sort of every move. {@code bloomColumns} get Parquet bloom filters for the hash-valued point
 * lookups ({@code game_id}, {@code position_key}) that min/max metrics cannot prune.
 * {@code plainColumns} are written without a Parquet dictionary: hash values that are (nearly) all
 * distinct overflow any dictionary, so building one only costs time before the writer falls back.
 */
record TableLayout(String table, List<String> clusterBy, List<String> bloomColumns, List<String> plainColumns) {

    static final TableLayout GAMES = new TableLayout("games", List.of("source", "game_number"), List.of("game_id"),
            List.of("game_id"));
    static final TableLayout MOVES = new TableLayout("moves", List.of(), List.of("game_id", "position_key"),
            List.of("game_id", "position_key"));
    static final TableLayout NAMES = new TableLayout("names", List.of("source", "kind", "name"), List.of("name_id"),
            List.of("name_id"));

    static TableLayout of(String table) {
        return switch (table) {
            case "games" -> GAMES;
            case "moves" -> MOVES;
            case "names" -> NAMES;
            default -> throw new IllegalArgumentException("no lake table " + table);
        };
    }
}
