package org.chesslake.format;

import java.io.IOException;
import java.nio.file.Path;

/**
 * A database format: which files it opens and how. Implementations are listed in
 * {@code META-INF/services/org.chesslake.format.GameFormat}; the Spark layer finds them there, so
 * a new format needs no edit outside its own package and one small provider class.
 */
public interface GameFormat {

    /** The short name users give to {@code spark.read().format(...)}, e.g. "scid". */
    String name();

    /**
     * Whether {@code file} is the file that names a database of this format (its index file, e.g.
     * {@code .si4}); companion files are found from it. May look at the first bytes.
     */
    boolean recognizes(Path file);

    GameDatabase open(Path file, FormatOptions options) throws IOException;
}
