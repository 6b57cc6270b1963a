package org.chesslake.format.xqpgn;

import java.io.IOException;
import java.util.List;
import java.util.Map;
import org.chesslake.files.ByteSource;
import org.chesslake.files.InputFile;
import org.chesslake.format.DatabasePlan;
import org.chesslake.format.DecodeLevel;
import org.chesslake.format.FormatOptions;
import org.chesslake.format.GameCursor;
import org.chesslake.format.Split;
import org.chesslake.format.SplitSizing;
import org.chesslake.format.text.PgnFileDatabase;
import org.chesslake.format.text.PgnGames;

/**
 * An open xiangqi PGN file: byte splits, games numbered by their ordinal in the file (see
 * {@link PgnFileDatabase}), text in the file's one encoding (detected per file, spec §5).
 */
public final class XqPgnDatabase extends PgnFileDatabase {

    private final XqEncoding encoding;
    /** The encoding was detected (not given) and is no Unicode one: the file may mix UTF-8 names into it. */
    private final boolean mixed;

    private XqPgnDatabase(ByteSource source, XqEncoding encoding, boolean detected) {
        super(source);
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
        ByteSource source = file.openBytes();
        try {
            String forced = options.get("encoding");
            String planned = options.get(DETECTED_ENCODING);
            XqEncoding encoding = forced != null && !forced.isBlank() ? XqEncoding.named(source, forced)
                    : planned != null ? XqEncoding.named(source, planned)
                    : DetectedEncodings.of(file, source);
            return new XqPgnDatabase(source, encoding, forced == null || forced.isBlank());
        } catch (IOException | RuntimeException e) {
            source.close();
            throw e;
        }
    }

    /**
     * Byte splits from the file size. The encoding is detected from the file's first
     * {@link XqEncoding#VOTE_BYTES} when they decide it (a BOM, bytes that are not UTF-8, or a file
     * no longer than that); a large file that starts as valid UTF-8 is left to the tasks, since only
     * a scan of the whole file can tell.
     */
    static DatabasePlan plan(InputFile file, FormatOptions options, SplitSizing sizing) throws IOException {
        List<Split> splits = Split.ranges(file.size(), sizing.bytesPerSplit());
        String forced = options.get("encoding");
        if (forced != null && !forced.isBlank()) {
            return new DatabasePlan(splits, file.size(), Map.of());
        }
        try (ByteSource source = file.openBytes()) {
            XqEncoding detected = XqEncoding.detectFromStart(source);
            return new DatabasePlan(splits, file.size(),
                    detected == null ? Map.of() : Map.of(DETECTED_ENCODING, detected.label()));
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
    public GameCursor cursor(Split split, DecodeLevel level) throws IOException {
        return new XqPgnCursor(source.name(), games(split), encoding, mixed, level);
    }
}
