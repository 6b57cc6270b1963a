package org.chesslake.spark;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructField;
import org.apache.spark.sql.types.StructType;

/** The tables a game source offers, chosen with the {@code table} option. */
enum TableKind {
    GAMES,
    MOVES,
    NAMES,
    /** A games row with its moves nested as an array: one decode for pipelines that write both (the ingest job). */
    FULL;

    static final String MOVES_COLUMN = "moves";

    static TableKind parse(String option) {
        try {
            return valueOf(option.trim().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("option table must be games, moves, names or full, not '" + option + "'");
        }
    }

    StructType schema() {
        return switch (this) {
            case GAMES -> struct(GameColumns.ALL);
            case MOVES -> MoveColumn.schema();
            case NAMES -> struct(NameColumns.ALL);
            case FULL -> struct(GameColumns.ALL).add(MOVES_COLUMN, DataTypes.createArrayType(MoveColumn.nested()), true);
        };
    }

    private static StructType struct(List<? extends Column<?>> columns) {
        List<StructField> fields = new ArrayList<>();
        for (Column<?> column : columns) {
            fields.add(column.field());
        }
        return new StructType(fields.toArray(StructField[]::new));
    }
}
