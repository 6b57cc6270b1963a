package org.chesslake.format.cbf;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The two texts of a record as header fields (spec §6): the players text split into White and
 * Black at the first '-', and the source text split into event and round. The writer builds the
 * texts with {@link #playersText} and {@link #sourceText} and keeps a game only when these
 * readers give its fields back.
 */
final class CbfNames {

    /** A round group: "(5)", "(m/3)", "(5.2)", "(12/1)"; only digits and separators inside. */
    private static final Pattern ROUND = Pattern.compile("\\((?:m/)?(\\d+)(?:[./\\\\](\\d+))?[\\d./\\\\]*\\)");

    private CbfNames() {
    }

    /** White and Black; a missing or empty name is null. */
    record Players(String white, String black) {
    }

    /** Event and round ("5" or "5.2"); a missing part is null. */
    record Source(String event, String round) {
    }

    static Players players(String text) {
        int dash = text.indexOf('-');
        if (dash < 0) {
            return new Players(nonEmpty(text), null);
        }
        return new Players(nonEmpty(text.substring(0, dash)), nonEmpty(text.substring(dash + 1)));
    }

    static Source source(String text) {
        Matcher m = ROUND.matcher(text);
        if (!m.find()) {
            return new Source(nonEmpty(text), null);
        }
        String round = m.group(2) == null ? m.group(1) : m.group(1) + "." + m.group(2);
        int start = m.start();
        int end = m.end();
        if (start > 0 && text.charAt(start - 1) == ' ') {
            start--;
        } else if (end < text.length() && text.charAt(end) == ' ') {
            end++;
        }
        return new Source(nonEmpty(text.substring(0, start) + text.substring(end)), round);
    }

    static String playersText(String white, String black) {
        String w = white == null ? "" : white;
        return black == null ? w : w + "-" + black;
    }

    static String sourceText(String event, String round) {
        String e = event == null ? "" : event;
        if (round == null) {
            return e;
        }
        return e.isEmpty() ? "(" + round + ")" : e + " (" + round + ")";
    }

    private static String nonEmpty(String text) {
        String trimmed = text.strip();
        return trimmed.isEmpty() ? null : trimmed;
    }
}
