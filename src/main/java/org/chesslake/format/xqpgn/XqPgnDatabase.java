package org.chesslake.format.xqpgn;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Set;
import java.util.Map;
import org.chesslake.files.InputFile;
import org.chesslake.format.ByteSource;
import org.chesslake.format.DatabasePlan;
import org.chesslake.format.DecodeLevel;
import org.chesslake.format.FormatOptions;
import org.chesslake.format.GameCursor;
import org.chesslake.format.GameDatabase;
import org.chesslake.format.HeaderField;
import org.chesslake.format.GameDecodeException;
import org.chesslake.format.Split;
import org.chesslake.format.SplitSizing;
import org.chesslake.game.GameHeader;
import org.chesslake.game.NameRecord;
import org.chesslake.pgn.PgnGames;

/**
 * An open xiangqi PGN file. Splits are byte ranges; a game belongs to the split in which the '['
 * of its first tag line lies (see {@link PgnGames}), so every game lands in exactly one split
 * whatever the split size. A game's number is its ordinal in the file (1 = first); a split learns
 * how many games came before it from the planner's counting pass ({@link #countGames}).
 */
public final class XqPgnDatabase implements GameDatabase {

    private final ByteSource source;
    private final XqEncoding encoding;
    private long entryCount = -1;

    private XqPgnDatabase(ByteSource source, XqEncoding encoding) {
        this.source = source;
        this.encoding = encoding;
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
            return new XqPgnDatabase(source, encoding);
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
        List<Split> splits = byteSplits(file.size(), sizing);
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

    @Override
    public String file() {
        return source.name();
    }

    /** A game's tags are its index; a PlyCount tag is only a claim, so ply_count comes from the moves. */
    @Override
    public Set<HeaderField> indexFields() {
        return GameDatabase.indexFieldsWithoutPlyCount();
    }

    @Override
    public String variant() {
        return "xiangqi";
    }

    /** The file's encoding as detected or given: "utf-8", "gb18030", "big5", ... */
    public String encodingName() {
        return encoding.label();
    }

    /** The number of games; counted by one scan of the file on first use. */
    @Override
    public synchronized long entryCount() {
        if (entryCount < 0) {
            try {
                entryCount = countGames(new Split(0, source.size())).games();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return entryCount;
    }

    @Override
    public Split.Count countGames(Split split) throws IOException {
        return new Split.Count(PgnGames.count(source, encoding.layout(), split.start(), split.end()), split.length());
    }

    /** Byte ranges of {@code bytesPerSplit} covering the file once each. */
    @Override
    public List<Split> splits(SplitSizing sizing) {
        return byteSplits(source.size(), sizing);
    }

    private static List<Split> byteSplits(long size, SplitSizing sizing) {
        return Split.ranges(size, sizing.bytesPerSplit());
    }

    @Override
    public GameCursor cursor(Split split, DecodeLevel level) throws IOException {
        return new XqPgnCursor(source, encoding, split, level);
    }

    /** Players, events, sites, rounds, annotators and teams (RedTeam/BlackTeam), each with its game count. */
    @Override
    public List<NameRecord> names() throws IOException {
        Map<String, Map<String, Long>> byKind = new LinkedHashMap<>();
        for (Split split : splits(new SplitSizing(Long.MAX_VALUE, Long.MAX_VALUE))) {
            try (GameCursor cursor = cursor(split, DecodeLevel.HEADER)) {
                while (cursor.next()) {
                    GameHeader h;
                    try {
                        h = cursor.indexHeader();
                    } catch (GameDecodeException e) {
                        continue; // the games table reports it
                    }
                    add(byKind, NameRecord.PLAYER, h.white());
                    add(byKind, NameRecord.PLAYER, h.black());
                    add(byKind, NameRecord.EVENT, h.event());
                    add(byKind, NameRecord.SITE, h.site());
                    add(byKind, NameRecord.ROUND, h.round());
                    add(byKind, NameRecord.ANNOTATOR, h.tags().get("Annotator"));
                    add(byKind, NameRecord.TEAM, h.tags().get("RedTeam"));
                    add(byKind, NameRecord.TEAM, h.tags().get("BlackTeam"));
                }
            }
        }
        List<NameRecord> names = new ArrayList<>();
        byKind.forEach((kind, counts) -> counts.forEach((name, games) -> names.add(NameRecord.of(kind, name, games))));
        return names;
    }

    private static void add(Map<String, Map<String, Long>> byKind, String kind, String name) {
        if (name != null && !name.isEmpty()) {
            byKind.computeIfAbsent(kind, k -> new LinkedHashMap<>()).merge(name, 1L, Long::sum);
        }
    }

    @Override
    public void close() throws IOException {
        source.close();
    }
}
