package org.chesslake.scan;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.chesslake.format.FormatDescription.SplitUnit;
import org.chesslake.format.FormatOptions;
import org.chesslake.format.Formats;
import org.chesslake.format.Split;

/**
 * The counting pass for formats split by text bytes ({@link SplitUnit#TEXT_BYTES}), whose splits
 * cannot know their first game's number: a {@link CountingPass} (on Spark: one
 * job) counts the games that start in every split of such a database cut in several, in parallel,
 * without decoding them (a byte scan for game starts); the driver adds the counts up into each split's
 * {@link Split#gamesBefore()} and {@link Split#textBefore()} (a compressed file's text offsets). Like Spark's own CSV schema inference, it runs while the scan is
 * planned. A database of one split needs no pass: its first game is game 1.
 */
public final class GameNumbering {

    private GameNumbering() {
    }

    /** The planned partitions with the splits that need it numbered. */
    static List<List<DatabaseSplit>> number(List<List<DatabaseSplit>> partitions, CountingPass pass, FormatOptions options) {
        Map<DatabaseRef, Integer> splitsPerDatabase = new HashMap<>();
        partitions.forEach(pieces -> pieces.forEach(p -> splitsPerDatabase.merge(p.database(), 1, Integer::sum)));
        List<DatabaseSplit> toCount = new ArrayList<>();
        partitions.forEach(pieces -> pieces.stream()
                .filter(p -> splitsPerDatabase.get(p.database()) > 1)
                .filter(p -> Formats.byName(p.database().format()).description().splitUnit() == SplitUnit.TEXT_BYTES)
                .forEach(toCount::add));
        if (toCount.isEmpty()) {
            return partitions;
        }
        List<Split.Count> counts = pass.count(toCount, options);
        // splits of a database come in file order; each starts after the games of the ones before it
        Map<DatabaseSplit, Split.Count> before = new HashMap<>();
        Map<DatabaseRef, Split.Count> running = new HashMap<>();
        for (int i = 0; i < toCount.size(); i++) {
            DatabaseSplit piece = toCount.get(i);
            Split.Count sum = running.getOrDefault(piece.database(), Split.Count.NONE);
            before.put(piece, sum);
            running.put(piece.database(), sum.plus(counts.get(i)));
        }
        List<List<DatabaseSplit>> numbered = new ArrayList<>(partitions.size());
        for (List<DatabaseSplit> pieces : partitions) {
            numbered.add(pieces.stream().map(p -> before.containsKey(p)
                    ? new DatabaseSplit(p.database(), p.facts(), p.split().after(before.get(p))) : p).toList());
        }
        return numbered;
    }
}
