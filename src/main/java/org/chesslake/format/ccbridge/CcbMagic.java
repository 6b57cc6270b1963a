package org.chesslake.format.ccbridge;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import org.chesslake.files.InputFile;

/** What the first bytes of a file say it is, among the CCBridge files. */
enum CcbMagic {
    /** {@code CCBridge Record\0}: one game ({@code .cbr}). */
    RECORD,
    /** {@code CCBridgeLibrary\0}: a library ({@code .cbl}). */
    LIBRARY,
    /** {@code CCBridge} and then a version and a zlib stream: the older compressed library (not described). */
    LEGACY_LIBRARY,
    NONE;

    static final byte[] LIBRARY_MAGIC = "CCBridgeLibrary\0".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] PREFIX = "CCBridge".getBytes(StandardCharsets.US_ASCII);

    static CcbMagic of(InputFile file) {
        try {
            return of(file.head(16));
        } catch (IOException e) {
            return NONE;
        }
    }

    static CcbMagic of(byte[] head) {
        if (head.length < 16 || !Arrays.equals(head, 0, PREFIX.length, PREFIX, 0, PREFIX.length)) {
            return NONE;
        }
        if (Arrays.equals(head, 0, 16, CcbRecord.MAGIC, 0, 16)) {
            return RECORD;
        }
        if (Arrays.equals(head, 0, 16, LIBRARY_MAGIC, 0, 16)) {
            return LIBRARY;
        }
        // the legacy library: "CCBridge", then a small format number where text would go on
        return head[8] > 0 && head[8] < 0x20 ? LEGACY_LIBRARY : NONE;
    }
}
