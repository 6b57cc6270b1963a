package org.chesslake.format.chessassistant;

import java.io.IOException;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntPredicate;
import org.chesslake.files.ByteSource;
import org.chesslake.format.NameTally;
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
        NameTally tally = new NameTally();
        NameList playerList = names.list(NameList.Kind.PLAYERS);
        // A Players name that games use only as annotator is no player.
        collect(tally, names, playerList, NameRecord.PLAYER, players,
                id -> players.containsKey(id) || !annotators.containsKey(id));
        collect(tally, names, playerList, NameRecord.ANNOTATOR, annotators, annotators::containsKey);
        collect(tally, names, names.list(NameList.Kind.EVENTS), NameRecord.EVENT, events, id -> true);
        collect(tally, names, names.list(NameList.Kind.PLACES), NameRecord.SITE, sites, id -> true);
        collect(tally, names, names.list(NameList.Kind.SOURCES), NameRecord.SOURCE, sources, id -> true);
        return tally.records();
    }

    /**
     * The names of the ids {@code include} accepts (names no game uses have 0 games). Unresolvable
     * ids are skipped: the games that use them report it in their rows.
     */
    private static void collect(NameTally tally, NameBook names, NameList list, String kind, Map<Integer, Long> counts,
                                IntPredicate include) {
        for (int id = 0; id < list.size(); id++) {
            if (!include.test(id)) {
                continue;
            }
            NameList.Name name;
            try {
                name = list.resolve(id);
            } catch (NameList.UnresolvedNameException e) {
                continue;
            }
            tally.add(record(names, list, kind, id, name, counts.getOrDefault(id, 0L)));
        }
    }

    private static NameRecord record(NameBook names, NameList list, String kind, int id, NameList.Name name, long games) {
        if (list.kind() != NameList.Kind.PLAYERS || !kind.equals(NameRecord.PLAYER)) {
            return NameRecord.of(kind, name.name(), games);
        }
        PlayerDetails details = names.player(id);
        return new NameRecord(kind, name.name(), games, name.title(), details.elo(), details.fideId(),
                details.birthday(), details.gender(), null);
    }
}
