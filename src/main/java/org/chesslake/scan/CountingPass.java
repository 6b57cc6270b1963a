package org.chesslake.scan;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;
import org.apache.hadoop.conf.Configuration;
import org.chesslake.format.FormatOptions;
import org.chesslake.format.GameDatabase;
import org.chesslake.format.Split;
import org.chesslake.format.TextDatabase;

/**
 * Runs the counting pass over splits of text databases ({@link TextDatabase#countGames}): how many games start
 * in each and how much text it holds. The Spark layer runs it as one job over the cluster; a
 * Spark-free caller can count {@link #inThisThread in this thread}.
 */
@FunctionalInterface
public interface CountingPass {

    /** The count of every split, in their order. */
    List<Split.Count> count(List<DatabaseSplit> splits, FormatOptions options);

    /** Counts the splits one after the other, here. */
    static CountingPass inThisThread(Configuration conf) {
        return (splits, options) -> splits.stream().map(s -> countOne(s, conf, options)).toList();
    }

    /** Counts one split: opens its database, counts, closes it. */
    static Split.Count countOne(DatabaseSplit split, Configuration conf, FormatOptions options) {
        try (GameDatabase database = split.database().open(conf, options.with(split.facts()))) {
            if (!(database instanceof TextDatabase text)) {
                throw new IllegalArgumentException(database.file() + ": an indexed database has no games to count");
            }
            return text.countGames(split.split());
        } catch (IOException e) {
            throw new UncheckedIOException(e.getMessage(), e);
        }
    }
}
