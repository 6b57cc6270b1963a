package org.chesslake.game;

/**
 * The embedded commands that engines and servers put in comments: {@code [%clk 1:02:03.4]} and
 * {@code [%eval 0.35]} / {@code [%eval #-3]}. The comment keeps its text; these give typed values,
 * and {@link #withCommands} writes typed values back as commands.
 */
public final class CommentCommands {

    private static final String CLOCK = "[%clk";
    private static final String EVAL = "[%eval";

    private CommentCommands() {
    }

    /*
     * Read by hand rather than by regular expression: a Lichess game has a clock and an evaluation
     * after nearly every move. The syntax, in the first occurrence that has it (a malformed one is
     * passed over):
     *   [%clk WS+ H+ ':' M{1,2} ':' S{1,2} ('.' F+)? WS* ']'
     *   [%eval WS+ '#'? [+-]? D+ ('.' D+)? (',' D+)? WS* ']'
     * WS being a space, tab, line break, vertical tab or form feed, and the digits ASCII.
     */

    /** Clock after the move in milliseconds, or null (also for hours too many to count). */
    public static Long clockMillis(String comment) {
        if (comment == null) {
            return null;
        }
        for (int at = comment.indexOf(CLOCK); at >= 0; at = comment.indexOf(CLOCK, at + 1)) {
            int i = spaces(comment, at + CLOCK.length(), 1);
            int hoursEnd = digits(comment, i, 1, Integer.MAX_VALUE);
            int minutesEnd = digits(comment, colon(comment, hoursEnd), 1, 2);
            int secondsStart = colon(comment, minutesEnd);
            int secondsEnd = fraction(comment, digits(comment, secondsStart, 1, 2), '.');
            if (secondsEnd >= 0 && closes(comment, secondsEnd) && hoursEnd - i <= 9) {
                long hours = Long.parseLong(comment, i, hoursEnd, 10);
                long minutes = Long.parseLong(comment, hoursEnd + 1, minutesEnd, 10);
                double seconds = Double.parseDouble(comment.substring(secondsStart, secondsEnd));
                return (hours * 3600 + minutes * 60) * 1000 + Math.round(seconds * 1000);
            }
        }
        return null;
    }

    /**
     * An engine evaluation: centipawns from White's view, or the mate distance in moves (negative:
     * Black mates); both null when the comment has no eval command, and the mate also for a fraction
     * or too many digits. Read once for both values.
     */
    public record Eval(Integer centipawns, Integer mate) {
        public static final Eval NONE = new Eval(null, null);
    }

    /** The comment's first well-formed eval command; {@link Eval#NONE} if it has none. */
    public static Eval eval(String comment) {
        EvalNumber number = evalNumber(comment);
        if (number == null) {
            return Eval.NONE;
        }
        if (!number.mate()) {
            return new Eval((int) Math.round(Double.parseDouble(comment.substring(number.start(), number.end())) * 100),
                    null);
        }
        return number.fraction() || number.end() - number.start() > 9 ? Eval.NONE
                : new Eval(null, Integer.parseInt(comment, number.start(), number.end(), 10));
    }

    /** The number of an eval command: {@code [start, end)} of the comment, after a {@code #} if {@code mate}. */
    private record EvalNumber(boolean mate, int start, int end, boolean fraction) {
    }

    /** The number of the first well-formed eval command; null if there is none. */
    private static EvalNumber evalNumber(String comment) {
        if (comment == null) {
            return null;
        }
        for (int at = comment.indexOf(EVAL); at >= 0; at = comment.indexOf(EVAL, at + 1)) {
            int i = spaces(comment, at + EVAL.length(), 1);
            boolean mate = is(comment, i, '#');
            int start = mate ? i + 1 : i;
            int sign = is(comment, start, '+') || is(comment, start, '-') ? start + 1 : start;
            int integerEnd = digits(comment, sign, 1, Integer.MAX_VALUE);
            int end = fraction(comment, integerEnd, '.');
            if (end >= 0 && closes(comment, fraction(comment, end, ','))) {
                return new EvalNumber(mate, start, end, end != integerEnd);
            }
        }
        return null;
    }

    /** Whether the character at {@code i} (-1: none) is {@code c}. */
    private static boolean is(String s, int i, char c) {
        return i >= 0 && i < s.length() && s.charAt(i) == c;
    }

    /** The index after at least {@code min} whitespace characters from {@code i}; -1 if fewer (or i is -1). */
    private static int spaces(String s, int i, int min) {
        if (i < 0) {
            return -1;
        }
        int start = i;
        while (i < s.length() && isSpace(s.charAt(i))) {
            i++;
        }
        return i - start >= min ? i : -1;
    }

    private static boolean isSpace(char c) {
        return c == ' ' || c == '\t' || c == '\n' || c == '\u000B' || c == '\f' || c == '\r';
    }

    /** The index after a run of {@code min} to {@code max} ASCII digits from {@code i} followed by no digit; -1 if none. */
    private static int digits(String s, int i, int min, int max) {
        if (i < 0) {
            return -1;
        }
        int start = i;
        while (i < s.length() && s.charAt(i) >= '0' && s.charAt(i) <= '9') {
            i++;
        }
        return i - start >= min && i - start <= max ? i : -1;
    }

    /** The index after a ':' at {@code i}; -1 if there is none. */
    private static int colon(String s, int i) {
        return is(s, i, ':') ? i + 1 : -1;
    }

    /** After an optional {@code mark} and digits at {@code i}: the index after them, {@code i} without the mark, -1 for a mark without digits. */
    private static int fraction(String s, int i, char mark) {
        if (!is(s, i, mark)) {
            return i;
        }
        return digits(s, i + 1, 1, Integer.MAX_VALUE);
    }

    /** Whether whitespace and then ']' follow at {@code i} (-1: no). */
    private static boolean closes(String s, int i) {
        return is(s, spaces(s, i, 0), ']');
    }

    /**
     * A comment with the commands for these values added after its text, as Lichess writes them
     * ({@code [%eval 0.17] [%clk 0:03:00]}): each value whose command the comment does not hold
     * already (a comment that has one is where the value was read from, and keeps its own text).
     *
     * @return the comment, or null when there is no comment and no value
     */
    public static String withCommands(String comment, Long clockMillis, Integer evalCentipawns, Integer evalMate) {
        StringBuilder commands = new StringBuilder();
        if (comment == null || !comment.contains("[%eval")) {
            if (evalCentipawns != null) {
                commands.append("[%eval ").append(pawns(evalCentipawns)).append(']');
            } else if (evalMate != null) {
                commands.append("[%eval #").append(evalMate).append(']');
            }
        }
        if (clockMillis != null && clockMillis >= 0 && (comment == null || !comment.contains("[%clk"))) {
            commands.append(commands.isEmpty() ? "" : " ").append("[%clk ").append(clock(clockMillis)).append(']');
        }
        if (commands.isEmpty()) {
            return comment;
        }
        return comment == null ? commands.toString() : comment + " " + commands;
    }

    /** Centipawns as pawns with two decimals: 35 -> "0.35", -120 -> "-1.20". */
    private static String pawns(int centipawns) {
        int abs = Math.abs(centipawns);
        return (centipawns < 0 ? "-" : "") + abs / 100 + "." + (abs % 100 < 10 ? "0" : "") + abs % 100;
    }

    /** Milliseconds as h:mm:ss with the fraction of a second only when there is one: "0:03:00", "0:00:09.7". */
    private static String clock(long millis) {
        long seconds = millis / 1000;
        StringBuilder text = new StringBuilder().append(seconds / 3600).append(':');
        two(text, seconds / 60 % 60).append(':');
        two(text, seconds % 60);
        long fraction = millis % 1000;
        if (fraction != 0) {
            String digits = String.valueOf(1000 + fraction).substring(1);
            text.append('.').append(digits.replaceAll("0+$", ""));
        }
        return text.toString();
    }

    private static StringBuilder two(StringBuilder text, long value) {
        return text.append(value < 10 ? "0" : "").append(value);
    }
}
