package org.chesslake.spark;

/** {@code format("cbf")}: ChessBase for DOS databases (.cbi index, .cbf games). */
public final class CbfSource extends GameSource {

    public CbfSource() {
        super("cbf");
    }
}
