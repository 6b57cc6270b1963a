package org.chesslake.format;

import java.io.IOException;
import java.util.Map;
import org.chesslake.files.ByteSource;
import org.chesslake.files.InputFile;

/**
 * A database format: what it is ({@link #description()}), which files it opens and how.
 * Implementations are listed in {@code META-INF/services/org.chesslake.format.GameFormat}; the scan
 * and Spark layers find them there and derive from the description what they need to know, so a new
 * format is one package and one small provider class (see the architecture page's checklist).
 *
 * <h2>How a format opens its files</h2>
 * Files come from the file layer ({@link org.chesslake.files}) as {@link InputFile}s of any Hadoop
 * file system (local, {@code hdfs:}, {@code s3a:}, ...); a format never names {@code java.nio.file}
 * paths. It reads bytes only through {@link ByteSource}s it opens with {@link InputFile#openBytes()}
 * (positional reads, checked against the size), finds the other files of a database with
 * {@link InputFile#companion(String)} (same base name, any case), and gets the first bytes for
 * recognition from {@link InputFile#head(int)}. {@link OpenFiles} closes what a half-done open has
 * opened.
 *
 * <h2>Plan on the driver, open in the tasks</h2>
 * {@link #plan} runs on the driver for every database of the input and must stay cheap: file sizes,
 * the index length, headers; never a game record, a whole name file or a whole-file scan. What it
 * learns (say, a detected encoding) it returns in {@link DatabasePlan#facts()}; each task receives
 * them merged into the options of {@link #open}, so it does not redo the work.
 */
public interface GameFormat {

    /** The format's name, variant, files and split unit. */
    FormatDescription description();

    /** The short name users give to {@code spark.read().format(...)}, e.g. "scid". */
    default String name() {
        return description().name();
    }

    /**
     * Whether {@code file} is the file that names a database of this format (its index file, e.g.
     * {@code .si4}); companion files are found from it. By default its extension decides; formats
     * that look at the first bytes override this.
     */
    default boolean recognizes(InputFile file) {
        return description().namesDatabase(file.fileName());
    }

    /**
     * Whether {@code file} names a database of this format read with {@code options} (a format whose
     * databases the options select, such as a table's movetext column, overrides it).
     */
    default boolean recognizes(InputFile file, FormatOptions options) {
        return recognizes(file);
    }

    /**
     * Opens the database for reading games; {@code options} include the facts of its plan. The
     * database is of the kind the description's split unit says: {@link IndexedDatabase} or
     * {@link TextDatabase}.
     */
    GameDatabase open(InputFile file, FormatOptions options) throws IOException;

    /**
     * The splits of the database and what the driver learned cutting them, from sizes, the index
     * length and headers only. The default opens the database; formats whose opening reads more
     * than headers override it.
     */
    default DatabasePlan plan(InputFile file, FormatOptions options, SplitSizing sizing) throws IOException {
        try (GameDatabase database = open(file, options)) {
            return DatabasePlan.of(database, file.size(), sizing, Map.of());
        }
    }
}
