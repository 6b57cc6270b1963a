package org.chesslake.scan;

import java.io.IOException;
import java.io.Serializable;
import org.apache.hadoop.conf.Configuration;
import org.chesslake.files.InputFile;
import org.chesslake.files.Listing;
import org.chesslake.format.FormatOptions;
import org.chesslake.format.Formats;
import org.chesslake.format.GameDatabase;

/**
 * A database found in the input: its format, the location of the file that opens it (a qualified
 * URI such as {@code file:/data/a.si4} or {@code hdfs://nn/data/a.si4}), its source name, and what
 * the driver's listing saw of it. Small and serializable: tasks reopen the database from it, finding
 * its files in the listing rather than asking the file system again.
 *
 * @param listing the database's file and companions as listed, or null to look them up when opened
 */
public record DatabaseRef(String format, String path, String source, Listing listing) implements Serializable {

    /** A database nobody listed: its file and companions are looked up when it is opened. */
    public DatabaseRef(String format, String path, String source) {
        this(format, path, source, null);
    }

    /** The same database under another source name. */
    public DatabaseRef named(String name) {
        return new DatabaseRef(format, path, name, listing);
    }

    /** The file that names the database: as listed if it was, else looked up. */
    public InputFile file(Configuration conf) throws IOException {
        return listing == null ? InputFile.open(path, conf) : InputFile.listed(path, conf, listing);
    }

    /** The database, or where the options name a copy of its text ({@link TextCopies}), that copy shown under its name. */
    public GameDatabase open(Configuration conf, FormatOptions options) throws IOException {
        String copy = options.get(TextCopies.COPY);
        InputFile file = copy == null ? file(conf) : InputFile.open(copy, conf).shownAs(options.get(TextCopies.COPY_OF));
        return Formats.byName(format).open(file, options);
    }
}
