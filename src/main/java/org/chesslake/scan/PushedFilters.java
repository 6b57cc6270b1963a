package org.chesslake.scan;

import java.io.Serializable;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.function.IntPredicate;
import java.util.function.Predicate;
import java.util.stream.Collectors;
import org.chesslake.format.HeaderField;
import org.chesslake.table.Column;
import org.chesslake.table.GameColumns;
import org.chesslake.table.GameRow;

/**
 * The conditions on games columns that a reader uses to skip games before decoding them. The
 * engine still evaluates every filter after the scan (they are all residual), so skipping only has
 * to be right for the games it skips: a game is skipped when a condition is false or unknown (SQL's
 * WHERE).
 */
public final class PushedFilters implements Serializable {

    public static final PushedFilters NONE = new PushedFilters(List.of());

    private static final Map<String, Column<GameRow>> BY_NAME =
            GameColumns.ALL.stream().collect(Collectors.toMap(Column::name, c -> c));

    private final List<Condition> conditions;

    public PushedFilters(List<Condition> conditions) {
        this.conditions = List.copyOf(conditions);
    }

    /** Whether a condition on {@code column} can skip games: a games column the index or header answers. */
    public static boolean indexable(String column) {
        // ply_count: an index's count may differ from the decoded main line (SCID's stops at 1023)
        return BY_NAME.containsKey(column) && !GameColumns.FROM_MOVES.contains(column) && !column.equals("tags")
                && !column.equals("ply_count");
    }

    public List<Condition> conditions() {
        return conditions;
    }

    /** The conditions a database can evaluate from its index alone. */
    public PushedFilters forIndex(Set<HeaderField> indexFields) {
        return new PushedFilters(conditions.stream().filter(c -> c.columns().stream().allMatch(column -> {
            HeaderField field = GameColumns.field(column);
            return field == null || indexFields.contains(field);
        })).toList());
    }

    public boolean isEmpty() {
        return conditions.isEmpty();
    }

    /** Whether a game passes every condition. */
    public boolean accepts(GameRow row) {
        return accepts(name -> BY_NAME.get(name).value().apply(row));
    }

    /** Whether a game whose columns {@code value} computes passes every condition. */
    public boolean accepts(Function<String, Object> value) {
        for (Condition c : conditions) {
            if (!Boolean.TRUE.equals(eval(c, value))) {
                return false;
            }
        }
        return true;
    }

    /** SQL three-valued logic: TRUE, FALSE or null (unknown). */
    private static Boolean eval(Condition condition, Function<String, Object> value) {
        if (condition instanceof Condition.And a) {
            Boolean l = eval(a.left(), value);
            Boolean r = eval(a.right(), value);
            if (Boolean.FALSE.equals(l) || Boolean.FALSE.equals(r)) {
                return false;
            }
            return l == null || r == null ? null : true;
        }
        if (condition instanceof Condition.Or o) {
            Boolean l = eval(o.left(), value);
            Boolean r = eval(o.right(), value);
            if (Boolean.TRUE.equals(l) || Boolean.TRUE.equals(r)) {
                return true;
            }
            return l == null || r == null ? null : false;
        }
        if (condition instanceof Condition.Not n) {
            Boolean inner = eval(n.child(), value);
            return inner == null ? null : !inner;
        }
        if (condition instanceof Condition.IsNull n) {
            return value.apply(n.column()) == null;
        }
        if (condition instanceof Condition.IsNotNull n) {
            return value.apply(n.column()) != null;
        }
        if (condition instanceof Condition.Compare c) {
            return compare(c, value.apply(c.column()));
        }
        if (condition instanceof Condition.In in) {
            return in(in, value.apply(in.column()));
        }
        Condition.Text t = (Condition.Text) condition;
        Predicate<String> test = switch (t.match()) {
            case STARTS_WITH -> s -> s.startsWith(t.value());
            case ENDS_WITH -> s -> s.endsWith(t.value());
            case CONTAINS -> s -> s.contains(t.value());
        };
        return text(value.apply(t.column()), test);
    }

    private static Boolean compare(Condition.Compare c, Object v) {
        Object literal = c.value();
        if (c.op() == Condition.Comparison.NULL_SAFE_EQUAL) {
            return v == null || literal == null ? v == literal : compare(v, literal) == 0;
        }
        if (v == null || literal == null) {
            return null;
        }
        IntPredicate test = switch (c.op()) {
            case EQUAL, NULL_SAFE_EQUAL -> x -> x == 0;
            case GREATER -> x -> x > 0;
            case GREATER_OR_EQUAL -> x -> x >= 0;
            case LESS -> x -> x < 0;
            case LESS_OR_EQUAL -> x -> x <= 0;
        };
        return test.test(compare(v, literal));
    }

    private static Boolean in(Condition.In in, Object v) {
        if (v == null) {
            return null;
        }
        boolean sawNull = false;
        for (Object literal : in.values()) {
            if (literal == null) {
                sawNull = true;
            } else if (compare(v, literal) == 0) {
                return true;
            }
        }
        return sawNull ? null : false;
    }

    private static Boolean text(Object v, Predicate<String> test) {
        return v == null ? null : test.test(v.toString());
    }

    /** Compares a column value with a literal of the column's type. */
    @SuppressWarnings({"unchecked", "rawtypes"})
    private static int compare(Object v, Object literal) {
        if (v instanceof Number a && literal instanceof Number b) {
            return Long.compare(a.longValue(), b.longValue());
        }
        if (v instanceof LocalDate d) {
            LocalDate other = literal instanceof java.sql.Date sql ? sql.toLocalDate() : (LocalDate) literal;
            return d.compareTo(other);
        }
        return ((Comparable) v).compareTo(literal);
    }

    @Override
    public String toString() {
        return conditions.toString();
    }
}
