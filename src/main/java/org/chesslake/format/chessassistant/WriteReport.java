package org.chesslake.format.chessassistant;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * What {@link ChessAssistantWriter} did: the games written (in database order) and those it could
 * not hold, each with the reason.
 *
 * @param total      games given to the writer
 * @param written    numbers (as given) of the games written, in the order of the database
 * @param notWritten the games the format cannot hold
 */
public record WriteReport(int total, List<Long> written, List<Rejected> notWritten) {

    /** A game the format cannot hold: a short reason that groups games, and the value that caused it. */
    public record Rejected(long gameNumber, String reason, String detail) {
    }

    public WriteReport {
        written = List.copyOf(written);
        notWritten = List.copyOf(notWritten);
    }

    /** Number of games not written, by reason. */
    public Map<String, Long> notWrittenByReason() {
        Map<String, Long> counts = new TreeMap<>();
        notWritten.forEach(r -> counts.merge(r.reason(), 1L, Long::sum));
        return counts;
    }
}
