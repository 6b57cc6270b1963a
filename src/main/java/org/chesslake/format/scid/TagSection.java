package org.chesslake.format.scid;

import org.chesslake.files.Bytes;
import org.chesslake.game.GameHeader;

/**
 * The extra-tag section at the start of a game record (spec §6.2): tags the index has no field
 * for, in PGN order, ended by a 0 byte.
 */
final class TagSection {

    /** Tags 241–250 are stored by code, without their name. */
    private static final String[] COMMON = {"WhiteCountry", "BlackCountry", "Annotator", "PlyCount", "EventDate",
        "Opening", "Variation", "Setup", "Source", "SetUp"};
    private static final int FIRST_COMMON = 241;
    private static final int LAST_COMMON = 250;
    private static final int BINARY_EVENT_DATE = 255;

    private TagSection() {
    }

    /**
     * Adds the section's tags to {@code header} and returns the position after it. The obsolete
     * binary EventDate (code 255) is used only when the index has no EventDate.
     */
    static int read(byte[] b, int position, int end, GameHeader.Builder header, boolean indexHasEventDate) {
        int p = position;
        while (true) {
            if (p >= end) {
                throw new RecordException(p, "record ends inside the tag section");
            }
            int code = b[p++] & 0xFF;
            if (code == 0) {
                return p;
            }
            if (code == BINARY_EVENT_DATE) {
                require(b, p, 3, end, "binary EventDate");
                int date = Bytes.u24be(b, p);
                p += 3;
                if (!indexHasEventDate && (date & 0xFFFFF) != 0) {
                    header.tag("EventDate", ScidDate.decode(date & 0xFFFFF).toPgn());
                }
                continue;
            }
            String name = null;
            if (code < FIRST_COMMON) {
                require(b, p, code, end, "tag name");
                name = ScidText.decode(b, p, code);
                p += code;
            } else if (code <= LAST_COMMON) {
                name = COMMON[code - FIRST_COMMON];
            } // 251–254 are undefined: SCID reads the value and drops it, and so do we
            require(b, p, 1, end, "tag value length");
            int length = b[p++] & 0xFF;
            require(b, p, length, end, "tag value");
            if (name != null) {
                header.tag(name, ScidText.decode(b, p, length));
            }
            p += length;
        }
    }

    private static void require(byte[] b, int p, int n, int end, String what) {
        if (n > end - p) {
            throw new RecordException(p, "record ends inside a " + what);
        }
    }
}
