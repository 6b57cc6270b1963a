package org.chesslake.format.text;

import com.github.luben.zstd.ZstdInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.Locale;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.io.compress.BZip2Codec;
import org.apache.hadoop.io.compress.CompressionCodec;
import org.apache.hadoop.io.compress.GzipCodec;

/**
 * How a PGN file is compressed, from its name: gzip and bzip2 through Hadoop's codecs (multi-member
 * and multi-stream files included), zstd through zstd-jni (Spark's own zstd library; it reads the
 * skippable frames of the Lichess files). A bzip2 file splits at its blocks ({@link Bzip2SplitText}),
 * a zstd file at its frames ({@link ZstdSplitText}); a gzip file is read from its start by one task.
 */
public enum PgnCompression {
    NONE(""), GZIP(".gz"), BZIP2(".bz2"), ZSTD(".zst");

    private final String suffix;

    PgnCompression(String suffix) {
        this.suffix = suffix;
    }

    /** What the compressed file's name adds after {@code .pgn}: ".gz", ...; "" for a plain file. */
    public String suffix() {
        return suffix;
    }

    /** The compression a file name says, or null when the name is no PGN name. */
    public static PgnCompression of(String fileName) {
        String name = fileName.toLowerCase(Locale.ROOT);
        for (PgnCompression c : values()) {
            if (c != NONE && name.endsWith(".pgn" + c.suffix)) {
                return c;
            }
        }
        return name.endsWith(".pgn") ? NONE : null;
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
}
