package org.chesslake.spark;

/** {@code format("pgn-table")}: chess games kept in Parquet tables, one row each with its PGN movetext. */
public final class PgnTableSource extends GameSource {
    public PgnTableSource() {
        super("pgn-table");
    }
}
