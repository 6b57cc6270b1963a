package org.chesslake.format.chessassistant;

import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntPredicate;
import org.chesslake.files.ByteSource;
import org.chesslake.game.NameRecord;

/**
 * The names table of a database (§10): every name of the four lists with the number of games that
 * use it, counted from the .D00 headers. Players carry their title and the Players.d00 details;
 * annotators are stored in the Players list and listed under kind "annotator".
 */
final class NameTable {

    private static final int CHUNK_GAMES = 1024;

    private NameTable() {
    }

    static List<NameRecord> read(NameBook names, ByteSource d00, int gameCount) throws IOException {
        Map<Integer, Long> players = new HashMap<>();
        Map<Integer, Long> annotators = new HashMap<>();
        Map<Integer, Long> events = new HashMap<>();
        Map<Integer, Long> sites = new HashMap<>();
        Map<Integer, Long> sources = new HashMap<>();
        for (int first = 0; first < gameCount; first += CHUNK_GAMES) {
            int count = Math.min(CHUNK_GAMES, gameCount - first);
            byte[] chunk = d00.read((long) first * D00Record.SIZE, count * D00Record.SIZE);
            for (int k = 0; k < count; k++) {
                D00Record r = D00Record.parse(chunk, k * D00Record.SIZE);
                players.merge(r.whiteId(), 1L, Long::sum);
                players.merge(r.blackId(), 1L, Long::sum);
                annotators.merge(r.annotatorId(), 1L, Long::sum);
                events.merge(r.eventId(), 1L, Long::sum);
                sites.merge(r.siteId(), 1L, Long::sum);
                sources.merge(r.sourceId(), 1L, Long::sum);
            }
        }
        List<NameRecord> records = new ArrayList<>();
        NameList playerList = names.list(NameList.Kind.PLAYERS);
        // A Players name that games use only as annotator is no player.
        records.addAll(collect(names, playerList, NameRecord.PLAYER, players,
                id -> players.containsKey(id) || !annotators.containsKey(id)));
        records.addAll(collect(names, playerList, NameRecord.ANNOTATOR, annotators, annotators::containsKey));
        records.addAll(collect(names, names.list(NameList.Kind.EVENTS), NameRecord.EVENT, events, id -> true));
        records.addAll(collect(names, names.list(NameList.Kind.PLACES), NameRecord.SITE, sites, id -> true));
        records.addAll(collect(names, names.list(NameList.Kind.SOURCES), NameRecord.SOURCE, sources, id -> true));
        return records;
    }

    /**
     * One record per distinct non-empty name of the ids {@code include} accepts (names no game uses
     * have 0 games). Unresolvable ids are skipped: the games that use them report it in their rows.
     */
    private static List<NameRecord> collect(NameBook names, NameList list, String kind, Map<Integer, Long> counts,
                                            IntPredicate include) {
        Map<String, NameRecord> byName = new LinkedHashMap<>();
        for (int id = 0; id < list.size(); id++) {
            if (!include.test(id)) {
                continue;
            }
            Long games = counts.get(id);
            NameList.Name name;
            try {
                name = list.resolve(id);
            } catch (NameList.UnresolvedNameException e) {
                continue;
            }
            if (name.name().isEmpty()) {
                continue;
            }
            long n = games == null ? 0 : games;
            NameRecord known = byName.get(name.name());
            byName.put(name.name(), known != null
                    ? withGames(known, known.games() + n)
                    : record(names, list, kind, id, name, n));
        }
        return new ArrayList<>(byName.values());
    }

    private static NameRecord record(NameBook names, NameList list, String kind, int id, NameList.Name name, long games) {
        if (list.kind() != NameList.Kind.PLAYERS || !kind.equals(NameRecord.PLAYER)) {
            return NameRecord.of(kind, name.name(), games);
        }
        PlayerDetails details = names.player(id);
        return new NameRecord(kind, name.name(), games, name.title(), details.elo(), details.fideId(),
                details.birthday(), details.gender(), null);
    }

    private static NameRecord withGames(NameRecord r, long games) {
        return new NameRecord(r.kind(), r.name(), games, r.title(), r.elo(), r.fideId(), r.birthDate(), r.gender(), r.country());
    }
}
