package org.chesslake.spark;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.EnumSet;
import java.util.HashMap;
import java.util.Map;
import java.util.function.Function;
import org.apache.spark.sql.sources.And;
import org.apache.spark.sql.sources.EqualNullSafe;
import org.apache.spark.sql.sources.EqualTo;
import org.apache.spark.sql.sources.Filter;
import org.apache.spark.sql.sources.GreaterThanOrEqual;
import org.apache.spark.sql.sources.In;
import org.apache.spark.sql.sources.IsNull;
import org.apache.spark.sql.sources.LessThan;
import org.apache.spark.sql.sources.Not;
import org.apache.spark.sql.sources.Or;
import org.apache.spark.sql.sources.StringStartsWith;
import org.chesslake.format.HeaderField;
import org.chesslake.scan.PushedFilters;
import org.junit.jupiter.api.Test;

/** Spark's filters translated and evaluated by the scan layer, which decides which games are skipped before decoding: SQL's three-valued logic. */
class FilterTranslationTest {

    private static Function<String, Object> game(Object... columnsAndValues) {
        Map<String, Object> values = new HashMap<>();
        for (int i = 0; i < columnsAndValues.length; i += 2) {
            values.put((String) columnsAndValues[i], columnsAndValues[i + 1]);
        }
        return values::get;
    }

    private static boolean accepts(Filter filter, Function<String, Object> game) {
        return FilterTranslation.toScan(new Filter[] {filter}).accepts(game);
    }

    @Test
    void comparisonsFollowTheColumnValue() {
        Filter from1900 = new GreaterThanOrEqual("year", 1900);
        assertTrue(accepts(from1900, game("year", 1900)));
        assertFalse(accepts(from1900, game("year", 1899)));
        assertFalse(accepts(from1900, game("year", null)), "unknown is not true: the game is skipped");
        assertTrue(accepts(new LessThan("white_elo", 2000), game("white_elo", 1999)));
        assertTrue(accepts(new EqualTo("result", "1-0"), game("result", "1-0")));
        assertFalse(accepts(new EqualTo("result", "1-0"), game("result", "0-1")));
        assertTrue(accepts(new StringStartsWith("white", "Morphy"), game("white", "Morphy, Paul")));
        assertFalse(accepts(new StringStartsWith("white", "Morphy"), game("white", null)));
    }

    @Test
    void nullsFollowThreeValuedLogic() {
        Filter notWhiteWins = new Not(new EqualTo("result", "1-0"));
        assertFalse(accepts(notWhiteWins, game("result", null)), "NOT unknown is unknown");
        assertTrue(accepts(notWhiteWins, game("result", "0-1")));
        Filter orNull = new Or(new IsNull("eco"), new EqualTo("eco", "C33"));
        assertTrue(accepts(orNull, game("eco", null)));
        assertTrue(accepts(orNull, game("eco", "C33")));
        assertFalse(accepts(orNull, game("eco", "B90")));
        Filter and = new And(new EqualTo("year", 1858), new EqualTo("result", "1-0"));
        assertFalse(accepts(and, game("year", null, "result", "0-1")), "unknown AND false is false");
        assertFalse(accepts(and, game("year", null, "result", "1-0")), "unknown AND true is unknown");
        assertTrue(accepts(new EqualNullSafe("eco", null), game("eco", null)));
        assertFalse(accepts(new In("year", new Object[] {1851, null}), game("year", 1852)), "x IN (.., null) is unknown");
        assertTrue(accepts(new In("year", new Object[] {1851, null}), game("year", 1851)));
    }

    @Test
    void onlyIndexColumnsArePushedAndOnlyThoseADatabaseIndexHoldsAreEvaluated() {
        Filter year = new GreaterThanOrEqual("year", 1900);
        Filter plies = new GreaterThanOrEqual("ply_count", 40);
        Filter tags = new IsNull("tags");
        assertArrayEquals(new Filter[] {year}, FilterTranslation.pushable(new Filter[] {year, plies, tags}));
        PushedFilters pushed = FilterTranslation.toScan(new Filter[] {year, new EqualTo("white", "Morphy, Paul")});
        assertEquals(2, pushed.forIndex(EnumSet.allOf(HeaderField.class)).conditions().size());
        assertEquals(1, pushed.forIndex(EnumSet.of(HeaderField.DATE)).conditions().size());
        assertTrue(pushed.forIndex(EnumSet.noneOf(HeaderField.class)).isEmpty(), "CBF's index holds no field");
    }
}
