package org.chesslake.format;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.chesslake.game.GameDecodeException;
import org.chesslake.game.GameHeader;
import org.chesslake.game.NameRecord;

/** Counts the names of a database that has no name files, by reading every game's header once. */
final class NameCounter {

    private NameCounter() {
    }

    static List<NameRecord> count(GameDatabase database) throws IOException {
        Map<String, Map<String, Long>> byKind = new LinkedHashMap<>();
        for (Split split : database.splits(new SplitSizing(Long.MAX_VALUE, Long.MAX_VALUE))) {
            try (GameCursor cursor = GuardedCursor.of(database.cursor(split, DecodeLevel.HEADER), database.file())) {
                while (cursor.next()) {
                    GameHeader header;
                    try {
                        header = cursor.game().header();
                    } catch (GameDecodeException e) {
                        continue; // the games table reports it; a name we cannot read is not counted
                    }
                    add(byKind, NameRecord.PLAYER, header.white());
                    add(byKind, NameRecord.PLAYER, header.black());
                    add(byKind, NameRecord.EVENT, header.event());
                    add(byKind, NameRecord.SITE, header.site());
                    add(byKind, NameRecord.ROUND, header.round());
                    add(byKind, NameRecord.ANNOTATOR, header.tags().get("Annotator"));
                    add(byKind, NameRecord.TEAM, header.tags().get("WhiteTeam"));
                    add(byKind, NameRecord.TEAM, header.tags().get("BlackTeam"));
                }
            }
        }
        List<NameRecord> names = new ArrayList<>();
        byKind.forEach((kind, counts) -> counts.forEach((name, games) -> names.add(NameRecord.of(kind, name, games))));
        return names;
    }

    private static void add(Map<String, Map<String, Long>> byKind, String kind, String name) {
        if (name != null) {
            byKind.computeIfAbsent(kind, k -> new LinkedHashMap<>()).merge(name, 1L, Long::sum);
        }
    }
}
