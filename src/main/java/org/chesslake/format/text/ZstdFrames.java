package org.chesslake.format.text;

import java.io.IOException;
import org.chesslake.files.ByteSource;

/**
 * The frames of a zstd file, found from their headers without decompressing anything: a frame's
 * header gives its block layout, each block's 3-byte header its length, so a frame is walked in
 * one small read per block (128 KiB of text or less); a skippable frame (pzstd's size hints, the
 * seekable format's seek table, Lichess's) states its own length. Bytes that are no frame, and a
 * frame whose blocks run past the file's end, make one last frame up to the end of the file: the
 * decompressor reports it when a task reaches it, so the games before it are read.
 */
public final class ZstdFrames {

    private static final int FRAME_MAGIC = 0xFD2FB528;
    private static final int SKIPPABLE_MAGIC = 0x184D2A50; // to 0x184D2A5F
    private static final int MAX_BLOCK = 128 << 10;
    /** Magic, descriptor, window, dictionary id (4), content size (8). */
    private static final int MAX_HEADER = 18;

    /**
     * One frame: bytes {@code [start, end)} of the file.
     *
     * @param text its text: the content size its header states, else at most its blocks' maximum
     *             (an estimate for sizing splits only); 0 for a skippable frame
     * @param whole whether its header and blocks lie inside the file as its headers describe them
     * @param skippable a skippable frame: metadata, no text
     */
    public record Frame(long start, long end, long text, boolean whole, boolean skippable) {
    }

    private ZstdFrames() {
    }

    /** Whether the file starts with a zstd or skippable frame's magic (an empty file does not). */
    static boolean startsWithFrame(ByteSource source) throws IOException {
        if (source.size() < 4) {
            return false;
        }
        int magic = intAt(source.read(0, 4), 0);
        return magic == FRAME_MAGIC || (magic & 0xFFFFFFF0) == SKIPPABLE_MAGIC;
    }

    /** How many frames with text the file has, counting no further than {@code atMost}. */
    public static int dataFrames(ByteSource source, int atMost) throws IOException {
        int n = 0;
        for (long at = 0; at < source.size() && n < atMost; ) {
            Frame frame = at(source, at);
            n += frame.skippable() ? 0 : 1;
            at = frame.end();
        }
        return n;
    }

    /** The frame that starts at {@code at} (before the end of the file). */
    public static Frame at(ByteSource source, long at) throws IOException {
        long size = source.size();
        byte[] header = source.read(at, (int) Math.min(MAX_HEADER, size - at));
        if (header.length < 8) {
            return broken(at, size);
        }
        int magic = intAt(header, 0);
        if ((magic & 0xFFFFFFF0) == SKIPPABLE_MAGIC) {
            long end = at + 8 + (intAt(header, 4) & 0xFFFFFFFFL);
            return end <= size ? new Frame(at, end, 0, true, true) : broken(at, size);
        }
        if (magic != FRAME_MAGIC) {
            return broken(at, size);
        }
        int descriptor = header[4] & 0xFF;
        int contentSizeFlag = descriptor >>> 6;
        boolean singleSegment = (descriptor & 0x20) != 0;
        boolean checksum = (descriptor & 0x04) != 0;
        int dictionaryIdBytes = new int[] {0, 1, 2, 4}[descriptor & 3];
        int contentSizeBytes = new int[] {singleSegment ? 1 : 0, 2, 4, 8}[contentSizeFlag];
        int headerLength = 5 + (singleSegment ? 0 : 1) + dictionaryIdBytes + contentSizeBytes;
        if ((descriptor & 0x08) != 0 || headerLength > header.length) {
            return broken(at, size);
        }
        long contentSize = -1;
        if (contentSizeBytes > 0) {
            contentSize = 0;
            for (int i = contentSizeBytes - 1; i >= 0; i--) {
                contentSize = contentSize << 8 | (header[headerLength - contentSizeBytes + i] & 0xFF);
            }
            contentSize += contentSizeBytes == 2 ? 256 : 0;
        }
        long window;
        if (singleSegment) {
            window = contentSize;
        } else {
            int exponent = (header[5] & 0xFF) >>> 3;
            long base = 1L << (10 + exponent);
            window = base + base / 8 * (header[5] & 7);
        }
        long maxBlock = Math.min(window, MAX_BLOCK);
        long text = 0;
        byte[] block = new byte[3];
        long p = at + headerLength;
        while (true) {
            if (p + 3 > size) {
                return broken(at, size);
            }
            source.readFully(p, block, 0, 3);
            int blockHeader = (block[0] & 0xFF) | (block[1] & 0xFF) << 8 | (block[2] & 0xFF) << 16;
            boolean last = (blockHeader & 1) != 0;
            int type = blockHeader >>> 1 & 3;
            int length = blockHeader >>> 3;
            p += 3;
            switch (type) {
                case 0 -> { // raw
                    p += length;
                    text += length;
                }
                case 1 -> { // RLE: one byte repeated length times
                    p += 1;
                    text += length;
                }
                case 2 -> { // compressed
                    p += length;
                    text += maxBlock;
                }
                default -> {
                    return broken(at, size);
                }
            }
            if (last) {
                break;
            }
        }
        p += checksum ? 4 : 0;
        return p <= size ? new Frame(at, p, contentSize >= 0 ? contentSize : text, true, false) : broken(at, size);
    }

    /** Bytes from {@code at} on that are no whole frame: one last frame, for the decompressor to report. */
    private static Frame broken(long at, long size) {
        return new Frame(at, size, size - at, false, false);
    }

    private static int intAt(byte[] bytes, int at) {
        return (bytes[at] & 0xFF) | (bytes[at + 1] & 0xFF) << 8 | (bytes[at + 2] & 0xFF) << 16 | (bytes[at + 3] & 0xFF) << 24;
    }
}
