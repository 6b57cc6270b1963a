package org.chesslake.spark;

import org.chesslake.scan.DatabaseFinder;

/** {@code format("chess")}: every database below the path, each read by the format that recognises it. */
public final class ChessSource extends GameSource {

    public ChessSource() {
        super(DatabaseFinder.ANY_FORMAT);
    }
}
