package org.chesslake.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.chesslake.files.InputFile;

/** Empty local files with a given name, for tests of recognition by name (a file must exist to be listed). */
public final class EmptyFiles {

    private static Path root;

    private EmptyFiles() {
    }

    /** An empty file at {@code relative} below a temporary directory of this JVM. */
    public static synchronized InputFile named(String relative) {
        try {
            if (root == null) {
                root = Files.createTempDirectory("chesslake-names");
                root.toFile().deleteOnExit();
            }
            Path file = root.resolve(relative);
            Files.createDirectories(file.getParent());
            if (!Files.exists(file)) {
                Files.createFile(file);
            }
            file.toFile().deleteOnExit();
            return InputFile.local(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
