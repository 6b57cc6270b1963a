package org.chesslake.export;

import java.io.Closeable;
import java.io.IOException;
import org.chesslake.game.Game;

/**
 * Games written one after the other into the files of one export format. A sink creates its files
 * when the first game it holds comes, so a task without games writes no file.
 */
public interface GameSink extends Closeable {

    /**
     * Writes a game.
     *
     * @param xiangqi the game is xiangqi (else chess)
     * @throws IllegalArgumentException when the format cannot hold the game; nothing of it is written
     */
    void write(Game game, boolean xiangqi) throws IOException;
}
