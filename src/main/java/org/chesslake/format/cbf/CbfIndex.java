package org.chesslake.format.cbf;

import java.io.IOException;
import org.chesslake.files.BadDatabaseException;
import org.chesslake.files.ByteSource;
import org.chesslake.files.Bytes;

/**
 * The CBI offset table (spec §2): big-endian longwords, the first {@code n + 1}, then for game
 * {@code i} (from 0) its CBF position plus {@code i + 2}. The table gives no record sizes and its
 * offsets need not increase; each one is checked when its game is read.
 */
final class CbfIndex {

    private final ByteSource cbi;
    private final long games;

    private CbfIndex(ByteSource cbi, long games) {
        this.cbi = cbi;
        this.games = games;
    }

    static CbfIndex open(ByteSource cbi) throws IOException {
        if (cbi.size() < 4) {
            throw new BadDatabaseException(cbi.name(), "CBI index shorter than its first longword");
        }
        long first = longword(cbi, 0);
        if (first < 1) {
            throw new BadDatabaseException(cbi.name(), "CBI index: first longword " + first + " (game count + 1) is 0");
        }
        long games = first - 1;
        if (cbi.size() < 4 * (games + 1)) {
            throw new BadDatabaseException(cbi.name(), "CBI index of " + cbi.size() + " bytes is too short for "
                    + games + " games (" + 4 * (games + 1) + " bytes)");
        }
        return new CbfIndex(cbi, games);
    }

    long games() {
        return games;
    }

    /** Byte position of the longword of game {@code index} (from 0) in the CBI. */
    static long entryPosition(long index) {
        return 4 * (index + 1);
    }

    /**
     * The CBF offset of game {@code index} (from 0) as stored, possibly negative when the longword is
     * smaller than {@code index + 2}: the caller checks it against the CBF.
     */
    long offset(long index) throws IOException {
        return longword(cbi, entryPosition(index)) - (index + 2);
    }

    private static long longword(ByteSource source, long position) throws IOException {
        return Bytes.u32be(source.read(position, 4), 0);
    }
}
