package org.chesslake.table;


import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import org.chesslake.format.DecodeLevel;
import org.chesslake.format.HeaderField;
import org.chesslake.game.GameHeader;
import org.chesslake.game.NameRecord;

/** The columns of the {@code games} table: one row per index entry, always. */
public final class GameColumns {

    private GameColumns() {
    }

    /** The column of the main line's half-moves. */
    public static final String PLY_COUNT = "ply_count";
    public static final String OPENING_ECO = "opening_eco";
    public static final String OPENING_NAME = "opening_name";
    /**
     * The columns of the opening the main line reaches ({@link MainLine#opening}), by the part of it
     * each holds: a writer of both looks the opening up once.
     */
    private static final Map<String, Function<Openings.Opening, String>> OPENING_PARTS = Map.of(
            OPENING_ECO, Openings.Opening::eco, OPENING_NAME, Openings.Opening::name);

    public static final List<Column<GameRow>> ALL = List.of(
            new Column<>("game_id", ColumnType.LONG, "hash(source, game_number): deterministic across runs", GameRow::gameId),
            new Column<>("source", ColumnType.STRING, "the database: its path below the input root without extension, or the sourceName option", GameRow::source),
            new Column<>("format", ColumnType.STRING, "short name of the format (scid, dcg, ...)", GameRow::format),
            new Column<>("variant", ColumnType.STRING, "'chess' or 'xiangqi'", r -> r.variant().label()),
            new Column<>("game_number", ColumnType.LONG, "number of the game in its database, 1 = first (index entry, or game of a PGN file)", GameRow::gameNumber),
            new Column<>("game_offset", ColumnType.LONG, "byte offset of the game's record in its file (PGN: of its first tag, or first movetext token without tags)", GameRow::offset),
            header("white", ColumnType.STRING, "White (xiangqi: Red)", GameHeader::white),
            header("white_id", ColumnType.LONG, "hash('player', white), joins names.name_id", h -> Ids.nameId(NameRecord.PLAYER, h.white())),
            header("black", ColumnType.STRING, "Black", GameHeader::black),
            header("black_id", ColumnType.LONG, "hash('player', black)", h -> Ids.nameId(NameRecord.PLAYER, h.black())),
            header("event", ColumnType.STRING, "event name", GameHeader::event),
            header("event_id", ColumnType.LONG, "hash('event', event)", h -> Ids.nameId(NameRecord.EVENT, h.event())),
            header("site", ColumnType.STRING, "site name", GameHeader::site),
            header("site_id", ColumnType.LONG, "hash('site', site)", h -> Ids.nameId(NameRecord.SITE, h.site())),
            header("round", ColumnType.STRING, "round as stored (e.g. '3.1')", GameHeader::round),
            header("date", ColumnType.DATE, "game date when year, month and day are all known", h -> h.date().toLocalDate()),
            header("year", ColumnType.INT, "year, null if unknown", h -> positive(h.date().year())),
            header("month", ColumnType.INT, "month 1-12, null if unknown", h -> positive(h.date().month())),
            header("day", ColumnType.INT, "day 1-31, null if unknown", h -> positive(h.date().day())),
            header("white_elo", ColumnType.INT, "White's rating", GameHeader::whiteElo),
            header("black_elo", ColumnType.INT, "Black's rating", GameHeader::blackElo),
            header("result", ColumnType.STRING, "'1-0', '0-1', '1/2-1/2' or '*'", h -> h.result().pgn()),
            header("eco", ColumnType.STRING, "opening code A00-E99 as the source stored it (a format's finer code, e.g. SCID's 'B90a', is in tags)", GameHeader::eco),
            new Column<>(OPENING_ECO, ColumnType.STRING,
                    "ECO code of the last named position the main line reaches, from Lichess's opening names; null for xiangqi, Chess960, set-up starts and games that reach no named position",
                    r -> opening(r, OPENING_ECO)),
            new Column<>(OPENING_NAME, ColumnType.STRING,
                    "name of that position's opening, e.g. 'Sicilian Defense: Najdorf Variation'",
                    r -> opening(r, OPENING_NAME)),
            new Column<>(PLY_COUNT, ColumnType.INT, "half-moves of the main line", GameColumns::plyCount),
            new Column<>("main_line_key", ColumnType.LONG,
                    "hash of the start position and the main line's moves: equal for the same game in any format, whatever its annotations, tags or numbering; null when the game could not be decoded",
                    r -> MainLine.key(r.variant(), r.header(), r.moves(), r.error())),
            header("start_fen", ColumnType.STRING, "FEN of the start position; null = the variant's standard start", GameHeader::startFen),
            header("deleted", ColumnType.BOOLEAN, "the database marks the game deleted", GameHeader::deleted),
            header("tags", ColumnType.STRING_MAP,
                    "every other tag or field the format stores (Annotator, EventDate, flags, ...)", GameHeader::tags),
            new Column<>("game_comment", ColumnType.STRING,
                    "a comment with no move to carry it (a game without moves); a comment before the first move is that move's comment_before",
                    GameRow::gameComment),
            new Column<>("decode_error", ColumnType.STRING,
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
            Map.entry(PLY_COUNT, HeaderField.PLY_COUNT), Map.entry("start_fen", HeaderField.START_FEN),
            Map.entry("deleted", HeaderField.DELETED), Map.entry("tags", HeaderField.TAGS));

    /** Columns filled only by a full decode: the main line's, and decode_error because only a full decode finds every error. */
    public static final Set<String> FROM_MOVES = Set.of(OPENING_ECO, OPENING_NAME, "main_line_key", "game_comment",
            "decode_error");

    /** How far games must be decoded to fill {@code column} for a database whose index holds {@code indexFields}. */
    public static DecodeLevel level(String column, Set<HeaderField> indexFields) {
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
    public static HeaderField field(String column) {
        return FIELD.get(column);
    }

    private static Column<GameRow> header(String name, ColumnType type, String doc,
                                          Function<GameHeader, Object> value) {
        return new Column<>(name, type, doc, row -> row.header() == null ? null : value.apply(row.header()));
    }

    private static Object plyCount(GameRow row) {
        if (row.moves() != null) {
            return row.moves().plyCount();
        }
        return row.header() == null ? null : row.header().plyCount();
    }

    private static String opening(GameRow row, String column) {
        return openingPart(column, MainLine.opening(row.variant(), row.header(), row.moves()));
    }

    /** Whether {@code column} is one of the opening's columns, {@link #openingPart} of the opening. */
    public static boolean isOpeningColumn(String column) {
        return OPENING_PARTS.containsKey(column);
    }

    /** The opening column {@code column} of a game whose main line reaches {@code opening} (null: no named position). */
    public static String openingPart(String column, Openings.Opening opening) {
        return opening == null ? null : OPENING_PARTS.get(column).apply(opening);
    }

    private static Integer positive(int value) {
        return value > 0 ? value : null;
    }
}
