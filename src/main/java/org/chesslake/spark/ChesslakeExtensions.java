package org.chesslake.spark;

import java.util.ArrayList;
import java.util.List;
import org.apache.spark.sql.SparkSessionExtensions;
import org.apache.spark.sql.catalyst.FunctionIdentifier;
import org.apache.spark.sql.catalyst.expressions.ApplyFunctionExpression;
import org.apache.spark.sql.catalyst.expressions.Expression;
import org.apache.spark.sql.catalyst.expressions.ExpressionInfo;
import org.apache.spark.sql.catalyst.expressions.Inline;
import org.apache.spark.sql.catalyst.expressions.Literal;
import org.apache.spark.sql.types.DataType;
import scala.Function1;
import scala.Option;
import scala.Tuple3;
import scala.collection.immutable.Seq;
import scala.jdk.javaapi.CollectionConverters;
import scala.runtime.BoxedUnit;

/**
 * Adds chesslake's SQL functions ({@code position_key(fen)}, {@code result_score(result, side)},
 * {@code pgn_moves(movetext [, fen])}, {@code pgn_main_line_key(movetext [, fen])}) to
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
            DataType[] types = registered.function().inputTypes();
            int least = types.length - registered.optionalArguments();
            Function1<Seq<Expression>, Expression> builder = arguments -> {
                if (arguments.size() < least || arguments.size() > types.length) {
                    throw new IllegalArgumentException(name + " takes " + (least == types.length ? "" : least + " to ")
                            + types.length + (types.length == 1 ? " argument" : " arguments") + ", not " + arguments.size()
                            + ": " + registered.usage());
                }
                List<Expression> all = new ArrayList<>(CollectionConverters.asJava(arguments));
                for (int i = all.size(); i < types.length; i++) {
                    all.add(Literal.create(null, types[i])); // a left-out argument is null
                }
                Expression applied = new ApplyFunctionExpression(registered.function(), CollectionConverters.asScala(all).toSeq());
                return registered.generator() ? new Inline(applied) : applied;
            };
            ExpressionInfo info = new ExpressionInfo(registered.function().getClass().getName(), null, name,
                    registered.usage(), "");
            extensions.injectFunction(new Tuple3<>(new FunctionIdentifier(name, Option.empty(), Option.empty()), info, builder));
        }
        return BoxedUnit.UNIT;
    }
}
