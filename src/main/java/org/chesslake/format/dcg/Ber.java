package org.chesslake.format.dcg;

import java.io.ByteArrayOutputStream;

/**
 * The BER-style lengths of DCG records (spec §1.1). Reading accepts every form of the published
 * table, including a single-byte 0x7F and non-minimal forms; writing uses the reference encoder's
 * forms, whose thresholds are one lower, because its readers reject a single-byte 0x7F.
 */
final class Ber {

    /** The reference encoder writes nothing for lengths from here on, so no DCG tool can carry them. */
    static final int WRITABLE_LIMIT = 0xFF_FFFF;

    private Ber() {
    }

    /** Reads a length; its bytes must lie inside {@code in}'s slice. */
    static long read(RecordBytes in) {
        long at = in.filePosition();
        int first = in.u8();
        if (first < 0x80) {
            return first;
        }
        int size = first - 0x80;
        if (size < 1 || size > 4) {
            throw in.error(at, String.format("invalid BER length byte 0x%02X", first));
        }
        long value = 0;
        for (int i = 0; i < size; i++) {
            value = value << 8 | in.u8();
        }
        return value;
    }

    /** Writes {@code value} as the reference encoder does: 1 byte up to 126, then 0x81, 0x82, 0x83 forms. */
    static void write(int value, ByteArrayOutputStream out) {
        if (value < 0 || value >= WRITABLE_LIMIT) {
            throw new IllegalArgumentException("length " + value + " cannot be written in a DCG record"
                    + " (the reference encoder's limit is " + (WRITABLE_LIMIT - 1) + ")");
        }
        if (value < 0x7F) {
            out.write(value);
        } else if (value < 0xFF) {
            out.write(0x81);
            out.write(value);
        } else if (value < 0xFFFF) {
            out.write(0x82);
            out.write(value >> 8);
            out.write(value);
        } else {
            out.write(0x83);
            out.write(value >> 16);
            out.write(value >> 8);
            out.write(value);
        }
    }
}
