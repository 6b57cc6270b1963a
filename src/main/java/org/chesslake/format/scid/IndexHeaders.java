package org.chesslake.format.scid;

import org.chesslake.game.GameHeader;
import org.chesslake.game.Result;

/**
 * Turns an index entry and the name base into the header fields the index alone gives (spec §10),
 * with SCID-specific fields as tags:
 * <ul>
 * <li>{@code EventDate} — the index's EventDate, "YYYY.MM.DD" with "??" for unknown parts;</li>
 * <li>{@code ScidFlags} — the letters of the set user flags, {@code DWBMENPTKQ!?U123456};</li>
 * <li>{@code WhiteRatingType}/{@code BlackRatingType} — the rating's system when it is not Elo
 *     (Rating, Rapid, ICCF, USCF, DWZ, ECF); the rating itself is in whiteElo/blackElo;</li>
 * <li>{@code ScidECO} — the extended ECO (e.g. "B12a3") when SCID's extension is set;</li>
 * <li>{@code ScidVariations}, {@code ScidComments}, {@code ScidNags} — the stored counts as SCID
 *     reports them (0–10, then 15, 20, 30, 40, 50); absent when 0;</li>
 * <li>{@code Variant} = "Chess960" for SCID 5 Chess960 games.</li>
 * </ul>
 */
final class IndexHeaders {

    static final String EVENT_DATE = "EventDate";
    static final String FLAGS = "ScidFlags";
    static final String WHITE_RATING_TYPE = "WhiteRatingType";
    static final String BLACK_RATING_TYPE = "BlackRatingType";
    static final String EXTENDED_ECO = "ScidECO";
    static final String VARIATIONS = "ScidVariations";
    static final String COMMENTS = "ScidComments";
    static final String NAGS = "ScidNags";
    static final String VARIANT = "Variant";
    private static final Result[] RESULTS = {Result.UNKNOWN, Result.WHITE_WINS, Result.BLACK_WINS, Result.DRAW};

    private IndexHeaders() {
    }

    /** The header of {@code entry}; throws {@link RecordException} (position 0) for a corrupt entry. */
    static GameHeader.Builder build(IndexEntry entry, NameBase names) {
        if (entry.result() >= RESULTS.length) {
            throw new RecordException(0, "result code " + entry.result() + " is not 0-3");
        }
        GameHeader.Builder header = GameHeader.builder()
                .white(name(names, NameBase.PLAYER, entry.white(), "White"))
                .black(name(names, NameBase.PLAYER, entry.black(), "Black"))
                .event(name(names, NameBase.EVENT, entry.event(), "Event"))
                .site(name(names, NameBase.SITE, entry.site(), "Site"))
                .round(name(names, NameBase.ROUND, entry.round(), "Round"))
                .date(ScidDate.decode(entry.date()))
                .result(RESULTS[entry.result()])
                .eco(ScidEco.decode(entry.eco(), false))
                .plyCount(entry.plyCount())
                .deleted(entry.deleted());
        rating(header, entry.whiteRating(), entry.whiteRatingType(), WHITE_RATING_TYPE, true);
        rating(header, entry.blackRating(), entry.blackRatingType(), BLACK_RATING_TYPE, false);
        if (ScidEco.hasExtension(entry.eco())) {
            header.tag(EXTENDED_ECO, ScidEco.decode(entry.eco(), true));
        }
        if (entry.eventDate() != 0) {
            header.tag(EVENT_DATE, ScidDate.decode(entry.eventDate()).toPgn());
        }
        header.tag(FLAGS, ScidFlags.letters(entry.flags()));
        count(header, VARIATIONS, entry.variationCode());
        count(header, COMMENTS, entry.commentCode());
        count(header, NAGS, entry.nagCode());
        if (entry.chess960()) {
            header.tag(VARIANT, "Chess960");
        }
        return header;
    }

    private static String name(NameBase names, int kind, int id, String field) {
        if (!names.contains(kind, id)) {
            throw new RecordException(0, field + " id " + id + " is beyond the " + names.count(kind) + " "
                    + NameBase.KINDS.get(kind) + " names");
        }
        return names.name(kind, id);
    }

    private static void rating(GameHeader.Builder header, int rating, int type, String typeTag, boolean white) {
        if (rating == 0) {
            return;
        }
        if (white) {
            header.whiteElo(rating);
        } else {
            header.blackElo(rating);
        }
        RatingType ratingType = RatingType.of(type);
        if (ratingType != RatingType.ELO) {
            header.tag(typeTag, ratingType.tagSuffix());
        }
    }

    private static void count(GameHeader.Builder header, String tag, int code) {
        if (code != 0) {
            header.tag(tag, Integer.toString(IndexEntry.countOf(code)));
        }
    }
}
