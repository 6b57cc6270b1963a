package org.chesslake.format.cbf;

import java.io.IOException;
import java.io.UncheckedIOException;
import org.chesslake.format.DecodeLevel;
import org.chesslake.format.GameCursor;
import org.chesslake.format.Split;
import org.chesslake.game.Game;
import org.chesslake.game.GameDecodeException;
import org.chesslake.game.GameHeader;

/**
 * Walks the games of a split. {@link #next()} reads only the CBI longword; the record is read and
 * decoded on the first call to {@link #game()}, to the cursor's level.
 */
final class CbfCursor implements GameCursor {

    private static final GameHeader EMPTY = GameHeader.builder().build();

    private final Split split;
    private final DecodeLevel level;
    private final CbfIndex index;
    private final String cbiName;
    private final CbfGameReader reader;
    private final String cbfName;
    private final long cbfSize;
    private long current = -1;
    private long offset;
    private Game game;

    CbfCursor(Split split, DecodeLevel level, CbfIndex index, String cbiName, CbfGameReader reader,
              String cbfName, long cbfSize) {
        this.split = split;
        this.level = level;
        this.index = index;
        this.cbiName = cbiName;
        this.reader = reader;
        this.cbfName = cbfName;
        this.cbfSize = cbfSize;
    }

    @Override
    public boolean next() throws IOException {
        current = current < 0 ? split.start() : current + 1;
        game = null;
        if (current >= split.end()) {
            return false;
        }
        offset = index.offset(current);
        return true;
    }

    @Override
    public long gameNumber() {
        return current + 1;
    }

    /** The record's offset in the CBF, as the CBI gives it (it may be outside the file). */
    @Override
    public long offset() {
        return offset;
    }

    /** The CBI holds no header fields: an empty header, once the offset is known to be usable. */
    @Override
    public GameHeader indexHeader() {
        checkOffset();
        return EMPTY;
    }

    @Override
    public Game game() {
        checkOffset();
        if (game == null) {
            if (level == DecodeLevel.INDEX) {
                game = new Game(gameNumber(), EMPTY, null);
            } else {
                game = decode();
            }
        }
        return game;
    }

    private Game decode() {
        try {
            return reader.read(gameNumber(), offset, level);
        } catch (CbfCorruptException e) {
            throw new GameDecodeException(cbfName, gameNumber(), offset + e.offset(), e.getMessage());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private void checkOffset() {
        if (current < split.start() || current >= split.end()) {
            throw new IllegalStateException("no current game: call next() first");
        }
        if (offset < 0 || offset >= cbfSize) {
            throw new GameDecodeException(cbiName, gameNumber(), CbfIndex.entryPosition(current),
                    "CBI offset " + offset + (offset < 0 ? " points before the start" : " points past the end")
                            + " of the CBF (" + cbfSize + " bytes)");
        }
    }

    @Override
    public void close() {
        // the database owns the files
    }
}
