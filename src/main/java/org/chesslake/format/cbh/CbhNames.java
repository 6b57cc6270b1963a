package org.chesslake.format.cbh;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.EnumMap;
import java.util.Map;
import java.util.function.Function;

/**
 * The entity files of a database, read record by record as games refer to them and kept once read
 * (a partition meets the same players and tournaments again and again).
 */
final class CbhNames {

    /** A tournament record (spec §5): Event, Site, EventDate and the tournament data ChessBase keeps. */
    record Tournament(String title, String place, int date, int type, boolean team, int nation, int category,
                      int rounds) {
    }

    /** A source record. */
    record Source(String title, String publisher, int publicationDate, int date, int version, int quality) {
    }

    private static final Object MISSING = new Object();

    private final Map<EntityKind, EntityFile> files;
    private final Map<EntityKind, Object[]> cache = new EnumMap<>(EntityKind.class);
    private final CbhText text;

    CbhNames(Map<EntityKind, EntityFile> files, CbhText text) {
        this.files = new EnumMap<>(files);
        this.text = text;
        for (EntityKind kind : EntityKind.values()) {
            this.files.putIfAbsent(kind, EntityFile.empty(kind));
            cache.put(kind, new Object[this.files.get(kind).count()]);
        }
    }

    EntityFile file(EntityKind kind) {
        return files.get(kind);
    }

    /** "last, first", or "last" when the first name is empty; null if the id has no record. */
    String player(int id) {
        return (String) lookup(EntityKind.PLAYER, id, f -> {
            String last = text.field(f, 0, 30);
            String first = text.field(f, 30, 20);
            return first.isEmpty() ? last : last + ", " + first;
        });
    }

    Tournament tournament(int id) {
        return (Tournament) lookup(EntityKind.TOURNAMENT, id, f -> new Tournament(text.field(f, 0, 40), text.field(f, 40, 30),
                CbhBytes.le32(f, 70), CbhBytes.u8(f, 74), (f[75] & 1) != 0, CbhBytes.u8(f, 76), CbhBytes.u8(f, 78),
                CbhBytes.u8(f, 80)));
    }

    String annotator(int id) {
        return (String) lookup(EntityKind.ANNOTATOR, id, f -> text.field(f, 0, 45));
    }

    Source source(int id) {
        return (Source) lookup(EntityKind.SOURCE, id, f -> new Source(text.field(f, 0, 25), text.field(f, 25, 16),
                CbhBytes.le32(f, 41), CbhBytes.le32(f, 45), CbhBytes.u8(f, 49), CbhBytes.u8(f, 50)));
    }

    /** The team's title, followed by its number in Roman numerals from II on ("Eppingen II"), as ChessBase prints it. */
    String team(int id) {
        return (String) lookup(EntityKind.TEAM, id, f -> {
            String title = text.field(f, 0, 45);
            int number = CbhBytes.le32(f, 45);
            return number >= 2 && number < 40 ? title + " " + roman(number) : title;
        });
    }

    private static String roman(int number) {
        String[] tens = {"", "X", "XX", "XXX"};
        String[] units = {"", "I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX"};
        return tens[number / 10] + units[number % 10];
    }

    /** Why {@code id} of {@code kind} has no record, or null when it has one. */
    String missing(EntityKind kind, int id) {
        try {
            return files.get(kind).missing(id);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private Object lookup(EntityKind kind, int id, Function<byte[], Object> parse) {
        Object[] known = cache.get(kind);
        if (id < 0 || id >= known.length) {
            return null;
        }
        Object value = known[id];
        if (value == null) {
            byte[] fields;
            try {
                fields = files.get(kind).fields(id);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            value = fields == null ? MISSING : parse.apply(fields);
            known[id] = value;
        }
        return value == MISSING ? null : value;
    }
}
