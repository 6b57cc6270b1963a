package org.chesslake.game;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The header of a game: the fields every format has a place for, and every other tag or field the
 * format stores in {@link #tags()} (PGN tag names, in source order).
 * Text fields are null when the source has no value; PGN's "?" placeholder is stored as null.
 *
 * @param white     white player (xiangqi: red)
 * @param eco       opening code as stored, e.g. "B90" or with a format's extension "B90a"; null if none
 * @param plyCount  half-moves in the main line as the format stores or counts it; null if unknown
 * @param startFen  FEN of the start position; null for the standard start of the variant
 * @param deleted   the database marks the game deleted
 */
public record GameHeader(String white, String black, String event, String site, String round,
                         PartialDate date, Integer whiteElo, Integer blackElo, Result result,
                         String eco, Integer plyCount, String startFen, boolean deleted,
                         Map<String, String> tags) {

    public GameHeader {
        date = date == null ? PartialDate.UNKNOWN : date;
        result = result == null ? Result.UNKNOWN : result;
        tags = Collections.unmodifiableMap(new LinkedHashMap<>(tags == null ? Map.of() : tags));
    }

    public static Builder builder() {
        return new Builder();
    }

    public Builder toBuilder() {
        Builder b = new Builder();
        b.white = white;
        b.black = black;
        b.event = event;
        b.site = site;
        b.round = round;
        b.date = date;
        b.whiteElo = whiteElo;
        b.blackElo = blackElo;
        b.result = result;
        b.eco = eco;
        b.plyCount = plyCount;
        b.startFen = startFen;
        b.deleted = deleted;
        b.tags.putAll(tags);
        return b;
    }

    /** Decoders fill a header in stages (index entry, then record); the builder collects them. */
    public static final class Builder {
        private String white;
        private String black;
        private String event;
        private String site;
        private String round;
        private PartialDate date = PartialDate.UNKNOWN;
        private Integer whiteElo;
        private Integer blackElo;
        private Result result = Result.UNKNOWN;
        private String eco;
        private Integer plyCount;
        private String startFen;
        private boolean deleted;
        private final Map<String, String> tags = new LinkedHashMap<>();

        public Builder white(String v) { white = text(v); return this; }
        public Builder black(String v) { black = text(v); return this; }
        public Builder event(String v) { event = text(v); return this; }
        public Builder site(String v) { site = text(v); return this; }
        public Builder round(String v) { round = text(v); return this; }
        public Builder date(PartialDate v) { date = v; return this; }
        public Builder whiteElo(Integer v) { whiteElo = rating(v); return this; }
        public Builder blackElo(Integer v) { blackElo = rating(v); return this; }
        public Builder result(Result v) { result = v; return this; }
        public Builder eco(String v) { eco = text(v); return this; }
        public Builder plyCount(Integer v) { plyCount = v; return this; }
        public Builder startFen(String v) { startFen = text(v); return this; }
        public Builder deleted(boolean v) { deleted = v; return this; }

        /** Sets a tag; a null or empty value removes it. */
        public Builder tag(String name, String value) {
            if (value == null || value.isEmpty()) {
                tags.remove(name);
            } else {
                tags.put(name, value);
            }
            return this;
        }

        public GameHeader build() {
            return new GameHeader(white, black, event, site, round, date, whiteElo, blackElo, result,
                    eco, plyCount, startFen, deleted, tags);
        }

        private static String text(String v) {
            return v == null || v.isEmpty() || v.equals("?") ? null : v;
        }

        private static Integer rating(Integer v) {
            return v == null || v <= 0 ? null : v;
        }
    }
}
