package org.chesslake.format.text;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.chesslake.files.ByteSource;
import org.chesslake.files.InputFile;
import org.chesslake.format.DecodeLevel;
import org.chesslake.format.GameCursor;
import org.chesslake.format.GameDatabase;
import org.chesslake.format.HeaderField;
import org.chesslake.format.Split;
import org.chesslake.format.SplitSizing;
import org.chesslake.format.TextDatabase;
import org.chesslake.game.Variant;
import org.chesslake.pgn.PgnVariants;

/**
 * An open PGN file, chess or xiangqi, plain or compressed ({@link TextCompression}). It has no
 * index: its splits are byte ranges, a game belongs to the split that holds its first byte
 * ({@link PgnGames}), and its number is its ordinal in the file, which a split learns from the
 * planner's counting pass ({@link #countGames}). A bzip2 file splits into byte ranges of its
 * compressed bytes, a game belonging to the split that holds its block's marker
 * ({@link Bzip2SplitText}); a zstd file splits at its frames ({@link ZstdSplitText}); the counting
 * pass also gives each split its text offset, so numbers and offsets are those of the uncompressed
 * text. A gzip file, a zstd file of one frame, and a compressed file whose code unit is wider than
 * a byte (UTF-16: a block may end mid-unit) are read from their start, by one task or from a copy
 * of their text ({@link #textCopyName}). A format supplies how its text is laid out and how the
 * games of a split are decoded; everything about bytes, compression and splits is here.
 */
public abstract class PgnFileDatabase implements TextDatabase {

    /** The extension of a PGN file, chess or xiangqi, before a compression's suffix. */
    public static final String EXTENSION = "pgn";

    /**
     * Whether the file is PGN text, plain or compressed, of this variant: its name ends in .pgn (and a
     * compression's suffix), and the first few KB of its text are xiangqi PGN exactly when the variant is xiangqi.
     */
    public static boolean holds(InputFile file, Variant variant) {
        TextCompression compression = TextCompression.of(file.fileName(), EXTENSION);
        try {
            return compression != null
                    && PgnVariants.isXiangqi(compression.textHead(file, PgnVariants.SNIFF_BYTES)) == (variant == Variant.XIANGQI);
        } catch (IOException e) {
            return false;
        }
    }

    protected final ByteSource source;
    private final TextCompression compression;
    private long entryCount = -1;

    protected PgnFileDatabase(ByteSource source, TextCompression compression) {
        this.source = source;
        this.compression = compression;
    }

    /** How the file's text is laid out (its code unit, where it starts). */
    protected abstract PgnGames.Layout layout();

    /** The format's reading of the games of one split: their headers and moves. */
    protected abstract GameCursor decoding(PgnGames games, DecodeLevel level);

    @Override
    public String file() {
        return source.name();
    }

    /** A game's tags are its index; a PlyCount tag is only a claim, so ply_count comes from the moves. */
    @Override
    public Set<HeaderField> indexFields() {
        return GameDatabase.indexFieldsWithoutPlyCount();
    }

    /** The number of games, counted by one scan of the file on first use. */
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

    /**
     * Byte ranges of {@code bytesPerSplit}: of the text for a plain file, of the compressed bytes for
     * bzip2; a zstd file is cut at frame starts, about {@code bytesPerSplit} of text each (one split
     * when it is one frame); a file read from its start is one split.
     */
    @Override
    public List<Split> splits(SplitSizing sizing) {
        if (compression != TextCompression.NONE && layout().unit() > 1) {
            return List.of(new Split(0, source.size()));
        }
        return switch (compression) {
            case NONE, BZIP2 -> Split.ranges(source.size(), sizing.bytesPerSplit());
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
     * The games that start in the split (a byte scan for game starts, nothing decoded) and the bytes
     * of text it holds (a compressed split's decompressed bytes); a break in the split's compressed
     * data counts as one more entry.
     */
    @Override
    public Split.Count countGames(Split split) throws IOException {
        PgnGames.Layout layout = layout();
        return switch (compression) {
            case NONE -> new Split.Count(PgnGames.count(source, layout, split.start(), split.end()), split.length());
            case BZIP2 -> {
                Bzip2SplitText text = Bzip2SplitText.open(source, split.start(), split.end(), 0);
                try (PgnGames games = text.games(layout, 0)) {
                    yield new Split.Count(count(games), text.textBytes());
                }
            }
            case ZSTD -> {
                ZstdSplitText text = ZstdSplitText.open(source, split.start(), split.end(), 0);
                try (PgnGames games = text.games(layout, 0)) {
                    yield new Split.Count(count(games) + (text.failure() == null ? 0 : 1), text.textBytes());
                }
            }
            case GZIP -> {
                WholeFileText text = new WholeFileText(source, compression);
                try (PgnGames games = PgnGames.ofStream(text, layout)) {
                    yield new Split.Count(count(games) + (text.failure() == null ? 0 : 1), split.length());
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

    /**
     * A file that can only be read from its start (a gzip file, a zstd file of one frame, a
     * compressed file of two-byte code units): its text copies to a plain {@code .pgn}.
     */
    @Override
    public Optional<String> textCopyName() {
        try {
            boolean fromStart = compression == TextCompression.GZIP
                    || compression == TextCompression.ZSTD && ZstdFrames.dataFrames(source, 2) == 1
                    || compression != TextCompression.NONE && layout().unit() > 1;
            return fromStart ? Optional.of("text." + EXTENSION) : Optional.empty();
        } catch (IOException e) {
            throw new UncheckedIOException(e.getMessage(), e);
        }
    }

    @Override
    public long copyText(OutputStream out) throws IOException {
        DecompressedText text = switch (compression) {
            case GZIP, BZIP2 -> new WholeFileText(source, compression);
            case ZSTD -> ZstdSplitText.open(source, 0, source.size(), 0);
            case NONE -> throw new UnsupportedOperationException(source.name() + " is read by byte ranges: no text to copy");
        };
        try (text) {
            long copied = text.transferTo(out);
            return text.failure() == null ? copied : -1;
        }
    }

    /** The split with the games and text before it, counted here when the planner has not. */
    private Split counted(Split split) throws IOException {
        return split.gamesBefore() >= 0 && split.textBefore() >= 0 ? split : split.after(countGames(new Split(0, split.start())));
    }

    /**
     * The games of a split, decoded by the format; a compressed split whose data breaks ends with
     * one more entry naming the break ({@link BrokenTextCursor}).
     */
    @Override
    public final GameCursor cursor(Split split, DecodeLevel level) throws IOException {
        PgnGames.Layout layout = layout();
        String file = source.name();
        return switch (compression) {
            case NONE -> decoding(PgnGames.ofSplit(source, layout, split.start(), split.end(), split.gamesBefore()), level);
            case BZIP2 -> {
                Split counted = counted(split);
                yield decoding(Bzip2SplitText.open(source, split.start(), split.end(), counted.textBefore())
                        .games(layout, counted.gamesBefore()), level);
            }
            case ZSTD -> {
                Split counted = counted(split);
                ZstdSplitText text = ZstdSplitText.open(source, split.start(), split.end(), counted.textBefore());
                yield new BrokenTextCursor(decoding(text.games(layout, counted.gamesBefore()), level),
                        text, file, counted.gamesBefore());
            }
            case GZIP -> {
                WholeFileText text = new WholeFileText(source, compression);
                yield new BrokenTextCursor(decoding(PgnGames.ofStream(text, layout), level), text, file, 0);
            }
        };
    }

    @Override
    public void close() throws IOException {
        source.close();
    }
}
