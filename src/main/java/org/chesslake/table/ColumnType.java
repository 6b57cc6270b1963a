package org.chesslake.table;

/** The value types of the tables' columns; the Spark layer maps each to its SQL type. */
public enum ColumnType {
    LONG,
    INT,
    STRING,
    BOOLEAN,
    DATE,
    /** array of int (a move's NAGs) */
    INT_ARRAY,
    /** map of string to string (a game's other tags) */
    STRING_MAP
}
