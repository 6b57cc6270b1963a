package org.chesslake.format.xqpgn;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.Charset;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import org.chesslake.files.BadDatabaseException;
import org.chesslake.files.ByteSource;
import org.chesslake.format.text.PgnGames;
import org.chesslake.pgn.PgnVariants;

/**
 * The text encoding of a xiangqi PGN file (spec §5): a BOM decides; else strict UTF-8 if every
 * byte is valid UTF-8; else GB18030 or Big5, whichever turns the first games into more Chinese move
 * tokens. Big5 bytes are almost all valid GBK pairs, so "decodes without error" proves nothing.
 *
 * @param charset   how to decode the file's bytes
 * @param bomLength bytes of byte order mark to skip at the file start
 */
public record XqEncoding(Charset charset, int bomLength) {

    public static final Charset GB18030 = Charset.forName("GB18030");
    public static final Charset BIG5 = Charset.forName("Big5");

    /** How many bytes from the file start the GB18030-versus-Big5 vote reads. */
    static final int VOTE_BYTES = 64 << 10;
    private static final int SCAN_BLOCK = 1 << 16;

    /** The name the corpus oracle and the {@code Encoding} tag use: "utf-8", "gb18030", "big5", "utf-16le". */
    public String label() {
        return charset.name().toLowerCase(Locale.ROOT);
    }

    /** Where the text starts and how it is cut into code units, for the PGN splitter. */
    public PgnGames.Layout layout() {
        String name = charset.name();
        return new PgnGames.Layout(bomLength, name.startsWith("UTF-16") ? 2 : 1,
                name.equals("UTF-16BE") || name.equals("UTF-16"), charset);
    }

    /** The encoding an {@code encoding} option names; BadDatabaseException if Java knows no such charset. */
    static XqEncoding named(ByteSource source, String name) throws IOException {
        Charset charset;
        try {
            String n = name.trim().toLowerCase(Locale.ROOT);
            // GBK and GB2312 are subsets of GB18030: decoding as the superset never loses a game
            charset = n.equals("gbk") || n.equals("gb2312") ? GB18030 : Charset.forName(name.trim());
        } catch (IllegalArgumentException e) {
            throw new BadDatabaseException(source.name(), "unknown encoding '" + name + "'");
        }
        if (charset.name().equals("UTF-16")) {
            XqEncoding detected = detect(source);
            if (detected.charset().name().startsWith("UTF-16")) {
                return detected; // the BOM, which is skipped, tells the byte order
            }
        }
        boolean unicode = charset.equals(StandardCharsets.UTF_8) || charset.name().startsWith("UTF-16");
        return new XqEncoding(charset, unicode ? bomLength(source) : 0);
    }

    /** Detects the encoding of a file. */
    static XqEncoding detect(ByteSource source) throws IOException {
        XqEncoding byBom = byBom(source);
        if (byBom != null) {
            return byBom;
        }
        if (isUtf8(source, source.size())) {
            return new XqEncoding(StandardCharsets.UTF_8, 0);
        }
        return vote(source);
    }

    /**
     * What {@link #detect} finds, from the first {@link #VOTE_BYTES} only; null when they cannot
     * decide (a longer file whose start is valid UTF-8 may still hold bytes that are not).
     */
    static XqEncoding detectFromStart(ByteSource source) throws IOException {
        XqEncoding byBom = byBom(source);
        if (byBom != null) {
            return byBom;
        }
        long checked = Math.min(source.size(), VOTE_BYTES);
        if (isUtf8(source, checked)) {
            return checked == source.size() ? new XqEncoding(StandardCharsets.UTF_8, 0) : null;
        }
        return vote(source);
    }

    private static XqEncoding vote(ByteSource source) throws IOException {
        byte[] sample = source.read(0, (int) Math.min(source.size(), VOTE_BYTES));
        int gb = PgnVariants.chineseMoves(sample, GB18030);
        int big5 = PgnVariants.chineseMoves(sample, BIG5);
        return new XqEncoding(big5 > gb ? BIG5 : GB18030, 0);
    }

    private static XqEncoding byBom(ByteSource source) throws IOException {
        byte[] head = source.read(0, (int) Math.min(source.size(), 3));
        if (head.length >= 3 && (head[0] & 0xFF) == 0xEF && (head[1] & 0xFF) == 0xBB && (head[2] & 0xFF) == 0xBF) {
            return new XqEncoding(StandardCharsets.UTF_8, 3);
        }
        if (head.length >= 2 && (head[0] & 0xFF) == 0xFF && (head[1] & 0xFF) == 0xFE) {
            return new XqEncoding(StandardCharsets.UTF_16LE, 2);
        }
        if (head.length >= 2 && (head[0] & 0xFF) == 0xFE && (head[1] & 0xFF) == 0xFF) {
            return new XqEncoding(StandardCharsets.UTF_16BE, 2);
        }
        return null;
    }

    private static int bomLength(ByteSource source) throws IOException {
        byte[] head = source.read(0, (int) Math.min(source.size(), 3));
        if (head.length >= 3 && (head[0] & 0xFF) == 0xEF && (head[1] & 0xFF) == 0xBB && (head[2] & 0xFF) == 0xBF) {
            return 3;
        }
        boolean utf16 = head.length >= 2 && ((head[0] & 0xFF) == 0xFF && (head[1] & 0xFF) == 0xFE
                || (head[0] & 0xFF) == 0xFE && (head[1] & 0xFF) == 0xFF);
        return utf16 ? 2 : 0;
    }

    /**
     * Strict UTF-8 validity of the file's first {@code size} bytes, read block by block; stops at the
     * first bad sequence. Short of the file's end, a sequence cut by {@code size} counts as valid.
     */
    private static boolean isUtf8(ByteSource source, long size) throws IOException {
        boolean wholeFile = size == source.size();
        CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        int blockSize = (int) Math.min(SCAN_BLOCK, size); // a small file needs no 64 KiB buffers
        ByteBuffer in = ByteBuffer.allocate(blockSize + 8);
        CharBuffer out = CharBuffer.allocate(blockSize + 8);
        byte[] block = new byte[blockSize];
        if (size == 0) {
            return true; // an empty file has no game; the decoder cannot be flushed before any input
        }
        for (long at = 0; at < size; at += blockSize) {
            int n = (int) Math.min(blockSize, size - at);
            source.readFully(at, block, 0, n);
            in.put(block, 0, n).flip();
            out.clear();
            CoderResult result = decoder.decode(in, out, wholeFile && at + n >= size);
            if (result.isError()) {
                return false;
            }
            in.compact(); // keeps a sequence cut by the block end for the next round
        }
        if (!wholeFile) {
            return true;
        }
        in.flip();
        out.clear();
        return !decoder.flush(out).isError() && !in.hasRemaining();
    }
}
