package org.chesslake.files;

import java.io.IOException;
import java.io.Serializable;
import org.apache.hadoop.conf.Configuration;
import org.chesslake.format.FormatOptions;
import org.chesslake.format.Formats;
import org.chesslake.format.GameDatabase;

/**
 * A database found in the input: its format, the location of the file that opens it (a qualified
 * URI such as {@code file:/data/a.si4} or {@code hdfs://nn/data/a.si4}), and its source name.
 * Small and serializable: tasks reopen the database from it.
 */
public record DatabaseRef(String format, String path, String source) implements Serializable {

    public GameDatabase open(Configuration conf, FormatOptions options) throws IOException {
        return Formats.byName(format).open(InputFile.open(path, conf), options);
    }
}
