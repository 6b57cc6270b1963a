package org.chesslake.game;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A date typed as free text, as the xiangqi programs store it ({@code 1982年12月11日}, {@code 90-10-19},
 * {@code 1/25/1988}, ...; spec xqf.md §9). The forms are tried in order and the leading match wins.
 *
 * @param date     what was read; {@link PartialDate#UNKNOWN} if no form matched
 * @param complete the whole text was a full date (else keep the raw text beside it)
 */
public record FreeTextDate(PartialDate date, boolean complete) {

    private enum Order { YMD, MDY, YY_MD }

    private record Form(Pattern pattern, Order order) {
    }

    private static final List<Form> FORMS = List.of(
            form("(\\d{4})年(\\d{1,2})月(\\d{1,2})日", Order.YMD),
            form("(\\d{4})年(\\d{1,2})月()", Order.YMD),
            form("(\\d{4})年()()", Order.YMD),
            form("(\\d{4})\\.(\\d{1,2})\\.(\\d{1,2})", Order.YMD),
            form("(\\d{4})-(\\d{1,2})-(\\d{1,2})", Order.YMD),
            form("(\\d{4}) (\\d{1,2}) (\\d{1,2})", Order.YMD),
            form("(\\d{4})。(\\d{1,2})。(\\d{1,2})", Order.YMD),
            form("(\\d{4})(\\d{2})(\\d{2})", Order.YMD),
            form("(\\d{1,2})/(\\d{1,2})/(\\d{4})", Order.MDY),
            form("(\\d{2})-(\\d{1,2})-(\\d{1,2})", Order.YY_MD));

    private static Form form(String regex, Order order) {
        return new Form(Pattern.compile("^" + regex), order);
    }

    public static FreeTextDate parse(String text) {
        if (text == null || text.isBlank()) {
            return new FreeTextDate(PartialDate.UNKNOWN, true);
        }
        String t = text.strip();
        for (Form form : FORMS) {
            Matcher m = form.pattern().matcher(t);
            if (!m.find()) {
                continue;
            }
            int a = number(m.group(1));
            int b = number(m.group(2));
            int c = number(m.group(3));
            PartialDate date;
            try {
                date = switch (form.order()) {
                    case YMD -> new PartialDate(a, b, c);
                    case MDY -> new PartialDate(c, a, b);
                    case YY_MD -> new PartialDate(1900 + a, b, c);
                };
            } catch (IllegalArgumentException e) {
                continue; // month 13 and the like: not this form
            }
            boolean full = date.year() > 0 && date.month() > 0 && date.day() > 0;
            return new FreeTextDate(date, full && m.end() == t.length());
        }
        return new FreeTextDate(PartialDate.UNKNOWN, false);
    }

    private static int number(String digits) {
        return digits.isEmpty() ? 0 : Integer.parseInt(digits);
    }
}
