package org.chesslake.files;

import java.io.EOFException;

/** The one check every byte source makes before a read: it lies inside the file. */
final class Bounds {

    private Bounds() {
    }

    static void check(String name, long size, long position, int length) throws EOFException {
        if (position < 0 || length < 0 || position > size - length) {
            throw new EOFException(name + ": read of " + length + " bytes at " + position
                    + " runs past the end (" + size + " bytes)");
        }
    }
}
