package org.chesslake.spark;

import org.apache.spark.sql.SparkSessionExtensions;
import org.apache.spark.sql.catalyst.FunctionIdentifier;
import org.apache.spark.sql.catalyst.expressions.ApplyFunctionExpression;
import org.apache.spark.sql.catalyst.expressions.Expression;
import org.apache.spark.sql.catalyst.expressions.ExpressionInfo;
import scala.Function1;
import scala.Option;
import scala.Tuple3;
import scala.collection.immutable.Seq;
import scala.runtime.BoxedUnit;

/**
 * Adds chesslake's SQL functions ({@code position_key(fen)}, {@code result_score(result, side)}) to
 * every session of a Spark application that names this class in {@code spark.sql.extensions}:
 * {@code --conf spark.sql.extensions=org.chesslake.spark.ChesslakeExtensions}. {@code jobs/sql} sets
 * it itself.
 */
public final class ChesslakeExtensions implements Function1<SparkSessionExtensions, BoxedUnit> {

    /** The value of {@code spark.sql.extensions} that adds the functions. */
    public static final String CLASS_NAME = ChesslakeExtensions.class.getName();

    @Override
    public BoxedUnit apply(SparkSessionExtensions extensions) {
        for (ChesslakeFunctions.Registered registered : ChesslakeFunctions.all()) {
            String name = registered.name();
            int arity = registered.function().inputTypes().length;
            Function1<Seq<Expression>, Expression> builder = arguments -> {
                if (arguments.size() != arity) {
                    throw new IllegalArgumentException(name + " takes " + arity + (arity == 1 ? " argument" : " arguments")
                            + ", not " + arguments.size() + ": " + registered.usage());
                }
                return new ApplyFunctionExpression(registered.function(), arguments);
            };
            ExpressionInfo info = new ExpressionInfo(registered.function().getClass().getName(), null, name,
                    registered.usage(), "");
            extensions.injectFunction(new Tuple3<>(new FunctionIdentifier(name, Option.empty(), Option.empty()), info, builder));
        }
        return BoxedUnit.UNIT;
    }
}
