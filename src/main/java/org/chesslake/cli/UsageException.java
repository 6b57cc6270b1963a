package org.chesslake.cli;

import java.util.function.Supplier;
import org.apache.spark.sql.AnalysisException;

/**
 * What a job was asked cannot be done, found once it looked (no lake where the command line points, a
 * query that does not resolve, a selection without game ids): exit status 2, like a wrong option.
 */
public final class UsageException extends IllegalArgumentException {

    public UsageException(String message) {
        super(message);
    }

    public UsageException(String message, Throwable cause) {
        super(message, cause);
    }

    /**
     * A query of the user's (a Dataset Spark analyses as it makes it); one that does not parse or
     * resolve is a UsageException with Spark's message.
     */
    static <T> T analysing(Supplier<T> query) {
        try {
            return query.get();
        } catch (Exception e) {
            // AnalysisException (ParseException too) is checked, and Scala throws it undeclared
            if (e instanceof AnalysisException) {
                throw new UsageException(e.getMessage(), e);
            }
            throw e;
        }
    }
}
