package org.chesslake.testing;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.functions;

/**
 * Games of the full table's shape as one canonical line each (header fields, tags in their order,
 * game comment, then every move with its line, SAN, UCI, NAGs, comments, clock, evaluation and
 * position key), so that a round trip compares whole games with a readable difference; and the
 * comparison of the games written with the games read back, game by game.
 */
public final class GameLines {

    /** Tags a xiangqi PGN file sets for itself: how it is written, not what the game is. */
    private static final Set<String> XIANGQI_FILE_TAGS = Set.of("Format", "Encoding", "Notation");

    /**
     * A game as a round trip compares it.
     *
     * @param format the format it was read from
     * @param name   its source and game number
     */
    public record GameLine(String format, boolean xiangqi, String name, String line) {
    }

    /** PGN's reader takes SetUp and PlyCount as header fields (FEN implies SetUp; PlyCount is counted), not as tags. */
    public static final HeaderView PGN = (fields, tags) -> tags.keySet().removeAll(Set.of("SetUp", "PlyCount"));

    /**
     * What SCID 4 keeps of a header (the export page lists it): tags in its own order (EventDate comes
     * from the index), values cut to 255 bytes; an EventDate only as a date; the date fields, not a
     * Date text; an ECO of its form (A00-E99 with its extension); ratings up to 4000. Its reader adds
     * its counts of variations, comments and NAGs.
     */
    public static final HeaderView SCID = (fields, tags) -> {
        PGN.apply(fields, tags);
        tags.keySet().removeAll(Set.of("ScidVariations", "ScidComments", "ScidNags", "Date"));
        tags.entrySet().removeIf(tag -> tag.getKey().equals("EventDate") && !tag.getValue().matches("\\d{4}.*"));
        Map<String, String> sorted = new TreeMap<>();
        tags.forEach((name, value) -> sorted.put(name, cut(value)));
        tags.clear();
        tags.putAll(sorted);
        if (fields.get("eco") instanceof String eco && !eco.matches("[A-E]\\d{0,2}([a-z][1-4]?)?")) {
            fields.put("eco", null);
        }
        for (String rating : List.of("white_elo", "black_elo")) {
            if (fields.get(rating) instanceof Integer elo && elo > 4000) {
                fields.put(rating, null);
            }
        }
    };

    private GameLines() {
    }

    /** The first 255 bytes of a text, cut at a character boundary, as SCID 4 cuts a tag value. */
    private static String cut(String value) {
        byte[] bytes = value.getBytes(StandardCharsets.UTF_8);
        int end = Math.min(bytes.length, 255);
        while (end < bytes.length && end > 0 && (bytes[end] & 0xC0) == 0x80) {
            end--;
        }
        return new String(bytes, 0, end, StandardCharsets.UTF_8);
    }

    /** The rows in the order a write of them keeps (source, game_number), their tags as ordered entries. */
    public static Dataset<Row> ordered(Dataset<Row> full) {
        return full.withColumn("tags", functions.map_entries(functions.col("tags"))).orderBy("source", "game_number");
    }

    /**
     * What a format keeps of a header, applied to the header fields and the tags of the games written
     * and of the games read back before they are compared (a format that cannot hold a value loses it
     * on both sides, so that the rest is compared exactly).
     */
    @FunctionalInterface
    public interface HeaderView {
        void apply(Map<String, Object> fields, Map<String, String> tags);
    }

    /** The games of a DataFrame of the full table's shape as lines, in source and game_number order. */
    public static List<String> lines(Dataset<Row> full, HeaderView view) {
        return of(ordered(full).collectAsList(), view).stream().map(GameLine::line).toList();
    }

    /** Each row of {@link #ordered} rows as a line, its header as {@code view} shows it. */
    public static List<GameLine> of(List<Row> rows, HeaderView view) {
        List<GameLine> lines = new ArrayList<>(rows.size());
        for (Row row : rows) {
            lines.add(new GameLine(row.getAs("format"), "xiangqi".equals(row.getAs("variant")),
                    row.getAs("source") + " game " + row.getAs("game_number"), line(row, view)));
        }
        return lines;
    }

    private static String line(Row game, HeaderView view) {
        boolean xiangqi = "xiangqi".equals(game.getAs("variant"));
        Map<String, Object> fields = new LinkedHashMap<>();
        for (String column : List.of("variant", "white", "black", "event", "site", "round", "year", "month", "day",
                "white_elo", "black_elo", "result", "eco", "start_fen")) {
            fields.put(column, game.getAs(column));
        }
        Map<String, String> tags = new LinkedHashMap<>();
        for (Row tag : game.<Row>getList(game.fieldIndex("tags"))) {
            String name = tag.getString(0);
            // a xiangqi PGN file says how it is written, and keeps one Date: the date when the columns hold it
            if (!xiangqi || !(XIANGQI_FILE_TAGS.contains(name) || name.equals("Date") && game.getAs("year") != null)) {
                tags.put(name, tag.getString(1));
            }
        }
        view.apply(fields, tags);
        StringBuilder out = new StringBuilder();
        fields.forEach((column, value) -> out.append(column).append('=').append(value).append(' '));
        out.append("tags=").append(tags).append(" comment=").append(comment(game.getAs("game_comment")));
        List<Row> moves = game.isNullAt(game.fieldIndex("moves")) ? List.of() : new ArrayList<>(game.getList(game.fieldIndex("moves")));
        moves.sort(Comparator.<Row>comparingInt(m -> m.getAs("line_id")).thenComparingInt(m -> m.getAs("ply")));
        for (Row move : moves) {
            out.append("\n  L").append((Object) move.getAs("line_id")).append('<').append((Object) move.getAs("parent_line_id"))
                    .append('@').append((Object) move.getAs("branch_ply")).append(' ').append((Object) move.getAs("ply"))
                    .append(". ").append((Object) move.getAs("san")).append(' ').append((Object) move.getAs("uci"))
                    .append(' ').append(move.getList(move.fieldIndex("nags")))
                    .append(" {<").append(comment(move.getAs("comment_before"))).append("} {")
                    .append(comment(move.getAs("comment_after"))).append("} clk=").append((Object) move.getAs("clock_ms"))
                    .append(" eval=").append((Object) move.getAs("eval_cp")).append('/').append((Object) move.getAs("eval_mate"))
                    .append(" key=").append((Object) move.getAs("position_key"));
        }
        return out.toString();
    }

    /**
     * A comment as PGN keeps it: line breaks as spaces, trimmed, none when blank; the braces of a
     * comment that holds a '}' as parentheses.
     */
    private static String comment(String text) {
        if (text == null) {
            return null;
        }
        String flat = text.replace("\r\n", " ").replace('\n', ' ').replace('\r', ' ').strip();
        if (flat.indexOf('}') >= 0) {
            flat = flat.replace('{', '(').replace('}', ')');
        }
        return flat.isEmpty() ? null : flat;
    }

    /** Matched and total games per format, and how each game that differs differs. */
    public record Comparison(Map<String, int[]> perFormat, List<String> mismatches) {

        /** "format: matched / total; ..." */
        public String counts() {
            StringBuilder text = new StringBuilder();
            perFormat.forEach((format, counts) -> text.append(format).append(": ").append(counts[0]).append(" / ")
                    .append(counts[1]).append("; "));
            return text.toString();
        }
    }

    /**
     * The games written against the games read back, game by game in the order written; a game
     * written and not read back, or read back beyond those written, is a mismatch.
     */
    public static Comparison compare(List<GameLine> written, List<String> back) {
        Map<String, int[]> perFormat = new TreeMap<>();
        List<String> mismatches = new ArrayList<>();
        for (int i = written.size(); i < back.size(); i++) {
            mismatches.add("game " + (i + 1) + " read back, of " + back.size() + ", was not written: "
                    + back.get(i).split("\n", 2)[0]);
        }
        for (int i = 0; i < written.size(); i++) {
            GameLine game = written.get(i);
            int[] counts = perFormat.computeIfAbsent(game.format(), f -> new int[2]);
            counts[1]++;
            String read = i < back.size() ? back.get(i) : "(not read back)";
            if (game.line().equals(read)) {
                counts[0]++;
            } else {
                mismatches.add(difference(game, read));
            }
        }
        return new Comparison(perFormat, mismatches);
    }

    /** The game's name and the first line where it differs. */
    private static String difference(GameLine expected, String read) {
        String[] a = expected.line().split("\n");
        String[] b = read.split("\n");
        for (int i = 0; i < Math.max(a.length, b.length); i++) {
            String x = i < a.length ? a[i] : "(none)";
            String y = i < b.length ? b[i] : "(none)";
            if (!x.equals(y)) {
                return expected.name() + " (" + expected.format() + "), line " + i + "\n    written " + x + "\n    read    " + y;
            }
        }
        return expected.name() + ": differs";
    }
}
