package org.chesslake.export;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;

/**
 * What a write did: the games written, the games it could not write, and the first of those by
 * name with the reason ("scid/famous game 7: decode error: ...").
 */
public record ExportReport(long games, long skipped, List<String> skippedGames) implements Serializable {

    /** How many skipped games a report names; the count covers the rest. */
    public static final int NAMED = 100;

    public static final ExportReport NONE = new ExportReport(0, 0, List.of());

    public ExportReport {
        skippedGames = List.copyOf(skippedGames);
    }

    /** Both reports in one (the tasks' reports of a write). */
    public ExportReport plus(ExportReport other) {
        List<String> named = new ArrayList<>(skippedGames);
        named.addAll(other.skippedGames.subList(0, Math.min(other.skippedGames.size(), NAMED - named.size())));
        return new ExportReport(games + other.games, skipped + other.skipped, named);
    }

    /** One line per skipped game named, and how many more there were. */
    public List<String> skippedLines() {
        List<String> lines = new ArrayList<>(skippedGames);
        if (skipped > skippedGames.size()) {
            lines.add("... and " + (skipped - skippedGames.size()) + " more");
        }
        return lines;
    }
}
