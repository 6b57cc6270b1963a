package org.chesslake.spark;

/** {@code format("pgn")}: chess PGN files ({@code .pgn}, {@code .pgn.gz}, {@code .pgn.bz2}, {@code .pgn.zst}). */
public final class PgnSource extends GameSource {

    public PgnSource() {
        super("pgn");
    }
}
