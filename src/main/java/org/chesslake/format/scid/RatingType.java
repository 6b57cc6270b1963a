package org.chesslake.format.scid;

/** The rating system of an index rating (spec §2.9); PGN tags are White/Black + the name. */
enum RatingType {
    ELO("Elo"), RATING("Rating"), RAPID("Rapid"), ICCF("ICCF"), USCF("USCF"), DWZ("DWZ"), ECF("ECF");

    /** {@link #values()} once: it clones the array at each call, and {@link #of} runs for every rated game. */
    private static final RatingType[] ALL = values();

    private final String tagSuffix;

    RatingType(String tagSuffix) {
        this.tagSuffix = tagSuffix;
    }

    String tagSuffix() {
        return tagSuffix;
    }

    /** Codes 7–15 do not occur in real files; they are read as Elo, as SCID does. */
    static RatingType of(int code) {
        return code < ALL.length ? ALL[code] : ELO;
    }

    /** The type named by a {@code WhiteRatingType}-style tag value; Elo when absent or unknown. */
    static RatingType named(String name) {
        if (name != null) {
            for (RatingType type : ALL) {
                if (type.tagSuffix.equalsIgnoreCase(name) || (type == ECF && name.equalsIgnoreCase("BCF"))) {
                    return type;
                }
            }
        }
        return ELO;
    }
}
