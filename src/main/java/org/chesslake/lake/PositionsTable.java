package org.chesslake.lake;

import org.apache.spark.sql.types.StructType;
import org.chesslake.spark.TableSchemas;

/**
 * The positions table, the lake's opening index: one row per main-line move of every game, keyed by
 * the position it was played from ({@code from_position_key}), with what an opening tree counts and
 * filters on (the move, the game's result, both players' Elo, its date and year, its source). The
 * ingest's tasks write it beside the moves, each its games' rows sorted by key
 * ({@link LakeTable#POSITIONS}'s layout), in the same publish as the other tables; {@link PositionIndex}
 * reads the tree of a position from it without Spark.
 */
public final class PositionsTable {

    /** The table's columns ({@link org.chesslake.table.PositionColumn}). */
    public static final StructType SCHEMA = TableSchemas.positions();

    private PositionsTable() {
    }
}
