package org.chesslake.format;

import java.io.IOException;
import org.chesslake.game.Game;
import org.chesslake.game.GameDecodeException;
import org.chesslake.game.GameHeader;

/**
 * A cursor whose games fail only with {@link GameDecodeException}: whatever else escapes a format's
 * decoding of one game (an {@code ArrayIndexOutOfBoundsException} from a decoder defect, say)
 * becomes that game's decode error, naming the exception type, the database file, the game number
 * and the cursor's offset. So a defect costs one game, as bad bytes do, and the reader goes on.
 * Every reader of games (the Spark partition readers, the names tally) reads through one.
 */
public final class GuardedCursor implements GameCursor {

    private final GameCursor cursor;
    private final String file;

    private GuardedCursor(GameCursor cursor, String file) {
        this.cursor = cursor;
        this.file = file;
    }

    /** {@code cursor}, guarded; {@code file} is the database's file as its errors name it. */
    public static GameCursor of(GameCursor cursor, String file) {
        return cursor instanceof GuardedCursor ? cursor : new GuardedCursor(cursor, file);
    }

    @Override
    public boolean next() throws IOException {
        return cursor.next();
    }

    @Override
    public long gameNumber() {
        return cursor.gameNumber();
    }

    @Override
    public long offset() {
        return cursor.offset();
    }

    @Override
    public GameHeader indexHeader() {
        try {
            return cursor.indexHeader();
        } catch (GameDecodeException e) {
            throw e;
        } catch (RuntimeException e) {
            throw defect(e);
        }
    }

    @Override
    public Game game() {
        try {
            return cursor.game();
        } catch (GameDecodeException e) {
            throw e;
        } catch (RuntimeException e) {
            throw defect(e);
        }
    }

    private GameDecodeException defect(RuntimeException e) {
        long offset;
        try {
            offset = cursor.offset();
        } catch (RuntimeException unknown) {
            offset = -1;
        }
        return new GameDecodeException(file, cursor.gameNumber(), offset,
                "decoder failed: " + e.getClass().getName() + (e.getMessage() == null ? "" : ": " + e.getMessage()), e);
    }

    @Override
    public void close() throws IOException {
        cursor.close();
    }
}
