package org.chesslake.game;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The embedded commands that engines and servers put in comments: {@code [%clk 1:02:03.4]} and
 * {@code [%eval 0.35]} / {@code [%eval #-3]}. The comment keeps its text; these give typed values.
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
}
