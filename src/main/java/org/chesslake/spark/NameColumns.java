package org.chesslake.spark;

import static org.apache.spark.sql.types.DataTypes.DateType;
import static org.apache.spark.sql.types.DataTypes.IntegerType;
import static org.apache.spark.sql.types.DataTypes.LongType;
import static org.apache.spark.sql.types.DataTypes.StringType;

import java.util.List;
import java.util.function.Function;
import org.apache.spark.sql.types.DataType;
import org.chesslake.game.NameRecord;

/** The columns of the {@code names} table: one row per distinct (source, kind, name). */
final class NameColumns {

    private NameColumns() {
    }

    static final List<Column<NameRow>> ALL = List.of(
            new Column<>("name_id", LongType, "hash(kind, name): the same name joins across databases", r -> Ids.nameId(r.name().kind(), r.name().name())),
            name("kind", StringType, "'player', 'event', 'site', 'round', 'annotator', 'source' or 'team'", NameRecord::kind),
            name("name", StringType, "the name as stored", NameRecord::name),
            new Column<>("source", StringType, "the database (games.source)", NameRow::source),
            name("games", LongType, "how many games of the database use the name", NameRecord::games),
            name("title", StringType, "title where the format stores one (GM, IM, ...)", NameRecord::title),
            name("elo", IntegerType, "rating where the format stores one", NameRecord::elo),
            name("fide_id", LongType, "FIDE id where the format stores one", NameRecord::fideId),
            name("birth_date", DateType, "birth date where the format stores one", NameRecord::birthDate),
            name("gender", StringType, "gender where the format stores one", NameRecord::gender),
            name("country", StringType, "country where the format stores one", NameRecord::country));

    private static Column<NameRow> name(String column, DataType type, String doc, Function<NameRecord, Object> value) {
        return new Column<>(column, type, doc, r -> value.apply(r.name()));
    }
}
