package org.chesslake.format.dcg;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import org.chesslake.files.BadDatabaseException;
import org.chesslake.files.ByteSource;

/** The five files of a DCG database; each starts with a 10-byte ASCII magic that names its kind. */
enum DcgFile {
    INDEX("dci"),
    GAMES("dcg"),
    PLAYERS("dcn"),
    SITES("dcs"),
    EVENTS("dce");

    static final int MAGIC_SIZE = 10;
    private static final String MAGIC_PREFIX = "SimpleCDb";

    private final String extension;

    DcgFile(String extension) {
        this.extension = extension;
    }

    String extension() {
        return extension;
    }

    /** "SimpleCDb" followed by the extension's last letter, e.g. "SimpleCDbi" for the index. */
    byte[] magic() {
        return (MAGIC_PREFIX + extension.charAt(2)).getBytes(StandardCharsets.US_ASCII);
    }

    /** Fails unless {@code source} starts with this kind's magic. */
    void checkMagic(ByteSource source) throws IOException {
        if (source.size() < MAGIC_SIZE) {
            throw new BadDatabaseException(source.name(), "file of " + source.size()
                    + " bytes is too short for the DCG magic");
        }
        byte[] found = source.read(0, MAGIC_SIZE);
        if (!Arrays.equals(found, magic())) {
            throw new BadDatabaseException(source.name(), "wrong magic '"
                    + new String(found, StandardCharsets.ISO_8859_1) + "', expected '"
                    + new String(magic(), StandardCharsets.US_ASCII) + "'");
        }
    }
}
