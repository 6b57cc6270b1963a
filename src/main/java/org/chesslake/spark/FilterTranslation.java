package org.chesslake.spark;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.BinaryOperator;
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
import org.chesslake.scan.Condition.Comparison;
import org.chesslake.scan.Condition.TextMatch;
import org.chesslake.scan.Condition;
import org.chesslake.scan.PushedFilters;

/** Spark's pushed filters as the scan layer's {@link Condition}s: which ones translate, and their translation. */
final class FilterTranslation {

    private FilterTranslation() {
    }

    /** The filters worth pushing: they translate, and every column they reference can skip games. */
    static Filter[] pushable(Filter[] candidates) {
        return Arrays.stream(candidates)
                .filter(f -> translate(f) != null && Arrays.stream(f.references()).allMatch(PushedFilters::indexable))
                .toArray(Filter[]::new);
    }

    /** The pushable filters as the scan evaluates them. */
    static PushedFilters toScan(Filter[] pushed) {
        List<Condition> conditions = new ArrayList<>();
        for (Filter f : pushed) {
            conditions.add(translate(f));
        }
        return new PushedFilters(conditions);
    }

    /** The condition a filter states, or null for a filter the scan does not evaluate. */
    private static Condition translate(Filter f) {
        if (f instanceof And a) {
            return both(translate(a.left()), translate(a.right()), Condition.And::new);
        }
        if (f instanceof Or o) {
            return both(translate(o.left()), translate(o.right()), Condition.Or::new);
        }
        if (f instanceof Not n) {
            Condition child = translate(n.child());
            return child == null ? null : new Condition.Not(child);
        }
        if (f instanceof IsNull n) {
            return new Condition.IsNull(n.attribute());
        }
        if (f instanceof IsNotNull n) {
            return new Condition.IsNotNull(n.attribute());
        }
        if (f instanceof EqualTo e) {
            return new Condition.Compare(e.attribute(), Comparison.EQUAL, e.value());
        }
        if (f instanceof EqualNullSafe e) {
            return new Condition.Compare(e.attribute(), Comparison.NULL_SAFE_EQUAL, e.value());
        }
        if (f instanceof GreaterThan g) {
            return new Condition.Compare(g.attribute(), Comparison.GREATER, g.value());
        }
        if (f instanceof GreaterThanOrEqual g) {
            return new Condition.Compare(g.attribute(), Comparison.GREATER_OR_EQUAL, g.value());
        }
        if (f instanceof LessThan l) {
            return new Condition.Compare(l.attribute(), Comparison.LESS, l.value());
        }
        if (f instanceof LessThanOrEqual l) {
            return new Condition.Compare(l.attribute(), Comparison.LESS_OR_EQUAL, l.value());
        }
        if (f instanceof In in) {
            return new Condition.In(in.attribute(), in.values());
        }
        if (f instanceof StringStartsWith s) {
            return new Condition.Text(s.attribute(), TextMatch.STARTS_WITH, s.value());
        }
        if (f instanceof StringEndsWith s) {
            return new Condition.Text(s.attribute(), TextMatch.ENDS_WITH, s.value());
        }
        if (f instanceof StringContains s) {
            return new Condition.Text(s.attribute(), TextMatch.CONTAINS, s.value());
        }
        return null;
    }

    private static Condition both(Condition left, Condition right,
                                  BinaryOperator<Condition> combine) {
        return left == null || right == null ? null : combine.apply(left, right);
    }
}
