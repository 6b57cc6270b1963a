package org.chesslake.export;

import java.io.Serializable;
import java.nio.charset.Charset;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import org.chesslake.scan.ReadMode;
import org.chesslake.xiangqi.Notation;

/**
 * How games are written.
 *
 * @param format   the format
 * @param mode     what a game that cannot be written does: PERMISSIVE skips it and reports it, FAILFAST fails the write
 * @param notation the notation of xiangqi moves in PGN (option {@code notation}: chinese, wxf or iccs; default chinese)
 * @param encoding the charset of PGN text (option {@code encoding}; default UTF-8)
 */
public record ExportOptions(ExportFormat format, ReadMode mode, Notation notation, String encoding) implements Serializable {

    /** The options of a write in {@code format}, from what the user gave (keys in any case); unknown keys are ignored, as Spark passes its own. */
    public static ExportOptions parse(ExportFormat format, Map<String, String> options) {
        Map<String, String> given = new TreeMap<>(String.CASE_INSENSITIVE_ORDER);
        given.putAll(options);
        String notation = given.getOrDefault("notation", "chinese").trim().toUpperCase(Locale.ROOT);
        Notation parsed;
        try {
            parsed = Notation.valueOf(notation);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("option notation must be chinese, wxf or iccs, not '" + given.get("notation") + "'");
        }
        String encoding = given.getOrDefault("encoding", "UTF-8").trim();
        try {
            Charset.forName(encoding);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("option encoding names no charset Java knows: '" + encoding + "'");
        }
        return new ExportOptions(format, ReadMode.parse(given.getOrDefault("mode", "PERMISSIVE")), parsed, encoding);
    }

    Charset charset() {
        return Charset.forName(encoding);
    }
}
