package org.chesslake.bench;

import com.github.luben.zstd.Zstd;
import com.github.luben.zstd.ZstdOutputStream;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.zip.GZIPOutputStream;

/**
 * A Lichess-like month in miniature, in the four forms its text comes in: the corpus's
 * {@code lichess_db} slice (999 games with clocks and evals) repeated, as plain text, as one zstd
 * frame (what {@code zstd -3} writes), as pzstd's frames (a skippable frame stating each frame's
 * length before it, 8 MiB of text each, level 3) and as gzip (level 6, gzip's default). Usage:
 * LichessLike SLICE.pgn DIR [copies=100]; prints the four paths, comma-separated, for
 * {@code jobs/dev/bench ingest}.
 */
public final class LichessLike {

    /** The text of one of pzstd's frames at level 3 (what {@code pzstd -3} writes: 28 frames for 222 MiB). */
    static final int PZSTD_FRAME_TEXT = 8 << 20;

    private LichessLike() {
    }

    public static void main(String[] args) throws IOException {
        if (args.length < 2) {
            System.err.println("usage: LichessLike SLICE.pgn DIR [copies=100]");
            System.exit(2);
        }
        byte[] slice = Files.readAllBytes(Path.of(args[0]));
        Path dir = Files.createDirectories(Path.of(args[1]));
        int copies = args.length > 2 ? Integer.parseInt(args[2]) : 100;
        Path plain = dir.resolve("lichess-like.pgn");
        Path oneFrame = dir.resolve("lichess-like-one-frame.pgn.zst");
        Path frames = dir.resolve("lichess-like-pzstd.pgn.zst");
        Path gzip = dir.resolve("lichess-like.pgn.gz");
        try (OutputStream out = new BufferedOutputStream(Files.newOutputStream(plain), 1 << 20)) {
            for (int i = 0; i < copies; i++) {
                out.write(slice);
            }
        }
        try (InputStream in = Files.newInputStream(plain);
             OutputStream out = new ZstdOutputStream(new BufferedOutputStream(Files.newOutputStream(oneFrame), 1 << 20), 3)) {
            in.transferTo(out);
        }
        try (InputStream in = Files.newInputStream(plain);
             OutputStream out = new BufferedOutputStream(Files.newOutputStream(frames), 1 << 20)) {
            writeFrames(in, out, new int[] {PZSTD_FRAME_TEXT}, 3);
        }
        try (InputStream in = Files.newInputStream(plain);
             OutputStream out = new GZIPOutputStream(new BufferedOutputStream(Files.newOutputStream(gzip), 1 << 20), 1 << 16)) {
            in.transferTo(out);
        }
        for (Path p : List.of(plain, oneFrame, frames, gzip)) {
            System.err.printf("%s: %d bytes%n", p, Files.size(p));
        }
        System.out.println(plain + "," + oneFrame + "," + frames + "," + gzip);
    }

    /**
     * Text as pzstd writes it: one zstd frame per piece ({@code frameText} sizes in turn), each after
     * a skippable frame that states its compressed length.
     */
    public static void writeFrames(InputStream text, OutputStream out, int[] frameText, int level) throws IOException {
        for (int i = 0; ; i++) {
            byte[] piece = text.readNBytes(frameText[i % frameText.length]);
            if (piece.length == 0) {
                return;
            }
            byte[] frame = Zstd.compress(piece, level);
            out.write(ByteBuffer.allocate(12).order(ByteOrder.LITTLE_ENDIAN).putInt(0x184D2A50).putInt(4).putInt(frame.length).array());
            out.write(frame);
        }
    }

    /** {@link #writeFrames} of bytes in memory. */
    public static byte[] frames(byte[] text, int[] frameText, int level) throws IOException {
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
        writeFrames(new java.io.ByteArrayInputStream(text), out, frameText, level);
        return out.toByteArray();
    }
}
