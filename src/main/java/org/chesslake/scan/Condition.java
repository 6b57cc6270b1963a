package org.chesslake.scan;

import java.io.Serializable;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;

/**
 * A condition on games columns, as a query's WHERE states it: the Spark layer translates the
 * filters Spark pushes into these, and {@link PushedFilters} evaluates them on a game's index
 * fields to skip it before it is decoded. Literals are of the column's type (String, Integer,
 * Long, Boolean, LocalDate).
 */
public sealed interface Condition extends Serializable {

    /** The columns the condition reads. */
    List<String> columns();

    record And(Condition left, Condition right) implements Condition {
        public List<String> columns() {
            return Stream.concat(left.columns().stream(), right.columns().stream()).toList();
        }
    }

    record Or(Condition left, Condition right) implements Condition {
        public List<String> columns() {
            return Stream.concat(left.columns().stream(), right.columns().stream()).toList();
        }
    }

    record Not(Condition child) implements Condition {
        public List<String> columns() {
            return child.columns();
        }
    }

    record IsNull(String column) implements Condition {
        public List<String> columns() {
            return List.of(column);
        }
    }

    record IsNotNull(String column) implements Condition {
        public List<String> columns() {
            return List.of(column);
        }
    }

    /** {@code column op value}; {@link Comparison#NULL_SAFE_EQUAL} is SQL's {@code <=>}. */
    record Compare(String column, Comparison op, Object value) implements Condition {
        public List<String> columns() {
            return List.of(column);
        }
    }

    /** {@code column IN (values)}; a null among the values makes a miss unknown, as in SQL. */
    record In(String column, Object[] values) implements Condition {
        public List<String> columns() {
            return List.of(column);
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof In other && column.equals(other.column) && Arrays.equals(values, other.values);
        }

        @Override
        public int hashCode() {
            return 31 * column.hashCode() + Arrays.hashCode(values);
        }

        @Override
        public String toString() {
            return column + " IN " + Arrays.toString(values);
        }
    }

    record Text(String column, TextMatch match, String value) implements Condition {
        public List<String> columns() {
            return List.of(column);
        }
    }

    enum Comparison { EQUAL, NULL_SAFE_EQUAL, GREATER, GREATER_OR_EQUAL, LESS, LESS_OR_EQUAL }

    enum TextMatch { STARTS_WITH, ENDS_WITH, CONTAINS }
}
