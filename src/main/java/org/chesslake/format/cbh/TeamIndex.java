package org.chesslake.format.cbh;

import java.io.IOException;
import org.chesslake.files.ByteSource;
import org.chesslake.files.Bytes;

/**
 * The extended header {@code .cbj} (spec §6), read only for the team ids: a little-endian header
 * (version, record size, count), then one big-endian record per game. Missing, or shorter than the
 * game count: no teams.
 */
final class TeamIndex {

    private static final int HEADER = 32;

    private final ByteSource source;
    private final int recordSize;
    private final long records;

    private TeamIndex(ByteSource source, int recordSize, long records) {
        this.source = source;
        this.recordSize = recordSize;
        this.records = records;
    }

    /** The team index of {@code source}, or null when it holds no team ids. */
    static TeamIndex open(ByteSource source) throws IOException {
        if (source == null || source.size() < HEADER) {
            return null;
        }
        byte[] header = source.read(0, 12);
        int recordSize = Bytes.s32le(header, 4);
        long declared = Bytes.u32le(header, 8);
        if (recordSize < 8) {
            return null;
        }
        long fit = (source.size() - HEADER) / recordSize;
        return new TeamIndex(source, recordSize, Math.min(declared, fit));
    }

    /** White and Black team ids of game {@code number} (-1 = none), or null if the file has no record for it. */
    int[] teams(long number) throws IOException {
        if (number < 1 || number > records) {
            return null;
        }
        byte[] b = source.read(HEADER + (number - 1) * recordSize, 8);
        return new int[] {Bytes.s32be(b, 0), Bytes.s32be(b, 4)};
    }
}
