package org.chesslake.format;

import java.io.Serializable;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * What planning learned about one database: its splits, its size in bytes (every file of the
 * database, to weigh it when small databases are packed together), and facts the tasks reuse
 * instead of finding them again (passed to {@link GameFormat#open} among the options).
 */
public record DatabasePlan(List<Split> splits, long bytes, Map<String, String> facts) implements Serializable {

    /** The fact naming a copy of the database's text ({@link TextDatabase#textCopyName}): it is read only from its start. */
    public static final String TEXT_COPY_NAME = "chesslake.textCopyName";

    public DatabasePlan {
        splits = List.copyOf(splits);
        facts = Map.copyOf(facts);
    }

    /**
     * The plan of an open database: its splits, and {@code facts} with, for a text database read
     * only from its start, the name of a copy of its text ({@link #TEXT_COPY_NAME}).
     */
    public static DatabasePlan of(GameDatabase database, long bytes, SplitSizing sizing, Map<String, String> facts) {
        Map<String, String> all = new HashMap<>(facts);
        if (database instanceof TextDatabase text) {
            text.textCopyName().ifPresent(name -> all.put(TEXT_COPY_NAME, name));
        }
        return new DatabasePlan(database.splits(sizing), bytes, all);
    }

    /** The index entries (or bytes, for text formats) the splits cover, first to last. */
    public long units() {
        return splits.isEmpty() ? 0 : splits.get(splits.size() - 1).end() - splits.get(0).start();
    }
}
