package org.chesslake.spark;

import org.apache.spark.sql.connector.metric.CustomSumMetric;
import org.apache.spark.sql.connector.metric.CustomTaskMetric;

/** The scan metric "games that failed to decode", shown in the Spark UI and the query's metrics. */
public final class DecodeErrors extends CustomSumMetric {

    static final String NAME = "decodeErrors";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String description() {
        return "games that failed to decode";
    }

    static CustomTaskMetric taskValue(long count) {
        return new CustomTaskMetric() {
            @Override
            public String name() {
                return NAME;
            }

            @Override
            public long value() {
                return count;
            }
        };
    }
}
