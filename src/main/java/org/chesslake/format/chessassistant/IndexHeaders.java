package org.chesslake.format.chessassistant;

import java.util.ArrayList;
import java.util.List;
import java.util.StringJoiner;
import org.chesslake.game.GameHeader;

/**
 * Turns a raw .D00 record into header fields (§4, §10): names resolved through the EMB lists,
 * date, outcome, round, ECO, game type. Unresolvable names keep the game, with the ids in
 * {@link #TAG_UNRESOLVED} and a warning.
 */
final class IndexHeaders {

    static final String TAG_ANNOTATOR = "Annotator";
    static final String TAG_SOURCE = "Source";
    static final String TAG_GAME_TYPE = "CaGameType";
    static final String TAG_GAME_TYPES = "CaGameTypes";
    static final String TAG_UNKNOWN_28 = "CaUnknown28";
    static final String TAG_ROUND_RAW = "CaRoundByte";
    static final String TAG_UNRESOLVED = "CaUnresolved";
    /** Warnings about the game, "; "-separated (the model has no other place for them). */
    static final String TAG_WARNINGS = "CaWarnings";

    private static final String ECO_LETTERS = "ABCDE";
    private static final int GAME_TYPES = 30;

    private final NameBook names;

    IndexHeaders(NameBook names) {
        this.names = names;
    }

    GameHeader.Builder decode(D00Record r) {
        List<String> warnings = new ArrayList<>();
        StringJoiner unresolved = new StringJoiner(",");
        GameHeader.Builder header = GameHeader.builder()
                .white(name(NameList.Kind.PLAYERS, "white", r.whiteId(), unresolved, warnings))
                .black(name(NameList.Kind.PLAYERS, "black", r.blackId(), unresolved, warnings))
                .event(name(NameList.Kind.EVENTS, "event", r.eventId(), unresolved, warnings))
                .site(name(NameList.Kind.PLACES, "site", r.siteId(), unresolved, warnings))
                .whiteElo(r.whiteElo())
                .blackElo(r.blackElo())
                .date(CaDate.decode(r.date()))
                .eco(eco(r.eco()))
                .round(round(r.roundByte()));
        header.tag(TAG_ANNOTATOR, name(NameList.Kind.PLAYERS, "annotator", r.annotatorId(), unresolved, warnings));
        header.tag(TAG_SOURCE, name(NameList.Kind.SOURCES, "source", r.sourceId(), unresolved, warnings));
        Outcome outcome = Outcome.of(r.outcome());
        if (outcome == null) {
            header.tag(Outcome.TAG, Integer.toString(r.outcome()));
            warnings.add("undefined outcome code " + r.outcome());
        } else {
            header.result(outcome.result).tag(Outcome.TAG, outcome.evaluation);
        }
        if (r.gameType() != 0) {
            header.tag(TAG_GAME_TYPE, Integer.toUnsignedString(r.gameType())).tag(TAG_GAME_TYPES, gameTypes(r.gameType()));
        }
        if (r.unknown28() != 0) {
            header.tag(TAG_UNKNOWN_28, Integer.toString(r.unknown28()));
        }
        if (r.roundByte() % CaReadings.ROUND_FACTOR != 0) {
            header.tag(TAG_ROUND_RAW, Integer.toString(r.roundByte()));
        }
        header.tag(TAG_UNRESOLVED, unresolved.toString());
        header.tag(TAG_WARNINGS, String.join("; ", warnings));
        return header;
    }

    /** §12 item 12: no id means "none"; an id whose chase or record fails is unknown (tags and a warning). */
    private String name(NameList.Kind kind, String role, int id, StringJoiner unresolved, List<String> warnings) {
        try {
            return names.list(kind).resolve(id).name();
        } catch (NameList.UnresolvedNameException e) {
            unresolved.add(role + "=" + id);
            warnings.add(role + " id " + id + ": " + e.getMessage());
            return null;
        }
    }

    static String eco(int value) {
        if (value >= CaReadings.ECO_NONE_FROM) {
            return null;
        }
        return ECO_LETTERS.charAt(value / 100) + String.format("%02d", value % 100);
    }

    /** The ECO value of "B90" (only the letter and the two digits; anything else has no value). */
    static Integer ecoValue(String eco) {
        if (eco == null || eco.length() != 3 || ECO_LETTERS.indexOf(eco.charAt(0)) < 0
                || !Character.isDigit(eco.charAt(1)) || !Character.isDigit(eco.charAt(2))) {
            return null;
        }
        return ECO_LETTERS.indexOf(eco.charAt(0)) * 100 + Integer.parseInt(eco.substring(1));
    }

    static String round(int roundByte) {
        int round = roundByte / CaReadings.ROUND_FACTOR;
        return round == 0 ? null : Integer.toString(round);
    }

    static String gameTypes(int value) {
        if (!CaReadings.GAME_TYPE_IS_BIT_MASK) {
            return Integer.toString(value);
        }
        StringJoiner types = new StringJoiner(",");
        for (int t = 1; t <= Integer.SIZE; t++) {
            if ((value & 1 << (t - 1)) != 0) {
                types.add(t <= GAME_TYPES ? Integer.toString(t) : "?" + t);
            }
        }
        return types.toString();
    }
}
