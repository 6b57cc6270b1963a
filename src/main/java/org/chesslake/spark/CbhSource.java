package org.chesslake.spark;

/** {@code format("cbh")}: modern ChessBase databases (.cbh index with .cbg, .cba and the name files). */
public final class CbhSource extends GameSource {

    public CbhSource() {
        super("cbh");
    }
}
