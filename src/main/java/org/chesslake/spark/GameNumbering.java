package org.chesslake.spark;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.sql.SparkSession;
import org.chesslake.format.FormatOptions;
import org.chesslake.format.GameDatabase;
import org.chesslake.format.Split;

/**
 * The counting pass for formats whose byte splits cannot know their first game's number
 * ({@link GameDatabase#numbersGamesByCounting()}): one Spark job counts the games that start in
 * every split, in parallel, without decoding them (a byte scan for game starts); the driver adds
 * the counts up into each split's {@link Split#gamesBefore()}. Like Spark's own CSV schema
 * inference, it runs while the scan is planned.
 */
final class GameNumbering {

    private GameNumbering() {
    }

    /** The splits of one database, numbered: the first from 0, the others after counting. */
    static List<Split> number(DatabaseRef ref, List<Split> splits, FormatOptions options) {
        if (splits.size() <= 1) {
            return splits.stream().map(s -> s.withGamesBefore(0)).toList();
        }
        JavaSparkContext context = JavaSparkContext.fromSparkContext(SparkSession.active().sparkContext());
        List<Long> counts = context.parallelize(splits, splits.size())
                .map(split -> countGames(ref, options, split))
                .collect();
        List<Split> numbered = new ArrayList<>(splits.size());
        long before = 0;
        for (int i = 0; i < splits.size(); i++) {
            numbered.add(splits.get(i).withGamesBefore(before));
            before += counts.get(i);
        }
        return numbered;
    }

    private static long countGames(DatabaseRef ref, FormatOptions options, Split split) {
        try (GameDatabase database = ref.open(options)) {
            return database.countGames(split);
        } catch (IOException e) {
            throw new UncheckedIOException(e.getMessage(), e);
        }
    }
}
