package org.chesslake.spark;

import java.io.IOException;
import java.io.Serializable;
import java.nio.file.Path;
import org.chesslake.format.FormatOptions;
import org.chesslake.format.Formats;
import org.chesslake.format.GameDatabase;

/**
 * A database found in the input: its format, the file that opens it, and its source name.
 * Small and serializable: tasks reopen the database from it.
 */
public record DatabaseRef(String format, String path, String source) implements Serializable {

    public GameDatabase open(FormatOptions options) throws IOException {
        return Formats.byName(format).open(Path.of(path), options);
    }
}
