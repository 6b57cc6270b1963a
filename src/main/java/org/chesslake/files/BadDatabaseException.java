package org.chesslake.files;

import java.io.IOException;

/** A database that cannot be opened at all (wrong magic, truncated index, missing companion file). */
public final class BadDatabaseException extends IOException {

    public BadDatabaseException(String file, String reason) {
        super(file + ": " + reason);
    }
}
