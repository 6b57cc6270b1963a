package org.chesslake.spark;

import java.io.Serializable;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.apache.spark.sql.sources.And;
import org.apache.spark.sql.sources.EqualNullSafe;
import org.apache.spark.sql.sources.EqualTo;
import org.apache.spark.sql.sources.Filter;
import org.apache.spark.sql.sources.GreaterThan;
import org.apache.spark.sql.sources.GreaterThanOrEqual;
import org.apache.spark.sql.sources.In;
import org.apache.spark.sql.sources.IsNotNull;
import org.apache.spark.sql.sources.IsNull;
import org.apache.spark.sql.sources.LessThan;
import org.apache.spark.sql.sources.LessThanOrEqual;
import org.apache.spark.sql.sources.Not;
import org.apache.spark.sql.sources.Or;
import org.apache.spark.sql.sources.StringContains;
import org.apache.spark.sql.sources.StringEndsWith;
import org.apache.spark.sql.sources.StringStartsWith;
import org.chesslake.format.HeaderField;

/**
 * The filters on games columns that a reader uses to skip games before decoding them. Spark still
 * evaluates every filter after the scan (they are all residual), so skipping only has to be right
 * for the games it skips: a game is skipped when a filter is false or unknown (SQL's WHERE).
 */
final class PushedFilters implements Serializable {

    private final Filter[] filters;

    PushedFilters(Filter[] filters) {
        this.filters = filters;
    }

    /** The filters worth pushing: every column they reference is a games column with a header field or an id. */
    static Filter[] pushable(Filter[] candidates) {
        return Arrays.stream(candidates).filter(f -> supported(f) && Arrays.stream(f.references()).allMatch(PushedFilters::indexable))
                .toArray(Filter[]::new);
    }

    Filter[] filters() {
        return filters;
    }

    /** The filters a database can evaluate from its index alone. */
    PushedFilters forIndex(Set<HeaderField> indexFields) {
        List<Filter> usable = new ArrayList<>();
        for (Filter f : filters) {
            if (Arrays.stream(f.references()).allMatch(c -> {
                HeaderField field = GameColumns.field(c);
                return field == null || indexFields.contains(field);
            })) {
                usable.add(f);
            }
        }
        return new PushedFilters(usable.toArray(Filter[]::new));
    }

    boolean isEmpty() {
        return filters.length == 0;
    }

    /** Whether a game whose columns {@code value} computes passes every filter. */
    boolean accepts(Function<String, Object> value) {
        for (Filter f : filters) {
            if (!Boolean.TRUE.equals(eval(f, value))) {
                return false;
            }
        }
        return true;
    }

    private static final Map<String, Column<GameRow>> BY_NAME =
            GameColumns.ALL.stream().collect(Collectors.toMap(Column::name, c -> c));

    static Function<String, Object> columnsOf(GameRow row) {
        return name -> BY_NAME.get(name).value().apply(row);
    }

    private static boolean indexable(String column) {
        // ply_count: an index's count may differ from the decoded main line (SCID's stops at 1023)
        return BY_NAME.containsKey(column) && !GameColumns.FROM_MOVES.contains(column) && !column.equals("tags")
                && !column.equals("ply_count");
    }

    private static boolean supported(Filter f) {
        if (f instanceof And a) {
            return supported(a.left()) && supported(a.right());
        }
        if (f instanceof Or o) {
            return supported(o.left()) && supported(o.right());
        }
        if (f instanceof Not n) {
            return supported(n.child());
        }
        return f instanceof EqualTo || f instanceof EqualNullSafe || f instanceof GreaterThan
                || f instanceof GreaterThanOrEqual || f instanceof LessThan || f instanceof LessThanOrEqual
                || f instanceof In || f instanceof IsNull || f instanceof IsNotNull
                || f instanceof StringStartsWith || f instanceof StringEndsWith || f instanceof StringContains;
    }

    /** SQL three-valued logic: TRUE, FALSE or null (unknown). */
    private static Boolean eval(Filter f, Function<String, Object> value) {
        if (f instanceof And a) {
            Boolean l = eval(a.left(), value);
            Boolean r = eval(a.right(), value);
            if (Boolean.FALSE.equals(l) || Boolean.FALSE.equals(r)) {
                return false;
            }
            return l == null || r == null ? null : true;
        }
        if (f instanceof Or o) {
            Boolean l = eval(o.left(), value);
            Boolean r = eval(o.right(), value);
            if (Boolean.TRUE.equals(l) || Boolean.TRUE.equals(r)) {
                return true;
            }
            return l == null || r == null ? null : false;
        }
        if (f instanceof Not n) {
            Boolean inner = eval(n.child(), value);
            return inner == null ? null : !inner;
        }
        if (f instanceof IsNull n) {
            return value.apply(n.attribute()) == null;
        }
        if (f instanceof IsNotNull n) {
            return value.apply(n.attribute()) != null;
        }
        if (f instanceof EqualNullSafe e) {
            Object v = value.apply(e.attribute());
            Object literal = e.value();
            return v == null || literal == null ? v == literal : compare(v, literal) == 0;
        }
        if (f instanceof In in) {
            Object v = value.apply(in.attribute());
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
        if (f instanceof StringStartsWith s) {
            return text(value.apply(s.attribute()), t -> t.startsWith(s.value()));
        }
        if (f instanceof StringEndsWith s) {
            return text(value.apply(s.attribute()), t -> t.endsWith(s.value()));
        }
        if (f instanceof StringContains s) {
            return text(value.apply(s.attribute()), t -> t.contains(s.value()));
        }
        return comparison(f, value);
    }

    private static Boolean comparison(Filter f, Function<String, Object> value) {
        String attribute;
        Object literal;
        Function<Integer, Boolean> test;
        if (f instanceof EqualTo e) {
            attribute = e.attribute();
            literal = e.value();
            test = c -> c == 0;
        } else if (f instanceof GreaterThan g) {
            attribute = g.attribute();
            literal = g.value();
            test = c -> c > 0;
        } else if (f instanceof GreaterThanOrEqual g) {
            attribute = g.attribute();
            literal = g.value();
            test = c -> c >= 0;
        } else if (f instanceof LessThan l) {
            attribute = l.attribute();
            literal = l.value();
            test = c -> c < 0;
        } else if (f instanceof LessThanOrEqual l) {
            attribute = l.attribute();
            literal = l.value();
            test = c -> c <= 0;
        } else {
            throw new IllegalStateException("not a pushable filter: " + f);
        }
        Object v = value.apply(attribute);
        return v == null || literal == null ? null : test.apply(compare(v, literal));
    }

    private static Boolean text(Object v, Function<String, Boolean> test) {
        return v == null ? null : test.apply(v.toString());
    }

    /** Compares a column value with a filter literal of the column's type (Spark casts literals to it). */
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
}
