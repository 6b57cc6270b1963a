package org.chesslake.format.cbh;

import java.util.List;
import org.chesslake.game.GameHeader;
import org.chesslake.game.PartialDate;
import org.chesslake.game.Result;

/** The header fields of an index record, with the names its ids point to (spec §3, §13). */
final class CbhHeaders {

    private static final String[] FORFEITS = {"-:+", "=:=", "+:-", "0-0"};
    private static final Result[] RESULTS = {Result.BLACK_WINS, Result.DRAW, Result.WHITE_WINS, Result.UNKNOWN,
        Result.BLACK_WINS, Result.DRAW, Result.WHITE_WINS, Result.UNKNOWN};

    private CbhHeaders() {
    }

    /**
     * The index fields of {@code record}; names it cannot find go to {@code warnings}.
     *
     * @param teams White and Black team ids from {@code .cbj}, or null
     */
    static GameHeader.Builder build(IndexRecord record, CbhNames names, int[] teams, List<String> warnings) {
        GameHeader.Builder h = GameHeader.builder();
        if (record.isText()) {
            h.tag("CbKind", "text");
        } else {
            h.white(name(names.player(record.white()), names, EntityKind.PLAYER, record.white(), warnings));
            h.black(name(names.player(record.black()), names, EntityKind.PLAYER, record.black(), warnings));
        }
        tournament(h, record, names, warnings);
        if (record.round() != 0 || record.subRound() != 0) {
            h.round(record.subRound() == 0 ? Integer.toString(record.round()) : record.round() + "." + record.subRound());
        }
        h.date(date(record.date(), "date", warnings));
        if (!record.isText()) {
            h.whiteElo(record.whiteElo()).blackElo(record.blackElo());
            result(h, record, warnings);
            eco(h, record.eco());
        }
        h.deleted(record.deleted());
        h.tag("Annotator", name(names.annotator(record.annotator()), names, EntityKind.ANNOTATOR, record.annotator(), warnings));
        source(h, record, names, warnings);
        if (teams != null) {
            h.tag("WhiteTeam", team(names, teams[0], warnings));
            h.tag("BlackTeam", team(names, teams[1], warnings));
        }
        if (!record.isText()) {
            h.tag("CbMedals", record.medals() == 0 ? null : Integer.toHexString(record.medals()));
        }
        h.tag("CbFlags", record.annotationFlags() == 0 ? null : Long.toHexString(record.annotationFlags()));
        h.tag("CbMagnitudes", record.magnitudes() == 0 ? null : Integer.toHexString(record.magnitudes()));
        return h;
    }

    private static String name(String value, CbhNames names, EntityKind kind, int id, List<String> warnings) {
        if (value == null) {
            warnings.add(names.missing(kind, id));
        }
        return value;
    }

    private static void tournament(GameHeader.Builder h, IndexRecord record, CbhNames names, List<String> warnings) {
        CbhNames.Tournament t = names.tournament(record.tournament());
        if (t == null) {
            warnings.add(names.missing(EntityKind.TOURNAMENT, record.tournament()));
            return;
        }
        h.event(t.title()).site(t.place());
        h.tag("EventDate", t.date());
        h.tag("EventType", t.type());
        h.tag("EventRounds", t.rounds());
        h.tag("EventCategory", t.category());
        h.tag("EventCountry", t.nation());
        if (t.problem() != null) {
            warnings.add(t.problem());
        }
    }

    private static void source(GameHeader.Builder h, IndexRecord record, CbhNames names, List<String> warnings) {
        if (names.file(EntityKind.SOURCE).count() == 0) {
            return; // a database without sources is legal
        }
        CbhNames.Source s = names.source(record.source());
        if (s == null) {
            warnings.add(names.missing(EntityKind.SOURCE, record.source()));
            return;
        }
        h.tag("Source", s.title());
        h.tag("SourcePublisher", s.publisher());
        h.tag("SourceVersionDate", s.date());
        h.tag("SourceVersion", s.version());
        h.tag("SourceQuality", s.quality());
        if (s.problem() != null) {
            warnings.add(s.problem());
        }
    }

    private static String team(CbhNames names, int id, List<String> warnings) {
        if (id < 0) {
            return null;
        }
        String team = names.team(id);
        if (team == null) {
            warnings.add(names.missing(EntityKind.TEAM, id));
        }
        return team;
    }

    private static void result(GameHeader.Builder h, IndexRecord record, List<String> warnings) {
        int value = record.result();
        if (value >= RESULTS.length) {
            warnings.add("result code " + value + " is none of ChessBase's");
            h.result(Result.UNKNOWN);
            return;
        }
        h.result(RESULTS[value]);
        if (value >= 4) {
            h.tag("CbResult", FORFEITS[value - 4]);
        }
        if (value == 3 && record.lineEvaluation() != 0) {
            h.tag("CbLineEval", Integer.toString(record.lineEvaluation()));
        }
    }

    /** ECO (spec §3.4): 9 bits of code, 7 bits of ChessBase's sub-code; Chess960 numbers above 500 are no ECO. */
    private static void eco(GameHeader.Builder h, int value) {
        int eco = value >> 7;
        if (eco >= 1 && eco <= 500) {
            int number = (eco - 1) % 100;
            h.eco("ABCDE".charAt((eco - 1) / 100) + (number < 10 ? "0" : "") + number);
            int sub = value & 0x7F;
            h.tag("CbEcoSub", sub == 0 ? null : Integer.toString(sub));
        }
    }

    /** A 24-bit date (spec §3.2): day bits 0–4, month 5–8, year 9–20. */
    static PartialDate date(int value, String what, List<String> warnings) {
        int day = value & 0x1F;
        int month = (value >> 5) & 0x0F;
        int year = (value >> 9) & 0xFFF;
        if (month > 12) {
            warnings.add(what + " has month " + month);
            month = 0;
        }
        return new PartialDate(year, month, day);
    }
}
