package org.chesslake.spark;

/** {@code format("chess")}: every database below the path, each read by the format that recognises it. */
public final class ChessSource extends GameSource {

    public ChessSource() {
        super(null);
    }
}
