package org.chesslake.format.cbh;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.chesslake.files.Bytes;
import org.chesslake.game.PartialDate;

/**
 * The entity files of a database, read record by record as games refer to them and kept once read
 * (a partition meets the same players and tournaments again and again).
 */
final class CbhNames {

    /**
     * A tournament record (spec §5) as the tags its games get, formatted once: Event, Site,
     * EventDate, EventType, EventRounds, EventCategory, EventCountry (null when not stored), and
     * what is wrong with it (null if nothing).
     */
    record Tournament(String title, String place, String date, String type, String rounds, String category,
                      String nation, String problem) {
    }

    /** A source record as its tags: Source, SourcePublisher, SourceVersionDate, SourceVersion, SourceQuality. */
    record Source(String title, String publisher, String date, String version, String quality, String problem) {
    }

    private static final String[] EVENT_TYPES = {"", "game", "match", "tourn", "swiss", "team", "k.o.", "simul", "schev"};

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
        return (Tournament) lookup(EntityKind.TOURNAMENT, id, f -> {
            List<String> problems = new ArrayList<>(0);
            PartialDate date = CbhHeaders.date(Bytes.s32le(f, 70) & 0xFFFFFF, "tournament date", problems);
            int type = Bytes.u8(f, 74);
            int kind = type & 0x1F;
            String eventType = null;
            if (kind > 0 && kind < EVENT_TYPES.length) {
                String speed = (type & 0x20) != 0 ? " (blitz)" : (type & 0x40) != 0 ? " (rapid)"
                        : (type & 0x80) != 0 ? " (corresp)" : "";
                eventType = ((f[75] & 1) != 0 && kind != 5 ? "team-" : "") + EVENT_TYPES[kind] + speed;
            }
            return new Tournament(text.field(f, 0, 40), text.field(f, 40, 30), date.isUnknown() ? null : date.toPgn(),
                    eventType, positive(f[80]), positive(f[78]), positive(f[76]),
                    problems.isEmpty() ? null : problems.get(0) + " (" + files.get(EntityKind.TOURNAMENT).fileName() + " record " + id + ")");
        });
    }

    private static String positive(byte value) {
        return value == 0 ? null : Integer.toString(value & 0xFF);
    }

    String annotator(int id) {
        return (String) lookup(EntityKind.ANNOTATOR, id, f -> text.field(f, 0, 45));
    }

    Source source(int id) {
        return (Source) lookup(EntityKind.SOURCE, id, f -> {
            List<String> problems = new ArrayList<>(0);
            PartialDate date = CbhHeaders.date(Bytes.s32le(f, 45) & 0xFFFFFF, "source date", problems);
            return new Source(text.field(f, 0, 25), text.field(f, 25, 16), date.isUnknown() ? null : date.toPgn(),
                    positive(f[49]), positive(f[50]),
                    problems.isEmpty() ? null : problems.get(0) + " (" + files.get(EntityKind.SOURCE).fileName() + " record " + id + ")");
        });
    }

    /** The team's title, followed by its number in Roman numerals from II on ("Eppingen II"), as ChessBase prints it. */
    String team(int id) {
        return (String) lookup(EntityKind.TEAM, id, f -> {
            String title = text.field(f, 0, 45);
            int number = Bytes.s32le(f, 45);
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
