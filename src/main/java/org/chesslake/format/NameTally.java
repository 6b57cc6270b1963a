package org.chesslake.format;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.chesslake.game.GameDecodeException;
import org.chesslake.game.GameHeader;
import org.chesslake.game.NameRecord;

/**
 * The names table of one database: how many games use each (kind, name), in the order the names
 * first come. Null, empty and "?" are no name (game headers read them as unknown, so the games
 * table has no name there either). Names whose texts are equal are one record, whatever ids or
 * records of the format's name files they come from.
 */
public final class NameTally {

    /** The tags that name a side's team: chess PGN and ChessBase say White, xiangqi says Red. */
    private static final List<String> TEAM_TAGS = List.of("WhiteTeam", "RedTeam", "BlackTeam");

    private final Map<String, Map<String, Count>> byKind = new LinkedHashMap<>();

    /** One more game uses {@code name} as a {@code kind}. */
    public void count(String kind, String name) {
        add(kind, name, 1);
    }

    /** {@code games} more games use {@code name}; 0 lists a name of the database that no game uses. */
    public void add(String kind, String name, long games) {
        Count count = countOf(kind, name);
        if (count != null) {
            count.games += games;
        }
    }

    /** One more game has {@code header}: its players, event, site, round, annotator and teams. */
    public void countHeader(GameHeader header) {
        count(NameRecord.PLAYER, header.white());
        count(NameRecord.PLAYER, header.black());
        count(NameRecord.EVENT, header.event());
        count(NameRecord.SITE, header.site());
        count(NameRecord.ROUND, header.round());
        count(NameRecord.ANNOTATOR, header.tags().get("Annotator"));
        for (String team : TEAM_TAGS) {
            count(NameRecord.TEAM, header.tags().get(team));
        }
    }

    /**
     * {@code record}'s games use its name; what else it knows (title, Elo, ...) stays with the name
     * unless an earlier record of the same name brought its own.
     */
    public void add(NameRecord record) {
        Count count = countOf(record.kind(), record.name());
        if (count != null) {
            count.games += record.games() == null ? 0 : record.games();
            if (count.details == null) {
                count.details = record;
            }
        }
    }

    public List<NameRecord> records() {
        List<NameRecord> records = new ArrayList<>();
        byKind.forEach((kind, names) -> names.forEach((name, count) -> records.add(count.details == null
                ? NameRecord.of(kind, name, count.games) : count.details.withGames(count.games))));
        return records;
    }

    /**
     * The names of a database that has no name files, counted by reading every game's header once:
     * players, events, sites, rounds, annotators and teams. A game whose header does not decode
     * counts no name (the games table reports it).
     */
    public static List<NameRecord> countHeaders(GameDatabase database) throws IOException {
        NameTally tally = new NameTally();
        for (Split split : database.splits(new SplitSizing(Long.MAX_VALUE, Long.MAX_VALUE))) {
            try (GameCursor cursor = GuardedCursor.of(database.cursor(split, DecodeLevel.HEADER), database.file())) {
                while (cursor.next()) {
                    GameHeader header;
                    try {
                        header = cursor.game().header();
                    } catch (GameDecodeException e) {
                        continue;
                    }
                    tally.countHeader(header);
                }
            }
        }
        return tally.records();
    }

    /** The count of a name, made at its first use; null for no name. */
    private Count countOf(String kind, String name) {
        if (name == null || name.isEmpty() || name.equals("?")) {
            return null;
        }
        return byKind.computeIfAbsent(kind, k -> new LinkedHashMap<>()).computeIfAbsent(name, n -> new Count());
    }

    /** The games of one name so far, and the first record that brought what the format knows about it. */
    private static final class Count {
        long games;
        NameRecord details;
    }
}
