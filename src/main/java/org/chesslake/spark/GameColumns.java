package org.chesslake.spark;

import static org.apache.spark.sql.types.DataTypes.BooleanType;
import static org.apache.spark.sql.types.DataTypes.DateType;
import static org.apache.spark.sql.types.DataTypes.IntegerType;
import static org.apache.spark.sql.types.DataTypes.LongType;
import static org.apache.spark.sql.types.DataTypes.StringType;

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import org.apache.spark.sql.types.DataTypes;
import org.chesslake.format.DecodeLevel;
import org.chesslake.format.HeaderField;
import org.chesslake.game.GameHeader;
import org.chesslake.game.NameRecord;

/** The columns of the {@code games} table: one row per index entry, always. */
final class GameColumns {

    private GameColumns() {
    }

    static final List<Column<GameRow>> ALL = List.of(
            new Column<>("game_id", LongType, "hash(source, game_number): deterministic across runs", GameRow::gameId),
            new Column<>("source", StringType, "the database: its path below the input root without extension, or the sourceName option", GameRow::source),
            new Column<>("format", StringType, "short name of the format (scid, dcg, ...)", GameRow::format),
            new Column<>("variant", StringType, "'chess' or 'xiangqi'", GameRow::variant),
            new Column<>("game_number", LongType, "number of the game in its database, 1 = first (index entry, or game of a PGN file)", GameRow::gameNumber),
            new Column<>("game_offset", LongType, "byte offset of the game's record in its file (PGN: of its first tag, or first movetext token without tags)", GameRow::offset),
            header("white", StringType, "White (xiangqi: Red)", GameHeader::white),
            header("white_id", LongType, "hash('player', white), joins names.name_id", h -> Ids.nameId(NameRecord.PLAYER, h.white())),
            header("black", StringType, "Black", GameHeader::black),
            header("black_id", LongType, "hash('player', black)", h -> Ids.nameId(NameRecord.PLAYER, h.black())),
            header("event", StringType, "event name", GameHeader::event),
            header("event_id", LongType, "hash('event', event)", h -> Ids.nameId(NameRecord.EVENT, h.event())),
            header("site", StringType, "site name", GameHeader::site),
            header("site_id", LongType, "hash('site', site)", h -> Ids.nameId(NameRecord.SITE, h.site())),
            header("round", StringType, "round as stored (e.g. '3.1')", GameHeader::round),
            header("date", DateType, "game date when year, month and day are all known", h -> h.date().toLocalDate()),
            header("year", IntegerType, "year, null if unknown", h -> positive(h.date().year())),
            header("month", IntegerType, "month 1-12, null if unknown", h -> positive(h.date().month())),
            header("day", IntegerType, "day 1-31, null if unknown", h -> positive(h.date().day())),
            header("white_elo", IntegerType, "White's rating", GameHeader::whiteElo),
            header("black_elo", IntegerType, "Black's rating", GameHeader::blackElo),
            header("result", StringType, "'1-0', '0-1', '1/2-1/2' or '*'", h -> h.result().pgn()),
            header("eco", StringType, "opening code A00-E99 (a format's finer code, e.g. SCID's 'B90a', is in tags)", GameHeader::eco),
            new Column<>("ply_count", IntegerType, "half-moves of the main line", GameColumns::plyCount),
            header("start_fen", StringType, "FEN of the start position; null = the variant's standard start", GameHeader::startFen),
            header("deleted", BooleanType, "the database marks the game deleted", GameHeader::deleted),
            header("tags", DataTypes.createMapType(StringType, StringType),
                    "every other tag or field the format stores (Annotator, EventDate, flags, ...)", GameHeader::tags),
            new Column<>("game_comment", StringType,
                    "a comment with no move to carry it (a game without moves); a comment before the first move is that move's comment_before",
                    GameRow::gameComment),
            new Column<>("decode_error", StringType,
                    "why the game could not be decoded (file, game number, byte offset, reason); null when it was", GameRow::error));

    /** Which header field each column reads, to know if the index alone can answer it. */
    private static final Map<String, HeaderField> FIELD = Map.ofEntries(
            Map.entry("white", HeaderField.WHITE), Map.entry("white_id", HeaderField.WHITE),
            Map.entry("black", HeaderField.BLACK), Map.entry("black_id", HeaderField.BLACK),
            Map.entry("event", HeaderField.EVENT), Map.entry("event_id", HeaderField.EVENT),
            Map.entry("site", HeaderField.SITE), Map.entry("site_id", HeaderField.SITE),
            Map.entry("round", HeaderField.ROUND),
            Map.entry("date", HeaderField.DATE), Map.entry("year", HeaderField.DATE),
            Map.entry("month", HeaderField.DATE), Map.entry("day", HeaderField.DATE),
            Map.entry("white_elo", HeaderField.WHITE_ELO), Map.entry("black_elo", HeaderField.BLACK_ELO),
            Map.entry("result", HeaderField.RESULT), Map.entry("eco", HeaderField.ECO),
            Map.entry("ply_count", HeaderField.PLY_COUNT), Map.entry("start_fen", HeaderField.START_FEN),
            Map.entry("deleted", HeaderField.DELETED), Map.entry("tags", HeaderField.TAGS));

    /** Columns filled only by a full decode: decode_error because only a full decode finds every error. */
    static final Set<String> FROM_MOVES = Set.of("game_comment", "decode_error");

    /** How far games must be decoded to fill {@code column} for a database whose index holds {@code indexFields}. */
    static DecodeLevel level(String column, Set<HeaderField> indexFields) {
        if (FROM_MOVES.contains(column)) {
            return DecodeLevel.MOVES;
        }
        HeaderField field = FIELD.get(column);
        if (field == null || indexFields.contains(field)) {
            return DecodeLevel.INDEX;
        }
        return field == HeaderField.PLY_COUNT ? DecodeLevel.MOVES : DecodeLevel.HEADER;
    }

    /** The header field a column reads, or null for columns that need no header. */
    static HeaderField field(String column) {
        return FIELD.get(column);
    }

    private static Column<GameRow> header(String name, org.apache.spark.sql.types.DataType type, String doc,
                                          Function<GameHeader, Object> value) {
        return new Column<>(name, type, doc, row -> row.header() == null ? null : value.apply(row.header()));
    }

    private static Object plyCount(GameRow row) {
        if (row.moves() != null) {
            return row.moves().plyCount();
        }
        return row.header() == null ? null : row.header().plyCount();
    }

    private static Integer positive(int value) {
        return value > 0 ? value : null;
    }
}
