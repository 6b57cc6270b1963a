package org.chesslake.format.xqpgn;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;
import org.chesslake.files.ByteSource;
import org.chesslake.files.InputFile;
import org.chesslake.format.DatabasePlan;
import org.chesslake.format.DecodeLevel;
import org.chesslake.format.FormatOptions;
import org.chesslake.format.GameCursor;
import org.chesslake.format.SplitSizing;
import org.chesslake.format.text.PgnFileDatabase;
import org.chesslake.format.text.PgnGames;
import org.chesslake.format.text.TextCompression;

/**
 * An open xiangqi PGN file, plain or compressed: splits, numbers and offsets as
 * {@link PgnFileDatabase} gives them, text in the file's one encoding (detected per file from its
 * decompressed text, spec §5).
 */
public final class XqPgnDatabase extends PgnFileDatabase {

    private final XqEncoding encoding;
    /** The encoding was detected (not given) and is no Unicode one: the file may mix UTF-8 names into it. */
    private final boolean mixed;

    private XqPgnDatabase(ByteSource source, TextCompression compression, XqEncoding encoding, boolean detected) {
        super(source, compression);
        this.encoding = encoding;
        this.mixed = detected && !encoding.charset().name().startsWith("UTF-");
    }

    /** The fact a plan passes to the tasks: the encoding the driver detected from the file's start. */
    static final String DETECTED_ENCODING = "xqpgn.detectedEncoding";

    /**
     * Opens a file; the {@code encoding} option overrides detection, and an encoding the plan
     * detected ({@link #DETECTED_ENCODING}) spares the task detecting it again.
     */
    public static XqPgnDatabase open(InputFile file, FormatOptions options) throws IOException {
        String planned = options.get(DETECTED_ENCODING);
        return open(file, options, (source, compression) -> planned != null
                ? XqEncoding.named(source.name(), planned, head(source, compression))
                : DetectedEncodings.of(file, source, compression));
    }

    /** How a database finds its encoding when no option gives it. */
    @FunctionalInterface
    private interface Detection {
        XqEncoding of(ByteSource source, TextCompression compression) throws IOException;
    }

    private static XqPgnDatabase open(InputFile file, FormatOptions options, Detection detection) throws IOException {
        TextCompression named = TextCompression.of(file.fileName(), EXTENSION);
        TextCompression compression = named == null ? TextCompression.NONE : named;
        ByteSource source = file.openBytes();
        try {
            String forced = options.get("encoding");
            boolean detected = forced == null || forced.isBlank();
            XqEncoding encoding = detected ? detection.of(source, compression)
                    : XqEncoding.named(source.name(), forced, head(source, compression));
            return new XqPgnDatabase(source, compression, encoding, detected);
        } catch (IOException | RuntimeException e) {
            source.close();
            throw e;
        }
    }

    private static XqEncoding.TextHead head(ByteSource source, TextCompression compression) {
        return bytes -> {
            try (InputStream text = compression.text(source)) {
                return text.readNBytes(bytes);
            }
        };
    }

    /**
     * The splits ({@link PgnFileDatabase#splits}) and, unless the {@code encoding} option gives it,
     * the encoding when the text's first {@link XqEncoding#VOTE_BYTES} decide it (a BOM, bytes that
     * are not UTF-8, or a text no longer than that); a large text that starts as valid UTF-8 is left
     * to the tasks, since only a scan of the whole text can tell.
     */
    static DatabasePlan plan(InputFile file, FormatOptions options, SplitSizing sizing) throws IOException {
        Map<String, String> facts = new HashMap<>();
        Detection fromStart = (source, compression) -> {
            XqEncoding detected;
            try (InputStream text = compression.text(source)) {
                detected = XqEncoding.detectFromStart(text);
            }
            if (detected == null) {
                return new XqEncoding(StandardCharsets.UTF_8, 0); // one-byte code units, whatever the rest of the text decides
            }
            facts.put(DETECTED_ENCODING, detected.label());
            return detected;
        };
        try (XqPgnDatabase database = open(file, options, fromStart)) {
            return DatabasePlan.of(database, file.size(), sizing, facts);
        }
    }

    /** The file's encoding as detected or given: "utf-8", "gb18030", "big5", ... */
    public String encodingName() {
        return encoding.label();
    }

    @Override
    protected PgnGames.Layout layout() {
        return encoding.layout();
    }

    @Override
    protected GameCursor decoding(PgnGames games, DecodeLevel level) {
        return new XqPgnCursor(source.name(), games, encoding, mixed, level);
    }
}
