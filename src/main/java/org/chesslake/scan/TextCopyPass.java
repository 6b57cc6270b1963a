package org.chesslake.scan;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.Serializable;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Map;
import org.apache.hadoop.conf.Configuration;
import org.chesslake.files.OutputFile;
import org.chesslake.format.FormatOptions;
import org.chesslake.format.GameDatabase;
import org.chesslake.format.TextDatabase;

/**
 * Copies the text of files that can only be read from their start ({@link TextDatabase#textCopyName})
 * into a run's scratch area, one task per file doing nothing but decompress and write, so that their
 * games can be decoded by many tasks ({@link TextCopies}). The Spark layer runs it as one job; a
 * Spark-free caller can copy {@link #inThisThread in this thread}.
 */
@FunctionalInterface
public interface TextCopyPass {

    /** One file to copy: its database as planned and where its text goes. */
    record TextCopy(DatabaseRef database, Map<String, String> facts, String location) implements Serializable {
    }

    /** The bytes of text of each copy, in their order; -1 for a file whose data breaks before its end. */
    List<Long> copy(List<TextCopy> copies, FormatOptions options);

    /** Copies the files one after the other, here. */
    static TextCopyPass inThisThread(Configuration conf) {
        return (copies, options) -> copies.stream().map(c -> copyOne(c, conf, options)).toList();
    }

    /** Copies one file's text: opens its database, writes the text, closes both. */
    static long copyOne(TextCopy copy, Configuration conf, FormatOptions options) {
        try (GameDatabase database = copy.database().open(conf, options.with(copy.facts()))) {
            if (!(database instanceof TextDatabase text)) {
                throw new IllegalArgumentException(database.file() + ": an indexed database has no text to copy");
            }
            try (OutputStream out = new BufferedOutputStream(OutputFile.of(copy.location(), conf).create(), 1 << 20)) {
                return text.copyText(out);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e.getMessage(), e);
        }
    }
}
