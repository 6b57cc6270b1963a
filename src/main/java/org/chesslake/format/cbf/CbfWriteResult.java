package org.chesslake.format.cbf;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * What {@link CbfWriter} did with a list of games.
 *
 * @param total   games given
 * @param written the numbers ({@link org.chesslake.game.Game#number()}) of the games written, in
 *                database order: the i-th of them is game i + 1 of the CBF
 * @param skipped the games CBF cannot hold, each with the reason
 */
public record CbfWriteResult(int total, List<Long> written, List<Skipped> skipped) {

    /** A game left out and why. */
    public record Skipped(long gameNumber, String reason) {
    }

    public CbfWriteResult {
        written = List.copyOf(written);
        skipped = List.copyOf(skipped);
    }

    /** Skipped games counted by reason kind (the reason up to its first colon). */
    public Map<String, Long> skippedByReason() {
        Map<String, Long> counts = new TreeMap<>();
        for (Skipped s : skipped) {
            int colon = s.reason().indexOf(':');
            counts.merge(colon < 0 ? s.reason() : s.reason().substring(0, colon), 1L, Long::sum);
        }
        return counts;
    }
}
