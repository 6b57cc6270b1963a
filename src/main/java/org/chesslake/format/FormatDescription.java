package org.chesslake.format;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.chesslake.game.Variant;

/**
 * What a format says about itself. The finder (which files name a database, which are its
 * companions), the planner (whether splits are numbered by a counting pass), the fuzz harness (the
 * files a fuzzed database is made of, where its seeds come from) and the docs' support tables derive
 * from it, so a new format describes itself once, here.
 *
 * @param name      the short name users give to {@code spark.read().format(...)}, e.g. "scid"
 * @param variant   the game its databases hold
 * @param databases the files that name a database, each with its companions; one entry per layout
 *                  (SCID 4 and SCID 5, chess PGN plain and compressed)
 * @param splitUnit what the splits of its databases count, and so which kind of {@link GameDatabase}
 *                  it opens
 */
public record FormatDescription(String name, Variant variant, List<DatabaseFiles> databases, SplitUnit splitUnit) {

    /** What a split counts. */
    public enum SplitUnit {
        /** Index entries: an {@link IndexedDatabase}, each split knows its first game's number. */
        INDEX_ENTRIES,
        /**
         * Bytes of a text file: a {@link TextDatabase}; a split cannot know how many games come before
         * it, so the planner numbers the splits of a database cut in several by a counting pass.
         */
        TEXT_BYTES,
        /**
         * Bytes of a table file (Parquet): a {@link TableDatabase}; each row group belongs to the split
         * that holds its middle, as in Spark's own reads, and a game's number is its row's position in
         * the file, which the reader knows: no counting pass.
         */
        TABLE_BYTES
    }

    /**
     * The file that names a database and the files kept beside it under its base name.
     *
     * @param extension  the extension of the file that names the database (lower case, no leading dot;
     *                   it may have several parts, e.g. {@code pgn.gz})
     * @param companions the extensions of its companions, in a fixed order (the fuzz harness packs a
     *                   database's files in it)
     */
    public record DatabaseFiles(String extension, List<String> companions) {

        public DatabaseFiles {
            companions = List.copyOf(companions);
            for (String e : concat(extension, companions)) {
                if (e.isEmpty() || e.startsWith(".") || !e.equals(e.toLowerCase(Locale.ROOT))) {
                    throw new IllegalArgumentException("an extension is lower case without its dot: '" + e + "'");
                }
            }
        }

        public static DatabaseFiles of(String extension, String... companions) {
            return new DatabaseFiles(extension, List.of(companions));
        }

        /** The extension of the file that names the database, then its companions'. */
        public List<String> all() {
            return concat(extension, companions);
        }

        private static List<String> concat(String first, List<String> rest) {
            List<String> all = new ArrayList<>(rest.size() + 1);
            all.add(first);
            all.addAll(rest);
            return all;
        }
    }

    public FormatDescription {
        databases = List.copyOf(databases);
        if (name.isBlank() || databases.isEmpty()) {
            throw new IllegalArgumentException("a format has a name and at least one file that names its databases");
        }
    }

    /** A format whose splits are ranges of index entries. */
    public static FormatDescription indexed(String name, Variant variant, DatabaseFiles... databases) {
        return new FormatDescription(name, variant, List.of(databases), SplitUnit.INDEX_ENTRIES);
    }

    /** A text format whose splits are byte ranges, resynchronised on game starts. */
    public static FormatDescription text(String name, Variant variant, DatabaseFiles... databases) {
        return new FormatDescription(name, variant, List.of(databases), SplitUnit.TEXT_BYTES);
    }

    /** A format of games kept in table files (one row per game), split by the tables' own row groups. */
    public static FormatDescription table(String name, Variant variant, DatabaseFiles... databases) {
        return new FormatDescription(name, variant, List.of(databases), SplitUnit.TABLE_BYTES);
    }

    /**
     * Whether the format decodes its files' bytes itself: every format but a table format, whose
     * files Spark's Parquet reader reads. The byte-level checks (the fuzz targets, the contract
     * test's damaged records) are of these formats.
     */
    public boolean decodesBytes() {
        return splitUnit != SplitUnit.TABLE_BYTES;
    }

    /** The extensions of the files that name a database, in the order given. */
    public List<String> extensions() {
        return databases.stream().map(DatabaseFiles::extension).toList();
    }

    /** The extensions of every companion of every layout. */
    public Set<String> companionExtensions() {
        Set<String> companions = new LinkedHashSet<>();
        databases.forEach(d -> companions.addAll(d.companions()));
        return companions;
    }

    /** Whether a file of this name, by its extension in any case, names a database of the format. */
    public boolean namesDatabase(String fileName) {
        String lower = fileName.toLowerCase(Locale.ROOT);
        return databases.stream().anyMatch(d -> lower.endsWith("." + d.extension()));
    }
}
