package org.chesslake.spark;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.hadoop.conf.Configuration;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.sql.SparkSession;
import org.chesslake.files.DatabaseRef;
import org.chesslake.files.Piece;
import org.chesslake.files.SerializableConfiguration;
import org.chesslake.format.FormatOptions;
import org.chesslake.format.Formats;
import org.chesslake.format.GameDatabase;
import org.chesslake.format.Split;

/**
 * The counting pass for formats whose byte splits cannot know their first game's number
 * ({@link org.chesslake.format.GameFormat#numbersGamesByCounting()}): one Spark job counts the
 * games that start in every split of such a database cut in several, in parallel, without decoding
 * them (a byte scan for game starts); the driver adds the counts up into each split's
 * {@link Split#gamesBefore()} and {@link Split#textBefore()} (a compressed file's text offsets). Like Spark's own CSV schema inference, it runs while the scan is
 * planned. A database of one split needs no pass: its first game is game 1.
 */
final class GameNumbering {

    private GameNumbering() {
    }

    /** The planned partitions with the splits that need it numbered. */
    static List<List<Piece>> number(List<List<Piece>> partitions, Configuration conf, FormatOptions options) {
        Map<DatabaseRef, Integer> splitsPerDatabase = new HashMap<>();
        partitions.forEach(pieces -> pieces.forEach(p -> splitsPerDatabase.merge(p.database(), 1, Integer::sum)));
        List<Piece> toCount = new ArrayList<>();
        partitions.forEach(pieces -> pieces.stream()
                .filter(p -> splitsPerDatabase.get(p.database()) > 1)
                .filter(p -> Formats.byName(p.database().format()).numbersGamesByCounting())
                .forEach(toCount::add));
        if (toCount.isEmpty()) {
            return partitions;
        }
        JavaSparkContext context = JavaSparkContext.fromSparkContext(SparkSession.active().sparkContext());
        SerializableConfiguration shipped = new SerializableConfiguration(conf);
        List<Split.Count> counts = context.parallelize(toCount, toCount.size())
                .map(piece -> countGames(piece, shipped, options))
                .collect();
        // splits of a database come in file order; each starts after the games of the ones before it
        Map<Piece, Split.Count> before = new HashMap<>();
        Map<DatabaseRef, Split.Count> running = new HashMap<>();
        for (int i = 0; i < toCount.size(); i++) {
            Piece piece = toCount.get(i);
            Split.Count sum = running.getOrDefault(piece.database(), Split.Count.NONE);
            before.put(piece, sum);
            running.put(piece.database(), sum.plus(counts.get(i)));
        }
        List<List<Piece>> numbered = new ArrayList<>(partitions.size());
        for (List<Piece> pieces : partitions) {
            numbered.add(pieces.stream().map(p -> before.containsKey(p)
                    ? new Piece(p.database(), p.facts(), p.split().after(before.get(p))) : p).toList());
        }
        return numbered;
    }

    private static Split.Count countGames(Piece piece, SerializableConfiguration conf, FormatOptions options) {
        try (GameDatabase database = piece.database().open(conf.value(), options.with(piece.facts()))) {
            return database.countGames(piece.split());
        } catch (IOException e) {
            throw new UncheckedIOException(e.getMessage(), e);
        }
    }
}
