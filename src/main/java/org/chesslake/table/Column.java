package org.chesslake.table;

import java.util.function.Function;

/**
 * One column of a table: its type, how to compute its value from a row's source, and a line of
 * documentation (the tables page says the same).
 *
 * @param value computes the column's plain Java value (String, Integer, Long, Boolean, LocalDate,
 *              List, Map) from the row source
 * @param <S>   what a row is made from
 */
public record Column<S>(String name, ColumnType type, String doc, Function<S, Object> value) {
}
