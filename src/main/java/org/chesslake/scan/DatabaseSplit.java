package org.chesslake.scan;

import java.io.Serializable;
import java.util.Map;
import org.chesslake.format.Split;

/**
 * One database's share of a partition: a split of it, with the facts its plan learned (passed to
 * the format when a task opens it, so the task does not find them again).
 */
public record DatabaseSplit(DatabaseRef database, Map<String, String> facts, Split split) implements Serializable {

    public DatabaseSplit {
        facts = Map.copyOf(facts);
    }
}
