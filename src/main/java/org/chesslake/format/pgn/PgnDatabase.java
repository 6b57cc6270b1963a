package org.chesslake.format.pgn;

import org.chesslake.format.text.Bzip2SplitText;
import org.chesslake.format.text.DecompressedText;
import org.chesslake.format.text.PgnCompression;
import org.chesslake.format.text.BrokenTextCursor;
import org.chesslake.format.text.WholeFileText;
import org.chesslake.format.text.ZstdFrames;
import org.chesslake.format.text.ZstdSplitText;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.chesslake.files.ByteSource;
import org.chesslake.files.InputFile;
import org.chesslake.format.DecodeLevel;
import org.chesslake.format.FormatOptions;
import org.chesslake.format.GameCursor;
import org.chesslake.format.Split;
import org.chesslake.format.SplitSizing;
import org.chesslake.format.text.PgnFileDatabase;
import org.chesslake.format.text.PgnGames;
import org.chesslake.pgn.TextDecoding;

/**
 * An open chess PGN file. An uncompressed file splits into byte ranges (see {@link PgnFileDatabase}).
 * A bzip2 file splits into byte ranges of its compressed bytes, a game belonging to the split that
 * holds its block's marker ({@link Bzip2SplitText}); a zstd file splits at its frames
 * ({@link ZstdSplitText}); the counting pass also gives each split its text offset. A gzip file
 * is one split, read from its start. Text is UTF-8, or Latin-1
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

    /**
     * Byte ranges of {@code bytesPerSplit}: of the text for a plain file, of the compressed bytes for
     * bzip2; a zstd file is cut at frame starts, about {@code bytesPerSplit} of text each (one split
     * when it is one frame); a gzip file is one split.
     */
    @Override
    public List<Split> splits(SplitSizing sizing) {
        return switch (compression) {
            case NONE, BZIP2 -> super.splits(sizing);
            case ZSTD -> zstdSplits(sizing.bytesPerSplit());
            case GZIP -> List.of(new Split(0, source.size()));
        };
    }

    /** Contiguous splits of whole frames, each from a frame's start until its frames hold {@code textPerSplit} of text. */
    private List<Split> zstdSplits(long textPerSplit) {
        List<Split> splits = new ArrayList<>();
        try {
            long splitStart = 0;
            long text = 0;
            for (long at = 0; at < source.size(); ) {
                if (text >= textPerSplit) {
                    splits.add(new Split(splitStart, at));
                    splitStart = at;
                    text = 0;
                }
                ZstdFrames.Frame frame = ZstdFrames.at(source, at);
                text += frame.text();
                at = frame.end();
            }
            if (source.size() > 0) {
                splits.add(new Split(splitStart, source.size()));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e.getMessage(), e);
        }
        return splits;
    }

    /**
     * The games that start in the split and the bytes of text it holds (a compressed split's
     * decompressed bytes); a break in the split's compressed data counts as one more entry.
     */
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
            case ZSTD -> {
                ZstdSplitText text = ZstdSplitText.open(source, split.start(), split.end(), 0);
                try (PgnGames games = text.games(LAYOUT, 0)) {
                    yield new Split.Count(count(games) + (text.failure() == null ? 0 : 1), text.textBytes());
                }
            }
            case GZIP -> {
                WholeFileText text = new WholeFileText(source, compression);
                try (PgnGames games = PgnGames.ofStream(text, LAYOUT)) {
                    yield new Split.Count(count(games) + (text.failure() == null ? 0 : 1), split.length());
                }
            }
        };
    }

    /** A gzip file, and a zstd file of one frame, can only be read from their start: their text copies to a plain {@code .pgn}. */
    @Override
    public Optional<String> textCopyName() {
        try {
            boolean fromStart = compression == PgnCompression.GZIP
                    || compression == PgnCompression.ZSTD && ZstdFrames.dataFrames(source, 2) == 1;
            return fromStart ? Optional.of("text.pgn") : Optional.empty();
        } catch (IOException e) {
            throw new UncheckedIOException(e.getMessage(), e);
        }
    }

    @Override
    public long copyText(OutputStream out) throws IOException {
        DecompressedText text = switch (compression) {
            case GZIP -> new WholeFileText(source, compression);
            case ZSTD -> ZstdSplitText.open(source, 0, source.size(), 0);
            case NONE, BZIP2 -> throw new UnsupportedOperationException(source.name() + " is read by byte ranges: no text to copy");
        };
        try (text) {
            long copied = text.transferTo(out);
            return text.failure() == null ? copied : -1;
        }
    }

    private static long count(PgnGames games) throws IOException {
        long n = 0;
        while (games.next() != null) {
            n++;
        }
        return n;
    }

    /** The split with the games and text before it, counted here when the planner has not. */
    private Split counted(Split split) throws IOException {
        return split.gamesBefore() >= 0 && split.textBefore() >= 0 ? split : split.after(countGames(new Split(0, split.start())));
    }

    @Override
    public GameCursor cursor(Split split, DecodeLevel level) throws IOException {
        String file = source.name();
        return switch (compression) {
            case NONE -> new PgnCursor(file, games(split), decoding, level);
            case BZIP2 -> {
                Split counted = counted(split);
                yield new PgnCursor(file, Bzip2SplitText.open(source, split.start(), split.end(), counted.textBefore())
                        .games(LAYOUT, counted.gamesBefore()), decoding, level);
            }
            case ZSTD -> {
                Split counted = counted(split);
                ZstdSplitText text = ZstdSplitText.open(source, split.start(), split.end(), counted.textBefore());
                yield new BrokenTextCursor(new PgnCursor(file, text.games(LAYOUT, counted.gamesBefore()), decoding, level),
                        text, file, counted.gamesBefore());
            }
            case GZIP -> {
                WholeFileText text = new WholeFileText(source, compression);
                yield new BrokenTextCursor(new PgnCursor(file, PgnGames.ofStream(text, LAYOUT), decoding, level), text, file, 0);
            }
        };
    }
}
