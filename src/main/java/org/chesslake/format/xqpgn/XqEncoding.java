package org.chesslake.format.xqpgn;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.SequenceInputStream;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.Charset;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import org.chesslake.files.BadDatabaseException;
import org.chesslake.format.text.PgnGames;
import org.chesslake.pgn.PgnVariants;

/**
 * The text encoding of a xiangqi PGN file (spec §5), read from its text (a compressed file's
 * decompressed text): a BOM decides; else strict UTF-8 if every byte is valid UTF-8; else GB18030
 * or Big5, whichever turns the first games into more Chinese move tokens. Big5 bytes are almost all
 * valid GBK pairs, so "decodes without error" proves nothing.
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

    /**
     * The encoding an {@code encoding} option names; BadDatabaseException if Java knows no such
     * charset. A Unicode charset skips the byte order mark the text starts with.
     *
     * @param head the text's first bytes, read only for a Unicode charset
     */
    static XqEncoding named(String file, String name, TextHead head) throws IOException {
        Charset charset;
        try {
            String n = name.trim().toLowerCase(Locale.ROOT);
            // GBK and GB2312 are subsets of GB18030: decoding as the superset never loses a game
            charset = n.equals("gbk") || n.equals("gb2312") ? GB18030 : Charset.forName(name.trim());
        } catch (IllegalArgumentException e) {
            throw new BadDatabaseException(file, "unknown encoding '" + name + "'");
        }
        boolean unicode = charset.equals(StandardCharsets.UTF_8) || charset.name().startsWith("UTF-16");
        if (!unicode) {
            return new XqEncoding(charset, 0);
        }
        byte[] start = head.read(3);
        XqEncoding byBom = byBom(start);
        if (charset.name().equals("UTF-16") && byBom != null && byBom.charset().name().startsWith("UTF-16")) {
            return byBom; // the BOM, which is skipped, tells the byte order
        }
        return new XqEncoding(charset, bomLength(start));
    }

    /** The first bytes of a file's text. */
    @FunctionalInterface
    interface TextHead {
        byte[] read(int bytes) throws IOException;
    }

    /** Detects the encoding of a file from its whole text. */
    static XqEncoding detect(InputStream text) throws IOException {
        byte[] head = text.readNBytes(VOTE_BYTES);
        XqEncoding byBom = byBom(head);
        if (byBom != null) {
            return byBom;
        }
        if (isUtf8(new SequenceInputStream(new ByteArrayInputStream(head), text), true)) {
            return new XqEncoding(StandardCharsets.UTF_8, 0);
        }
        return vote(head);
    }

    /**
     * What {@link #detect} finds, from the text's first {@link #VOTE_BYTES} only; null when they
     * cannot decide (a longer text whose start is valid UTF-8 may still hold bytes that are not).
     */
    static XqEncoding detectFromStart(InputStream text) throws IOException {
        byte[] head = text.readNBytes(VOTE_BYTES);
        XqEncoding byBom = byBom(head);
        if (byBom != null) {
            return byBom;
        }
        boolean whole = text.read() < 0;
        if (isUtf8(new ByteArrayInputStream(head), whole)) {
            return whole ? new XqEncoding(StandardCharsets.UTF_8, 0) : null;
        }
        return vote(head);
    }

    private static XqEncoding vote(byte[] sample) {
        int gb = PgnVariants.chineseMoves(sample, GB18030);
        int big5 = PgnVariants.chineseMoves(sample, BIG5);
        return new XqEncoding(big5 > gb ? BIG5 : GB18030, 0);
    }

    private static XqEncoding byBom(byte[] head) {
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

    private static int bomLength(byte[] head) {
        XqEncoding byBom = byBom(head);
        return byBom == null ? 0 : byBom.bomLength();
    }

    /**
     * Strict UTF-8 validity of a text, read block by block; stops at the first bad sequence. When
     * the text is only the start of the file ({@code whole} false), a sequence cut at its end counts
     * as valid.
     */
    private static boolean isUtf8(InputStream text, boolean whole) throws IOException {
        CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer in = ByteBuffer.allocate(SCAN_BLOCK + 8);
        CharBuffer out = CharBuffer.allocate(SCAN_BLOCK + 8);
        byte[] block = new byte[SCAN_BLOCK];
        for (int n; (n = text.readNBytes(block, 0, SCAN_BLOCK)) > 0; ) {
            in.put(block, 0, n).flip();
            out.clear();
            if (decoder.decode(in, out, false).isError()) {
                return false;
            }
            in.compact(); // keeps a sequence cut by the block end for the next round
        }
        if (!whole) {
            return true;
        }
        in.flip();
        out.clear();
        return !decoder.decode(in, out, true).isError() && !decoder.flush(out).isError() && !in.hasRemaining();
    }
}
