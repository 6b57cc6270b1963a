package org.chesslake.format.chessassistant;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import org.chesslake.format.BadDatabaseException;

/** Finds a database's companion files: same base name, extension matched case-insensitively (§1). */
final class Companions {

    private Companions() {
    }

    static Path find(Path cdp, String extension) throws IOException {
        String fileName = cdp.getFileName().toString();
        int dot = fileName.lastIndexOf('.');
        String base = dot < 0 ? fileName : fileName.substring(0, dot);
        Path exact = cdp.resolveSibling(base + "." + extension);
        if (Files.exists(exact)) {
            return exact;
        }
        Path dir = cdp.toAbsolutePath().getParent();
        String wanted = (base + "." + extension).toLowerCase(Locale.ROOT);
        try (DirectoryStream<Path> files = Files.newDirectoryStream(dir)) {
            for (Path candidate : files) {
                if (candidate.getFileName().toString().toLowerCase(Locale.ROOT).equals(wanted)) {
                    return candidate;
                }
            }
        }
        throw new BadDatabaseException(cdp.toString(), "companion file " + base + "." + extension + " not found");
    }
}
