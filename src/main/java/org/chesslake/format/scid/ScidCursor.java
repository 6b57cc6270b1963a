package org.chesslake.format.scid;

import java.io.IOException;
import org.chesslake.chess.Board;
import org.chesslake.files.ByteSource;
import org.chesslake.format.DecodeLevel;
import org.chesslake.format.GameCursor;
import org.chesslake.format.Split;
import org.chesslake.game.Game;
import org.chesslake.game.GameDecodeException;
import org.chesslake.game.GameHeader;
import org.chesslake.game.MoveTree;

/**
 * Walks a split of a SCID database. {@link #next()} only reads the index entry; the header is
 * built on demand, and the record is read and decoded only as far as the level asks.
 */
final class ScidCursor implements GameCursor {

    /** Tag section, start byte and end-of-game marker: the smallest record. */
    private static final int MIN_RECORD = 3;
    private static final Board STANDARD = Board.standard();

    private final ScidDatabase database;
    private final DecodeLevel level;
    private final IndexReader entries;
    private final RecordWindow window;
    private final MoveStreamDecoder moves = new MoveStreamDecoder();
    /** The current game's header under construction: index fields first, then the record's. */
    private GameHeader.Builder header;
    private GameHeader indexHeader;
    private Game game;

    ScidCursor(ScidDatabase database, Split split, DecodeLevel level) {
        this.database = database;
        this.level = level;
        this.entries = new IndexReader(database, split);
        this.window = level == DecodeLevel.INDEX ? null : new RecordWindow(database.gameSource());
    }

    @Override
    public boolean next() throws IOException {
        header = null;
        indexHeader = null;
        game = null;
        return entries.next();
    }

    @Override
    public long gameNumber() {
        return entries.number() + 1;
    }

    @Override
    public long offset() {
        return entries.entry().offset();
    }

    @Override
    public GameHeader indexHeader() {
        if (indexHeader == null) {
            try {
                header = IndexHeaders.build(entries.entry(), database.nameBase());
                indexHeader = header.build(); // a copy: the builder goes on with the record's fields
            } catch (RecordException e) {
                throw new GameDecodeException(database.file(), gameNumber(), entries.entryPosition(), e.getMessage());
            }
        }
        return indexHeader;
    }

    @Override
    public Game game() {
        if (game == null) {
            GameHeader fromIndex = indexHeader();
            game = level == DecodeLevel.INDEX ? new Game(gameNumber(), fromIndex, null) : decodeRecord();
        }
        return game;
    }

    private Game decodeRecord() {
        IndexEntry entry = entries.entry();
        ByteSource file = database.gameSource();
        if (entry.length() < MIN_RECORD || entry.offset() > file.size() - entry.length()) {
            throw new GameDecodeException(file.name(), gameNumber(), entry.offset(), "record of " + entry.length()
                    + " bytes at " + entry.offset() + " does not fit in the game file of " + file.size() + " bytes");
        }
        int start;
        try {
            start = window.load(entry.offset(), entry.length());
        } catch (IOException e) {
            throw new GameDecodeException(file.name(), gameNumber(), entry.offset(), "cannot read the record: " + e.getMessage(), e);
        }
        byte[] bytes = window.buffer();
        int end = start + entry.length();
        try {
            int p = TagSection.read(bytes, start, end, header, entry.eventDate() != 0);
            if (p >= end) {
                throw new RecordException(p, "record ends before its start byte");
            }
            boolean setUp = (bytes[p++] & 1) != 0;
            String fen = null;
            if (setUp) {
                int nul = p;
                while (nul < end && bytes[nul] != 0) {
                    nul++;
                }
                if (nul == end) {
                    throw new RecordException(p, "start position FEN has no terminating NUL");
                }
                fen = ScidText.decode(bytes, p, nul - p);
                p = nul + 1;
            }
            header.startFen(fen);
            MoveTree tree = null;
            if (level == DecodeLevel.MOVES) {
                Board board = startBoard(fen, p);
                int castling = entry.chess960() ? Chess960Castling.standardLike(board, fen == null ? Board.STANDARD_FEN : fen)
                        : Chess960Castling.ALL;
                tree = moves.decode(bytes, p, end, board, fen == null, castling);
                header.plyCount(tree.plyCount());
            }
            return new Game(gameNumber(), header.build(), tree);
        } catch (RecordException e) {
            throw new GameDecodeException(file.name(), gameNumber(), entry.offset() + e.position() - start, e.getMessage());
        } catch (IllegalArgumentException | IllegalStateException e) {
            throw new GameDecodeException(file.name(), gameNumber(), entry.offset(), "chess core rejected the game: "
                    + e.getMessage(), e);
        }
    }

    private static Board startBoard(String fen, int position) {
        if (fen == null) {
            return STANDARD; // ChessLineBuilder plays on its own copy; this one is never changed
        }
        try {
            return Board.fromFen(fen);
        } catch (IllegalArgumentException e) {
            throw new RecordException(position, "bad start position FEN '" + fen + "': " + e.getMessage());
        }
    }

    @Override
    public void close() {
        // the files belong to the database, which closes them
    }
}
