package org.chesslake.game;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The embedded commands that engines and servers put in comments: {@code [%clk 1:02:03.4]} and
 * {@code [%eval 0.35]} / {@code [%eval #-3]}. The comment keeps its text; these give typed values,
 * and {@link #withCommands} writes typed values back as commands.
 */
public final class CommentCommands {

    private static final Pattern CLOCK = Pattern.compile("\\[%clk\\s+(\\d+):(\\d{1,2}):(\\d{1,2}(?:\\.\\d+)?)\\s*]");
    private static final Pattern EVAL = Pattern.compile("\\[%eval\\s+(#?)([+-]?\\d+(?:\\.\\d+)?)(?:,\\d+)?\\s*]");

    private CommentCommands() {
    }

    /** Clock after the move in milliseconds, or null. */
    public static Long clockMillis(String comment) {
        if (comment == null || !comment.contains("[%clk")) {
            return null;
        }
        Matcher m = CLOCK.matcher(comment);
        if (!m.find()) {
            return null;
        }
        long hours = Long.parseLong(m.group(1));
        long minutes = Long.parseLong(m.group(2));
        double seconds = Double.parseDouble(m.group(3));
        return (hours * 3600 + minutes * 60) * 1000 + Math.round(seconds * 1000);
    }

    /** Engine evaluation in centipawns from White's view, or null (also null for a mate score). */
    public static Integer evalCentipawns(String comment) {
        Matcher m = evalMatcher(comment);
        if (m == null || !m.group(1).isEmpty()) {
            return null;
        }
        return (int) Math.round(Double.parseDouble(m.group(2)) * 100);
    }

    /** Mate distance in moves for an {@code [%eval #N]} score (negative: Black mates), or null. */
    public static Integer evalMate(String comment) {
        Matcher m = evalMatcher(comment);
        if (m == null || m.group(1).isEmpty() || m.group(2).contains(".")) {
            return null;
        }
        return Integer.parseInt(m.group(2));
    }

    private static Matcher evalMatcher(String comment) {
        if (comment == null || !comment.contains("[%eval")) {
            return null;
        }
        Matcher m = EVAL.matcher(comment);
        return m.find() ? m : null;
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
