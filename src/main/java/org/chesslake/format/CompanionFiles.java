package org.chesslake.format;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

/**
 * Finds the files that make up a database with its index file: same base name, another extension.
 * Databases copied from DOS keep upper-case names (GAMES.SI4, GAMES.SG4), so the extension is tried
 * in the index file's case first, then as given, then matched case-insensitively.
 */
public final class CompanionFiles {

    private CompanionFiles() {
    }

    /** The companion of {@code indexFile} with {@code extension} (no dot); a BadDatabaseException if there is none. */
    public static Path find(Path indexFile, String extension) throws IOException {
        String fileName = indexFile.getFileName().toString();
        int dot = fileName.lastIndexOf('.');
        String base = dot < 0 ? fileName : fileName.substring(0, dot);
        boolean upperCase = dot >= 0 && dot + 1 < fileName.length() && Character.isUpperCase(fileName.charAt(dot + 1));
        for (String candidate : new String[] {upperCase ? extension.toUpperCase(Locale.ROOT) : extension.toLowerCase(Locale.ROOT), extension}) {
            Path path = indexFile.resolveSibling(base + "." + candidate);
            if (Files.exists(path)) {
                return path;
            }
        }
        Path dir = indexFile.toAbsolutePath().getParent();
        String wanted = (base + "." + extension).toLowerCase(Locale.ROOT);
        try (DirectoryStream<Path> files = Files.newDirectoryStream(dir)) {
            for (Path candidate : files) {
                if (candidate.getFileName().toString().toLowerCase(Locale.ROOT).equals(wanted)) {
                    return candidate;
                }
            }
        }
        throw new BadDatabaseException(indexFile.toString(), "companion file " + base + "." + extension + " not found");
    }
}
