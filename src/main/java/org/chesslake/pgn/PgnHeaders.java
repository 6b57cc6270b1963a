package org.chesslake.pgn;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.chesslake.game.GameHeader;
import org.chesslake.game.PartialDate;
import org.chesslake.game.Result;

/**
 * Maps PGN tags to the header fields and back. The seven tag roster, the ratings, ECO, PlyCount and
 * FEN have fields; SetUp is implied by FEN; every other tag keeps its name, value and order, and so
 * does a Date the date fields cannot hold exactly.
 */
public final class PgnHeaders {

    private PgnHeaders() {
    }

    public static GameHeader toHeader(List<PgnTag> tags) {
        GameHeader.Builder header = GameHeader.builder();
        for (PgnTag tag : tags) {
            String v = tag.value();
            switch (tag.name()) {
                case "Event" -> header.event(v);
                case "Site" -> header.site(v);
                case "Date" -> {
                    PartialDate date = PartialDate.parse(v);
                    header.date(date);
                    if (!date.toPgn().equals(v.strip()) && !v.isBlank()) {
                        header.tag(tag.name(), v); // a date the columns cannot hold ("2011.19.11") keeps its text
                    }
                }
                case "Round" -> header.round(v);
                case "White" -> header.white(v);
                case "Black" -> header.black(v);
                case "Result" -> header.result(Result.parse(v));
                case "WhiteElo" -> header.whiteElo(number(v));
                case "BlackElo" -> header.blackElo(number(v));
                case "ECO" -> header.eco(v);
                case "PlyCount" -> header.plyCount(number(v));
                case "FEN" -> header.startFen(v.strip());
                case "SetUp" -> { } // implied by FEN
                default -> header.tag(tag.name(), v);
            }
        }
        return header.build();
    }

    /**
     * The tags to write for a header: the seven tag roster (unknowns as "?"), then the rest, each
     * name once. A Date text kept as a tag (one the date fields cannot hold) is the roster's Date,
     * and a tag the fields already wrote (a SetUp, a PlyCount a format keeps as a tag) is not repeated.
     */
    public static List<PgnTag> toTags(GameHeader h) {
        List<PgnTag> tags = new ArrayList<>();
        tags.add(new PgnTag("Event", orUnknown(h.event())));
        tags.add(new PgnTag("Site", orUnknown(h.site())));
        tags.add(new PgnTag("Date", h.tags().getOrDefault("Date", h.date().toPgn())));
        tags.add(new PgnTag("Round", orUnknown(h.round())));
        tags.add(new PgnTag("White", orUnknown(h.white())));
        tags.add(new PgnTag("Black", orUnknown(h.black())));
        tags.add(new PgnTag("Result", h.result().pgn()));
        optional(tags, "WhiteElo", h.whiteElo());
        optional(tags, "BlackElo", h.blackElo());
        optional(tags, "ECO", h.eco());
        optional(tags, "PlyCount", h.plyCount());
        if (h.startFen() != null) {
            tags.add(new PgnTag("SetUp", "1"));
            tags.add(new PgnTag("FEN", h.startFen()));
        }
        Set<String> written = tags.stream().map(PgnTag::name).collect(Collectors.toSet());
        for (Map.Entry<String, String> tag : h.tags().entrySet()) {
            if (!written.contains(tag.getKey())) {
                tags.add(new PgnTag(tag.getKey(), tag.getValue()));
            }
        }
        return tags;
    }

    private static void optional(List<PgnTag> tags, String name, Object value) {
        if (value != null) {
            tags.add(new PgnTag(name, value.toString()));
        }
    }

    private static String orUnknown(String value) {
        return value == null ? "?" : value;
    }

    /** A non-negative decimal of at most 9 digits, else null (ratings like "-" or "2700?" are unknown). */
    private static Integer number(String v) {
        String s = v.strip();
        if (s.isEmpty() || s.length() > 9) {
            return null;
        }
        int value = 0;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c < '0' || c > '9') {
                return null;
            }
            value = value * 10 + (c - '0');
        }
        return value;
    }
}
