package org.chesslake.format.xqpgn;

import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.chesslake.game.GameHeader;
import org.chesslake.game.PartialDate;
import org.chesslake.game.Result;
import org.chesslake.pgn.PgnTag;
import org.chesslake.xiangqi.Board;

/**
 * Maps the tags of a xiangqi game to the header (spec §3, §9): Red is white, ECCO is the opening
 * code, Chinese results and dates are read, the FEN is normalised (side {@code w}/{@code b}; null
 * for the standard start). Every other tag keeps its name and value. Tag names match in any case.
 */
final class XqHeaders {

    private static final Pattern DOTTED = Pattern.compile("(\\d{4}|\\?{4})\\.(\\d{1,2}|\\?\\?)\\.(\\d{1,2}|\\?\\?)");
    private static final Pattern CHINESE_DATE = Pattern.compile("(\\d{4})年(?:(\\d{1,2})月(?:(\\d{1,2})日)?)?");
    private static final Pattern ISO = Pattern.compile("(\\d{4})-(\\d{1,2})-(\\d{1,2})");

    private XqHeaders() {
    }

    /**
     * The header of a game.
     *
     * @throws IllegalArgumentException when the game is not xiangqi (a {@code Game} tag other than
     *                                  "Chinese Chess") or its FEN is not a valid xiangqi position
     */
    static GameHeader toHeader(List<PgnTag> tags, String encoding, String notation) {
        GameHeader.Builder header = GameHeader.builder();
        String red = null;
        String black = null;
        String redPlayer = null;
        String blackPlayer = null;
        for (PgnTag tag : tags) {
            String v = tag.value().strip();
            switch (tag.name().toLowerCase(Locale.ROOT)) {
                case "game" -> {
                    if (!v.equalsIgnoreCase("Chinese Chess")) {
                        throw new IllegalArgumentException("not a xiangqi game: [Game \"" + v + "\"]");
                    }
                }
                case "event" -> header.event(v);
                case "site" -> header.site(v);
                case "round" -> header.round(v);
                case "date" -> {
                    PartialDate date = date(v);
                    header.date(date);
                    if (date.isUnknown() && !v.isEmpty()) {
                        header.tag(tag.name(), v); // an unreadable date keeps its text
                    }
                }
                case "red" -> red = v;
                case "black" -> black = v;
                case "redplayer" -> {
                    redPlayer = v;
                    header.tag(tag.name(), v);
                }
                case "blackplayer" -> {
                    blackPlayer = v;
                    header.tag(tag.name(), v);
                }
                case "result" -> header.result(result(v));
                case "redelo" -> header.whiteElo(number(v));
                case "blackelo" -> header.blackElo(number(v));
                case "ecco" -> header.eco(v);
                case "plycount" -> header.plyCount(number(v));
                case "fen" -> header.startFen(normalisedFen(v));
                default -> header.tag(tag.name(), tag.value());
            }
        }
        header.white(red == null || red.isEmpty() ? redPlayer : red);
        header.black(black == null || black.isEmpty() ? blackPlayer : black);
        header.tag("Encoding", encoding);
        header.tag("Notation", notation);
        return header.build();
    }

    /** Result tag values, including the Chinese words of real files. */
    static Result result(String value) {
        return switch (value.strip()) {
            case "1-0", "红胜", "紅勝", "红先胜", "紅先勝" -> Result.WHITE_WINS;
            case "0-1", "黑胜", "黑勝", "黑先胜", "黑先勝" -> Result.BLACK_WINS;
            case "1/2-1/2", "和", "和棋", "和局" -> Result.DRAW;
            default -> Result.UNKNOWN;
        };
    }

    /** {@code yyyy.mm.dd} (with ??), {@code yyyy年m月d日}, {@code yyyy-mm-dd}; anything else is unknown. */
    static PartialDate date(String value) {
        Matcher m = DOTTED.matcher(value);
        if (m.matches() || (m = CHINESE_DATE.matcher(value)).matches() || (m = ISO.matcher(value)).matches()) {
            int year = part(m.group(1), 9999);
            int month = part(m.group(2), 12);
            int day = part(m.group(3), 31);
            return new PartialDate(year, month, day);
        }
        return PartialDate.UNKNOWN;
    }

    private static int part(String text, int max) {
        if (text == null || text.startsWith("?")) {
            return 0;
        }
        int value = Integer.parseInt(text);
        return value <= max ? value : 0;
    }

    /** The FEN with side {@code w}/{@code b} and both counters; null for the standard start. */
    static String normalisedFen(String fen) {
        if (fen.isEmpty()) {
            return null;
        }
        String normalised = Board.fromFen(fen).toFen();
        return normalised.equals(Board.STANDARD_FEN) ? null : normalised;
    }

    private static Integer number(String v) {
        return v.matches("[0-9]{1,9}") ? Integer.valueOf(v) : null;
    }
}
