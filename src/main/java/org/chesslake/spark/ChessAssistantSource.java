package org.chesslake.spark;

/** {@code format("chessassistant")}: Chess Assistant databases (.cdp with .emb, .d00, .a02, .d02). */
public final class ChessAssistantSource extends GameSource {

    public ChessAssistantSource() {
        super("chessassistant");
    }
}
