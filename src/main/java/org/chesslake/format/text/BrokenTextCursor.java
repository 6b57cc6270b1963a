package org.chesslake.format.text;

import java.io.IOException;
import org.chesslake.format.GameCursor;
import org.chesslake.game.Game;
import org.chesslake.game.GameDecodeException;
import org.chesslake.game.GameHeader;

/**
 * The games of a split of a compressed file, and after them, when its own compressed data broke,
 * one more entry: numbered after the last game, at the text offset where the text ends, whose
 * decode error names the broken data. PERMISSIVE keeps the games before it and that error row;
 * FAILFAST stops there. The counting pass counts the entry too, so the numbers of later splits
 * and the audit's entry count agree.
 */
public final class BrokenTextCursor implements GameCursor {

    private final GameCursor games;
    private final DecompressedText text;
    private final String file;
    private long lastNumber;
    private boolean atBreak;
    private boolean reported;

    public BrokenTextCursor(GameCursor games, DecompressedText text, String file, long gamesBefore) {
        this.games = games;
        this.text = text;
        this.file = file;
        this.lastNumber = gamesBefore;
    }

    @Override
    public boolean next() throws IOException {
        if (!reported && games.next()) {
            lastNumber = games.gameNumber();
            return true;
        }
        atBreak = !reported && text.failure() != null;
        reported = true;
        return atBreak;
    }

    @Override
    public long gameNumber() {
        return atBreak ? lastNumber + 1 : games.gameNumber();
    }

    @Override
    public long offset() {
        return atBreak ? text.failure().textOffset() : games.offset();
    }

    @Override
    public GameHeader indexHeader() {
        if (atBreak) {
            throw breakError();
        }
        return games.indexHeader();
    }

    @Override
    public Game game() {
        if (atBreak) {
            throw breakError();
        }
        return games.game();
    }

    private GameDecodeException breakError() {
        return new GameDecodeException(file, gameNumber(), offset(), text.failure().reason());
    }

    @Override
    public void close() throws IOException {
        games.close();
    }
}
