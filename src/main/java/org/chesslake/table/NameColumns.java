package org.chesslake.table;


import java.util.List;
import java.util.function.Function;
import org.chesslake.game.NameRecord;

/** The columns of the {@code names} table: one row per distinct (source, kind, name). */
public final class NameColumns {

    private NameColumns() {
    }

    public static final List<Column<NameRow>> ALL = List.of(
            new Column<>("name_id", ColumnType.LONG, "hash(kind, name): the same name joins across databases", r -> Ids.nameId(r.name().kind(), r.name().name())),
            name("kind", ColumnType.STRING, "'player', 'event', 'site', 'round', 'annotator', 'source' or 'team'", NameRecord::kind),
            name("name", ColumnType.STRING, "the name as stored", NameRecord::name),
            new Column<>("source", ColumnType.STRING, "the database (games.source)", NameRow::source),
            name("games", ColumnType.LONG, "how many games of the database use the name", NameRecord::games),
            name("title", ColumnType.STRING, "title where the format stores one (GM, IM, ...)", NameRecord::title),
            name("elo", ColumnType.INT, "rating where the format stores one", NameRecord::elo),
            name("fide_id", ColumnType.LONG, "FIDE id where the format stores one", NameRecord::fideId),
            name("birth_date", ColumnType.DATE, "birth date where the format stores one", NameRecord::birthDate),
            name("gender", ColumnType.STRING, "gender where the format stores one", NameRecord::gender),
            name("country", ColumnType.STRING, "country where the format stores one", NameRecord::country));

    private static Column<NameRow> name(String column, ColumnType type, String doc, Function<NameRecord, Object> value) {
        return new Column<>(column, type, doc, r -> value.apply(r.name()));
    }
}
