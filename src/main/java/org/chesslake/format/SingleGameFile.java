package org.chesslake.format;

import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.chesslake.files.ByteSource;
import org.chesslake.files.InputFile;
import org.chesslake.game.Game;
import org.chesslake.game.GameDecodeException;
import org.chesslake.game.GameHeader;

/**
 * A database that is one file holding one game (XQF, CCBridge {@code .cbr}). Opening only opens the
 * file, so that thousands of them share a partition cheaply; the cursor reads the whole file once,
 * when its game is asked for. Everything wrong with the file, even its header, is that game's
 * decode error: in an archive one bad file is a games row with {@code decode_error}, not a failed job.
 */
public final class SingleGameFile implements IndexedDatabase {

    /** The game number of the one game. */
    public static final long GAME_NUMBER = 1;

    /** Decodes the bytes of a whole file; errors are {@link GameDecodeException}s for game 1. */
    public interface Decoder {
        /** The fields of {@link #indexFields}, read from the file's header. */
        GameHeader header(String file, byte[] bytes);

        /** The game decoded as far as {@code level} (HEADER or MOVES). */
        Game game(String file, byte[] bytes, DecodeLevel level);
    }

    private final ByteSource source;
    private final long maxBytes;
    private final Set<HeaderField> indexFields;
    private final Decoder decoder;

    /**
     * @param maxBytes    a larger file is not a game of the format (a decode error, never an allocation)
     * @param indexFields the fields {@link Decoder#header} fills
     */
    public SingleGameFile(ByteSource source, long maxBytes, Set<HeaderField> indexFields,
                          Decoder decoder) {
        this.source = source;
        this.maxBytes = maxBytes;
        this.indexFields = indexFields;
        this.decoder = decoder;
    }

    /** The plan of a one-game file: one split, its size; made without opening it. */
    public static DatabasePlan plan(InputFile file) {
        return new DatabasePlan(List.of(new Split(0, 1)), file.size(), Map.of());
    }

    @Override
    public String file() {
        return source.name();
    }

    @Override
    public Set<HeaderField> indexFields() {
        return indexFields;
    }

    @Override
    public long entryCount() {
        return 1;
    }

    @Override
    public GameCursor cursor(Split split, DecodeLevel level) {
        return new Cursor(split, level);
    }

    @Override
    public void close() throws IOException {
        source.close();
    }

    private final class Cursor implements GameCursor {
        private final DecodeLevel level;
        private boolean pending;
        private byte[] bytes;
        private GameHeader header;
        private Game game;

        Cursor(Split split, DecodeLevel level) {
            this.level = level;
            this.pending = split.start() <= 0 && split.end() > 0;
        }

        @Override
        public boolean next() {
            boolean has = pending;
            pending = false;
            return has;
        }

        @Override
        public long gameNumber() {
            return GAME_NUMBER;
        }

        @Override
        public long offset() {
            return 0;
        }

        @Override
        public GameHeader indexHeader() {
            if (header == null) {
                header = decoder.header(source.name(), bytes());
            }
            return header;
        }

        @Override
        public Game game() {
            if (game == null) {
                game = level == DecodeLevel.INDEX
                        ? new Game(GAME_NUMBER, indexHeader(), null) : decoder.game(source.name(), bytes(), level);
            }
            return game;
        }

        private byte[] bytes() {
            if (bytes == null) {
                long size = source.size();
                if (size > maxBytes) {
                    throw new GameDecodeException(source.name(), GAME_NUMBER, 0, "the file has " + size
                            + " bytes, more than any game of its format (" + maxBytes + ")");
                }
                try {
                    bytes = source.read(0, (int) size);
                } catch (IOException e) {
                    throw new GameDecodeException(source.name(), GAME_NUMBER, 0, "cannot read the file: " + e, e);
                }
            }
            return bytes;
        }

        @Override
        public void close() {
            // the database owns the byte source
        }
    }
}
