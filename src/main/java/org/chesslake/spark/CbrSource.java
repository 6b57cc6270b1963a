package org.chesslake.spark;

/** {@code format("cbr")}: 象棋桥 (CCBridge) single xiangqi games. */
public final class CbrSource extends GameSource {

    public CbrSource() {
        super("cbr");
    }
}
