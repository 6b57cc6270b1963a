package org.chesslake.format.pgn;

import java.io.IOException;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.chesslake.files.ByteSource;
import org.chesslake.files.InputFile;
import org.chesslake.format.DecodeLevel;
import org.chesslake.format.FormatOptions;
import org.chesslake.format.GameCursor;
import org.chesslake.format.Split;
import org.chesslake.format.SplitSizing;
import org.chesslake.format.pgntext.PgnFileDatabase;
import org.chesslake.format.pgntext.PgnGames;
import org.chesslake.pgn.TextDecoding;

/**
 * An open chess PGN file. An uncompressed file splits into byte ranges (see {@link PgnFileDatabase}).
 * A bzip2 file splits into byte ranges of its compressed bytes, a game belonging to the split that
 * holds its block's marker ({@link Bzip2SplitText}); the counting pass also gives each split its
 * text offset. A gzip or zstd file is one split, read from its start. Text is UTF-8, or Latin-1
 * for a game whose bytes are not UTF-8 throughout, each of its tag values and comments UTF-8 where
 * its own bytes are ({@link TextDecoding}); the {@code encoding} option fixes one charset instead.
 */
public final class PgnDatabase extends PgnFileDatabase {

    /** Tokens are ASCII: Latin-1 reads them from any of the charsets above. */
    private static final PgnGames.Layout LAYOUT = new PgnGames.Layout(0, 1, false, StandardCharsets.ISO_8859_1);

    private final PgnCompression compression;
    private final TextDecoding decoding;

    private PgnDatabase(ByteSource source, PgnCompression compression, TextDecoding decoding) {
        super(source);
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
    protected PgnGames.Layout layout() {
        return LAYOUT;
    }

    /** Byte ranges of {@code bytesPerSplit} (of the compressed bytes for bzip2); a gzip or zstd file is one split. */
    @Override
    public List<Split> splits(SplitSizing sizing) {
        return compression.splittable() ? super.splits(sizing) : List.of(new Split(0, source.size()));
    }

    /** The games that start in the split and the bytes of text it holds (a bzip2 split's decompressed bytes). */
    @Override
    public Split.Count countGames(Split split) throws IOException {
        return switch (compression) {
            case NONE -> super.countGames(split);
            case BZIP2 -> {
                Bzip2SplitText text = Bzip2SplitText.open(source, split.start(), split.end(), 0);
                try (PgnGames games = text.games(LAYOUT, 0)) {
                    yield new Split.Count(count(games), text.textBytes());
                }
            }
            case GZIP, ZSTD -> {
                try (PgnGames games = games(split)) {
                    yield new Split.Count(count(games), split.length());
                }
            }
        };
    }

    private static long count(PgnGames games) throws IOException {
        long n = 0;
        while (games.next() != null) {
            n++;
        }
        return n;
    }

    @Override
    protected PgnGames games(Split split) throws IOException {
        return switch (compression) {
            case NONE -> super.games(split);
            case BZIP2 -> {
                Split counted = split.gamesBefore() >= 0 && split.textBefore() >= 0 ? split
                        : split.after(countGames(new Split(0, split.start())));
                yield Bzip2SplitText.open(source, split.start(), split.end(), counted.textBefore())
                        .games(LAYOUT, counted.gamesBefore());
            }
            case GZIP, ZSTD -> PgnGames.ofStream(compression.decompress(source.stream(0)), LAYOUT);
        };
    }

    @Override
    public GameCursor cursor(Split split, DecodeLevel level) throws IOException {
        return new PgnCursor(source.name(), games(split), decoding, level);
    }
}
