package org.chesslake.format;

import java.io.IOException;
import java.util.Map;
import java.util.Set;
import org.chesslake.files.ByteSource;
import org.chesslake.files.InputFile;

/**
 * A database format: which files it opens and how. Implementations are listed in
 * {@code META-INF/services/org.chesslake.format.GameFormat}; the Spark layer finds them there, so
 * a new format needs no edit outside its own package and one small provider class.
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

    /** The short name users give to {@code spark.read().format(...)}, e.g. "scid". */
    String name();

    /**
     * Whether {@code file} is the file that names a database of this format (its index file, e.g.
     * {@code .si4}); companion files are found from it. May look at the first bytes.
     */
    boolean recognizes(InputFile file);

    /**
     * The extensions (lower case, no dot) of the files a database of this format keeps beside the
     * file that names it, e.g. {@code sg4} and {@code sn4} for SCID. A listed file with one of them,
     * beside a database of this format with its base name, is that database's companion: the finder
     * asks no format whether it is a database (for a directory of many small databases, most of
     * its files).
     */
    default Set<String> companionExtensions() {
        return Set.of();
    }

    /** Opens the database for reading games; {@code options} include the facts of its plan. */
    GameDatabase open(InputFile file, FormatOptions options) throws IOException;

    /**
     * The splits of the database and what the driver learned cutting them, from sizes, the index
     * length and headers only. The default opens the database; formats whose opening reads more
     * than headers override it.
     */
    default DatabasePlan plan(InputFile file, FormatOptions options, SplitSizing sizing) throws IOException {
        try (GameDatabase database = open(file, options)) {
            return new DatabasePlan(database.splits(sizing), file.size(), Map.of());
        }
    }

    /**
     * Whether the games of a split are numbered from a counting pass: byte splits of a text file
     * cannot know how many games came before them. The planner then runs
     * {@link GameDatabase#countGames} on every split of a database cut in several (in parallel) and
     * passes the sums in {@link Split#gamesBefore()} and {@link Split#textBefore()}.
     */
    default boolean numbersGamesByCounting() {
        return false;
    }
}
