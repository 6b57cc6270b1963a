package org.chesslake.format.xqpgn;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.chesslake.format.ByteSource;
import org.chesslake.format.DecodeLevel;
import org.chesslake.format.FileByteSource;
import org.chesslake.format.FormatOptions;
import org.chesslake.format.GameCursor;
import org.chesslake.format.GameDatabase;
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

    /**
     * Opens a file; the {@code encoding} option overrides detection. The Spark layer may pass the
     * encoding detected on the driver ({@link #encodingName()}) so that tasks skip detection.
     */
    public static XqPgnDatabase open(Path file, FormatOptions options) throws IOException {
        FileByteSource source = FileByteSource.open(file);
        try {
            String forced = options.get("encoding");
            XqEncoding encoding = forced == null || forced.isBlank()
                    ? DetectedEncodings.of(file, source) : XqEncoding.named(source, forced);
            return new XqPgnDatabase(source, encoding);
        } catch (IOException | RuntimeException e) {
            source.close();
            throw e;
        }
    }

    @Override
    public String file() {
        return source.name();
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
                entryCount = countGames(new Split(0, source.size()));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return entryCount;
    }

    @Override
    public boolean numbersGamesByCounting() {
        return true;
    }

    @Override
    public long countGames(Split split) throws IOException {
        return PgnGames.count(source, encoding.layout(), split.start(), split.end());
    }

    /** Byte ranges of {@code bytesPerSplit} covering the file once each. */
    @Override
    public List<Split> splits(SplitSizing sizing) {
        List<Split> splits = new ArrayList<>();
        long size = source.size();
        for (long start = 0; start < size; ) {
            long end = start + Math.min(sizing.bytesPerSplit(), size - start);
            splits.add(new Split(start, end));
            start = end;
        }
        return splits;
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
