package org.chesslake.format.text;

import com.github.luben.zstd.ZstdInputStream;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.Arrays;
import java.util.Locale;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.io.compress.BZip2Codec;
import org.apache.hadoop.io.compress.CompressionCodec;
import org.apache.hadoop.io.compress.GzipCodec;
import org.chesslake.files.ByteSource;
import org.chesslake.files.InputFile;
import org.chesslake.format.FormatDescription.DatabaseFiles;

/**
 * How a text file of games is compressed, from its name: gzip and bzip2 through Hadoop's codecs
 * (multi-member and multi-stream files included), zstd through zstd-jni (Spark's own zstd library;
 * it reads the skippable frames of the Lichess files). Every text format reads all four: a bzip2
 * file splits at its blocks ({@link Bzip2SplitText}), a zstd file at its frames
 * ({@link ZstdSplitText}); a gzip file is read from its start by one task (see {@link PgnFileDatabase}).
 */
public enum TextCompression {
    NONE(""), GZIP(".gz"), BZIP2(".bz2"), ZSTD(".zst");

    /** A gzip or zstd file's first bytes hold at least this much of its text. */
    private static final int COMPRESSED_SNIFF_BYTES = 64 << 10;
    /** bzip2 gives no text before its first block ends: up to 900 KB of text, compressed to less than this. */
    private static final int BZIP2_SNIFF_BYTES = 1 << 20;

    private final String suffix;

    TextCompression(String suffix) {
        this.suffix = suffix;
    }

    /** What the compressed file's name adds after the format's extension: ".gz", ...; "" for a plain file. */
    public String suffix() {
        return suffix;
    }

    /** The compression a file name says, or null when the name is not {@code .extension}, compressed or not. */
    public static TextCompression of(String fileName, String extension) {
        TextCompression compression = ofSuffix(fileName);
        return fileName.toLowerCase(Locale.ROOT).endsWith("." + extension + compression.suffix) ? compression : null;
    }

    /** The compression a file name's last suffix says ({@code .gz}, ...), {@link #NONE} for any other name. */
    public static TextCompression ofSuffix(String fileName) {
        String name = fileName.toLowerCase(Locale.ROOT);
        return Arrays.stream(values()).filter(c -> c != NONE && name.endsWith(c.suffix)).findFirst().orElse(NONE);
    }

    /** The files that name a text format's database: {@code .extension} plain and with every compression's suffix. */
    public static DatabaseFiles[] databaseFiles(String extension) {
        return Arrays.stream(values()).map(c -> DatabaseFiles.of(extension + c.suffix)).toArray(DatabaseFiles[]::new);
    }

    /** The decompressed bytes of a compressed file's raw stream. */
    public InputStream decompress(InputStream raw) throws IOException {
        return switch (this) {
            case NONE -> raw;
            case GZIP -> hadoop(new GzipCodec(), raw);
            case BZIP2 -> hadoop(new BZip2Codec(), raw);
            case ZSTD -> new ZstdInputStream(raw);
        };
    }

    private static InputStream hadoop(CompressionCodec codec, InputStream raw) throws IOException {
        ((org.apache.hadoop.conf.Configurable) codec).setConf(new Configuration(false));
        return codec.createInputStream(raw);
    }

    /**
     * The whole text of a file, read from its start; a compressed one ends where its data stops
     * decompressing ({@link DecompressedText}), so what comes before a break is still read.
     */
    public InputStream text(ByteSource source) throws IOException {
        return this == NONE ? source.stream(0) : new WholeFileText(source, this);
    }

    /**
     * Up to {@code max} bytes of a file's text from its start, for recognition: the file's first
     * bytes, decompressed (a compressed head cut mid-block gives the text before the cut).
     *
     * @throws IOException when the file cannot be read or its compressed data does not even start
     */
    public byte[] textHead(InputFile file, int max) throws IOException {
        byte[] head = file.head(switch (this) {
            case NONE -> max;
            case BZIP2 -> Math.max(max, BZIP2_SNIFF_BYTES);
            case GZIP, ZSTD -> Math.max(max, COMPRESSED_SNIFF_BYTES);
        });
        if (this == NONE) {
            return head;
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] buffer = new byte[4096];
        try (InputStream text = decompress(new ByteArrayInputStream(head))) {
            try {
                for (int n; out.size() < max && (n = text.read(buffer, 0, Math.min(buffer.length, max - out.size()))) > 0; ) {
                    out.write(buffer, 0, n);
                }
            } catch (IOException | RuntimeException cut) {
                // the head ends inside a compressed block: what came before it is enough
            }
        }
        return out.toByteArray();
    }
}
