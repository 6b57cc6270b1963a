package org.chesslake.spark;

/** {@code format("cbl")}: 象棋桥 (CCBridge) xiangqi libraries, one games row per index entry. */
public final class CblSource extends GameSource {

    public CblSource() {
        super("cbl");
    }
}
