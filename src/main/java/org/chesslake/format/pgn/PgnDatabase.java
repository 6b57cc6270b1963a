package org.chesslake.format.pgn;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.chesslake.files.InputFile;
import org.chesslake.format.BadDatabaseException;
import org.chesslake.format.ByteSource;
import org.chesslake.format.DecodeLevel;
import org.chesslake.format.FormatOptions;
import org.chesslake.format.GameCursor;
import org.chesslake.format.GameDatabase;
import org.chesslake.format.HeaderField;
import org.chesslake.format.Split;
import org.chesslake.format.SplitSizing;
import org.chesslake.pgn.PgnGames;
import org.chesslake.pgn.TextDecoding;

/**
 * An open chess PGN file. An uncompressed file splits into byte ranges; a game belongs to the
 * split that holds its first byte ({@link PgnGames}), and its number is its ordinal in the file,
 * which a split learns from the planner's counting pass ({@link #countGames}). A compressed file is
 * one split, read from its start. Text is UTF-8, or Latin-1 for a game whose bytes are not UTF-8
 * (the {@code encoding} option fixes one charset instead).
 */
public final class PgnDatabase implements GameDatabase {

    /** Tokens are ASCII: Latin-1 reads them from any of the charsets above. */
    private static final PgnGames.Layout LAYOUT = new PgnGames.Layout(0, 1, false, StandardCharsets.ISO_8859_1);

    private final ByteSource source;
    private final PgnCompression compression;
    private final TextDecoding decoding;
    private long entryCount = -1;

    private PgnDatabase(ByteSource source, PgnCompression compression, TextDecoding decoding) {
        this.source = source;
        this.compression = compression;
        this.decoding = decoding;
    }

    public static PgnDatabase open(InputFile file, FormatOptions options) throws IOException {
        PgnCompression compression = PgnCompression.of(file.fileName());
        ByteSource source = file.openBytes();
        try {
            Charset charset = options.encoding(source.name());
            return new PgnDatabase(source, compression == null ? PgnCompression.NONE : compression,
                    charset == null ? TextDecoding.utf8OrLatin1() : TextDecoding.of(charset));
        } catch (IOException | RuntimeException e) {
            source.close();
            throw e;
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
        return "chess";
    }

    /** The number of games, counted by one scan of the file on first use. */
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

    /** Byte ranges of {@code bytesPerSplit}; a compressed file is one split. */
    @Override
    public List<Split> splits(SplitSizing sizing) {
        long size = source.size();
        if (compression != PgnCompression.NONE) {
            return List.of(new Split(0, size));
        }
        List<Split> splits = new ArrayList<>();
        for (long start = 0; start < size; ) {
            long end = start + Math.min(sizing.bytesPerSplit(), size - start);
            splits.add(new Split(start, end));
            start = end;
        }
        return splits;
    }

    @Override
    public long countGames(Split split) throws IOException {
        long n = 0;
        try (PgnGames games = games(split.withGamesBefore(0))) {
            while (games.next() != null) {
                n++;
            }
        }
        return n;
    }

    PgnGames games(Split split) throws IOException {
        if (compression == PgnCompression.NONE) {
            return PgnGames.ofSplit(source, LAYOUT, split.start(), split.end(), split.gamesBefore());
        }
        return PgnGames.ofStream(compression.decompress(source.stream(0)), LAYOUT);
    }

    @Override
    public GameCursor cursor(Split split, DecodeLevel level) throws IOException {
        return new PgnCursor(source.name(), games(split), decoding, level);
    }

    @Override
    public void close() throws IOException {
        source.close();
    }
}
