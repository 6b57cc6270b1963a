package org.chesslake.scan;

import java.io.Closeable;
import java.io.IOException;
import org.chesslake.game.Game;

/** Games written one after the other into the files of one export format. */
public interface GameSink extends Closeable {

    /**
     * Writes a game.
     *
     * @param xiangqi the game is xiangqi (else chess)
     * @throws IllegalArgumentException when the format cannot hold the game; nothing of it is written
     */
    void write(Game game, boolean xiangqi) throws IOException;

    /**
     * A sink opened when its first game arrives, so that a task without games writes no file; it
     * closes only what it opened.
     */
    static GameSink openedOnFirstGame(Opener open) {
        return new GameSink() {
            private GameSink sink;

            @Override
            public void write(Game game, boolean xiangqi) throws IOException {
                if (sink == null) {
                    sink = open.open();
                }
                sink.write(game, xiangqi);
            }

            @Override
            public void close() throws IOException {
                if (sink != null) {
                    sink.close();
                }
            }
        };
    }

    /** Opens a sink. */
    @FunctionalInterface
    interface Opener {
        GameSink open() throws IOException;
    }
}
