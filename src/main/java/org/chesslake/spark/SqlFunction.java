package org.chesslake.spark;

import java.io.Serializable;
import org.apache.spark.sql.catalyst.InternalRow;
import org.apache.spark.sql.connector.catalog.functions.ScalarFunction;
import org.apache.spark.sql.types.DataType;

/**
 * One of chesslake's SQL functions: its name, argument and result types and its body. An
 * {@link IllegalArgumentException} of the body (a FEN or move that is not valid) reaches the query
 * prefixed with the function's name. Serializable, as Spark ships the function to the executors.
 */
record SqlFunction<R>(String name, DataType[] inputTypes, DataType resultType, Body<R> body) implements ScalarFunction<R> {

    /** What the function computes from the row of its arguments. */
    @FunctionalInterface
    interface Body<R> extends Serializable {
        R apply(InternalRow arguments);
    }

    @Override
    public R produceResult(InternalRow input) {
        try {
            return body.apply(input);
        } catch (IllegalArgumentException bad) {
            throw new IllegalArgumentException(name + ": " + bad.getMessage(), bad);
        }
    }
}
