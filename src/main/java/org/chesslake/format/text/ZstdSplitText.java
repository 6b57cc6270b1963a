package org.chesslake.format.text;

import com.github.luben.zstd.ZstdInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayDeque;
import org.chesslake.files.ByteSource;

/**
 * The text of one byte split of a zstd file of several frames (pzstd's output, the seekable
 * format, any concatenation of frames): the split owns the frames that start in its byte range
 * ({@link ZstdFrames}, found from their headers), each frame decompressed alone, and a game belongs
 * to the frame that holds its first byte, so every game lands in exactly one split; the last game
 * of a split reads on into the frames after it.
 *
 * <p>Whether a split's first line starts a game depends on the non-blank line before it, which
 * lies in an earlier frame: the split starts decompressing at the last frame before its own that
 * holds a whole non-blank line (the frame before, in practice) and the splitter takes that text as
 * context. The text offsets of its games follow from the counting pass, as for bzip2.
 */
public final class ZstdSplitText extends DecompressedText {

    /** How many frames before a split are remembered as candidates for its context. */
    private static final int CONTEXT_FRAMES = 64;
    /** More context than this (lines longer than frames) is read from the file start instead. */
    private static final long MAX_CONTEXT_BYTES = 16 << 20;

    private final ByteSource source;
    private final long start;
    private final long end;
    private final CompressedUnits units;
    private boolean fromFileStart = true;
    /** The compressed offset of the next frame to decompress (the file's size: none). */
    private long nextFrame;
    private ZstdFrames.Frame frame;
    private InputStream frameText;
    /** Bytes of text decompressed so far: the stream offset of the next byte. */
    private long decoded;

    private ZstdSplitText(ByteSource source, long start, long end, long textBefore) {
        this.source = source;
        this.start = start;
        this.end = end;
        this.units = new CompressedUnits(start, end, textBefore);
        this.nextFrame = source.size();
    }

    /**
     * The text of the frames that start in bytes {@code [start, end)}, with what follows them up to
     * the end of their last game.
     *
     * @param textBefore the text offset of the split's first frame (any value when only counting)
     */
    public static ZstdSplitText open(ByteSource source, long start, long end, long textBefore) throws IOException {
        ZstdSplitText text = new ZstdSplitText(source, start, end, textBefore);
        ArrayDeque<Long> before = new ArrayDeque<>();
        long at = 0;
        while (at < source.size() && at < start) {
            if (before.size() == CONTEXT_FRAMES) {
                before.pollFirst();
            }
            before.addLast(at);
            at = ZstdFrames.at(source, at).end();
        }
        if (at >= source.size() || at >= end) {
            return text; // no frame of its own
        }
        text.nextFrame = text.contextFrame(before);
        text.fromFileStart = text.nextFrame == 0;
        return text;
    }

    /** The latest frame of {@code before} that holds a whole non-blank line (or the file start when none within reach). */
    private long contextFrame(ArrayDeque<Long> before) throws IOException {
        long checked = 0;
        for (Long at = before.pollLast(); at != null && checked < MAX_CONTEXT_BYTES; at = before.pollLast()) {
            ZstdFrames.Frame candidate = ZstdFrames.at(source, at);
            if (candidate.skippable()) {
                continue;
            }
            try (InputStream in = decompressor(candidate)) {
                byte[] buffer = new byte[1 << 16];
                int state = 0; // 0: before the first line break, 1: at a line start, 2: in a non-blank line
                for (int n; checked < MAX_CONTEXT_BYTES && (n = in.read(buffer)) > 0; checked += n) {
                    for (int i = 0; i < n; i++) {
                        byte b = buffer[i];
                        if (b == '\n') {
                            if (state == 2) {
                                return at;
                            }
                            state = 1;
                        } else if (state == 1 && b != ' ' && b != '\t' && b != '\r' && b != 0) {
                            state = 2;
                        }
                    }
                }
            } catch (IOException | RuntimeException broken) {
                // a frame that does not decompress gives no context; its own split reports it
            }
        }
        return 0;
    }

    private InputStream decompressor(ZstdFrames.Frame of) throws IOException {
        return new ZstdInputStream(source.stream(of.start(), of.end()));
    }

    /** The split's games, numbered after {@code gamesBefore}. */
    public PgnGames games(PgnGames.Layout layout, long gamesBefore) {
        return PgnGames.ofText(this, !fromFileStart, units, layout, start, end, gamesBefore);
    }

    /** The bytes of text the split's own frames hold; known once its games have been read. */
    public long textBytes() {
        return units.textBytes(decoded);
    }

    @Override
    protected int decompress(byte[] target, int offset, int length) throws IOException {
        while (true) {
            if (frameText == null) {
                if (nextFrame >= source.size()) {
                    return -1;
                }
                frame = ZstdFrames.at(source, nextFrame);
                nextFrame = frame.end();
                units.unit(decoded, frame.start());
                if (frame.skippable()) {
                    continue;
                }
                frameText = decompressor(frame);
            }
            int n = frameText.read(target, offset, length);
            if (n > 0) {
                decoded += n;
                return n;
            }
            frameText.close();
            frameText = null;
            if (!frame.whole()) {
                throw new IOException("its blocks run past the end of the file");
            }
        }
    }

    @Override
    protected String where() {
        return frame == null ? "zstd data at byte " + nextFrame : "zstd frame at byte " + frame.start();
    }

    @Override
    protected boolean ownsCurrent() {
        return frame != null && frame.start() >= start && frame.start() < end;
    }

    @Override
    protected long textOffset() {
        return units.textOffset(decoded); // asked only while an owned frame decompresses
    }

    @Override
    public void close() throws IOException {
        if (frameText != null) {
            frameText.close();
            frameText = null;
        }
        nextFrame = source.size();
    }
}
