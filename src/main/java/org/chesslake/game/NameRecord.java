package org.chesslake.game;

import java.time.LocalDate;

/**
 * A name a database stores (player, event, site, ...) with what the format knows about it.
 *
 * @param kind  one of {@link #KINDS}
 * @param games how many games of the database use it; null when the format cannot tell cheaply
 */
public record NameRecord(String kind, String name, Long games, String title, Integer elo, Long fideId,
                         LocalDate birthDate, String gender, String country) {

    public static final String PLAYER = "player";
    public static final String EVENT = "event";
    public static final String SITE = "site";
    public static final String ROUND = "round";
    public static final String ANNOTATOR = "annotator";
    public static final String SOURCE = "source";
    public static final String TEAM = "team";

    public static NameRecord of(String kind, String name, long games) {
        return new NameRecord(kind, name, games, null, null, null, null, null, null);
    }

    /** This name with what the format knows about it, used by {@code games} games. */
    public NameRecord withGames(long games) {
        return new NameRecord(kind, name, games, title, elo, fideId, birthDate, gender, country);
    }
}
