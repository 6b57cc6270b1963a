package org.chesslake.format.cbh;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import org.chesslake.chess.Board;
import org.chesslake.files.ByteSource;
import org.chesslake.files.Bytes;
import org.chesslake.format.DecodeLevel;
import org.chesslake.format.GameCursor;
import org.chesslake.format.Split;
import org.chesslake.game.Game;
import org.chesslake.game.GameDecodeException;
import org.chesslake.game.GameHeader;
import org.chesslake.game.MoveTree;

/**
 * Walks a split of a modern ChessBase database. {@link #next()} reads index records in blocks;
 * the header is built on demand from the record and the name files; the game record (and its
 * annotations) is read only as far as the level asks: its 4-byte header and start position for
 * HEADER, everything for MOVES.
 */
final class CbhCursor implements GameCursor {

    private static final int BLOCK = 256;
    private static final Board STANDARD = Board.standard();
    /** Record header plus the longest start position: what HEADER level reads of a game record. */
    private static final int HEADER_BYTES = 4 + StartPosition.CHESS960_SIZE;

    private final CbhDatabase database;
    private final Split split;
    private final DecodeLevel level;
    private final byte[] block = new byte[BLOCK * IndexRecord.SIZE];
    private final MoveDecoder moves;
    private long blockStart = -1;
    private int blockCount;
    private long current = -1;
    private IndexRecord record;
    private GameHeader indexHeader;
    private List<String> indexWarnings;
    private Game game;
    private byte[] buffer = new byte[1024];

    CbhCursor(CbhDatabase database, Split split, DecodeLevel level) {
        this.database = database;
        this.split = split;
        this.level = level;
        this.moves = level == DecodeLevel.MOVES ? new MoveDecoder() : null;
    }

    @Override
    public boolean next() throws IOException {
        current = current < 0 ? split.start() : current + 1;
        record = null;
        indexHeader = null;
        game = null;
        if (current >= split.end()) {
            return false;
        }
        if (blockStart < 0 || current >= blockStart + blockCount) {
            blockStart = current;
            blockCount = (int) Math.min(BLOCK, split.end() - current);
            database.index().read(blockStart, blockCount, block);
        }
        record = IndexRecord.parse(block, (int) (current - blockStart) * IndexRecord.SIZE);
        return true;
    }

    @Override
    public long gameNumber() {
        return current + 1;
    }

    /** The index record's byte offset in {@code .cbh}. */
    @Override
    public long offset() {
        return CbhIndex.position(current);
    }

    IndexRecord record() {
        checkCurrent();
        return record;
    }

    @Override
    public GameHeader indexHeader() {
        checkCurrent();
        if (indexHeader == null) {
            indexWarnings = new ArrayList<>(0);
            int[] teams;
            try {
                teams = record.isText() || database.teams() == null ? null : database.teams().teams(gameNumber());
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            GameHeader.Builder h = CbhHeaders.build(record, database.entities(), teams, indexWarnings);
            warn(h, indexWarnings);
            indexHeader = h.build();
        }
        return indexHeader;
    }

    @Override
    public Game game() {
        GameHeader index = indexHeader();
        if (game == null) {
            game = level == DecodeLevel.INDEX ? new Game(gameNumber(), index, null) : decodeRecord(index);
        }
        return game;
    }

    private Game decodeRecord(GameHeader index) {
        List<String> warnings = new ArrayList<>(indexWarnings);
        GameHeader.Builder h = index.toBuilder();
        ByteSource cbg = database.games();
        long offset = record.gameOffset();
        try {
            if (record.isText()) {
                text(h, cbg, offset, warnings);
                warn(h, warnings);
                return new Game(gameNumber(), h.build(), level == DecodeLevel.MOVES ? MoveTree.EMPTY : null);
            }
            if (offset < 4 || offset > cbg.size() - 4) {
                throw decodeError(cbg, offset, "game record offset " + offset + " (.cbh byte " + (offset() + 1)
                        + ") is outside the game file of " + cbg.size() + " bytes");
            }
            cbg.readFully(offset, buffer, 0, 4);
            long word = Bytes.u32be(buffer, 0);
            int size = (int) (word & 0xFFFFFF);
            CbhMode mode = CbhMode.of((int) (word >> 24) & 0x3F);
            boolean setUp = (word & 0x40000000L) != 0;
            if (size < 4 || size > cbg.size() - offset) {
                throw decodeError(cbg, offset, "game record of " + size + " bytes at " + offset
                        + " does not fit in the game file of " + cbg.size() + " bytes");
            }
            h.tag("CbMode", mode.number() == 0 ? null : Integer.toString(mode.number()));
            h.tag("Variant", mode.chess960() ? "Chess960" : null);
            h.tag("CbFlag80", (word & 0x80000000L) != 0 ? "1" : null);
            int length = level == DecodeLevel.MOVES ? size : Math.min(size, HEADER_BYTES);
            if (buffer.length < length) {
                buffer = new byte[Math.max(length, buffer.length * 2)];
            }
            cbg.readFully(offset, buffer, 0, length);
            Board start = STANDARD;
            int movesStart = 4;
            if (setUp) {
                int positionSize = mode.chess960() ? StartPosition.CHESS960_SIZE : StartPosition.SIZE;
                if (size < 4 + positionSize) {
                    throw decodeError(cbg, offset, "start position of " + positionSize + " bytes cut by the record end ("
                            + size + " bytes)");
                }
                StartPosition position;
                try {
                    position = StartPosition.read(buffer, 4, mode.chess960());
                } catch (CbhDataException e) {
                    throw decodeError(cbg, offset + 4 + e.offset(), e.getMessage());
                }
                h.startFen(position.fen());
                if (position.warning() != null) {
                    warnings.add(cbg.name() + " byte " + (offset + 4 + StartPosition.SIZE) + ": " + position.warning());
                }
                start = position.board();
                movesStart += positionSize;
            }
            Annotations notes = annotations(warnings);
            notes.gameTags().forEach(h::tag);
            MoveTree tree = null;
            if (level == DecodeLevel.MOVES) {
                if (!mode.supported()) {
                    throw decodeError(cbg, offset, "encoding mode " + mode.number() + " is a variant chesslake does not"
                            + " decode (losing chess, shatranj, ...)");
                }
                tree = moves.decode(buffer, movesStart, size, mode, start, notes, cbg.name(), offset, warnings);
                h.plyCount(tree.plyCount());
                List<Integer> unused = notes.unused();
                if (!unused.isEmpty()) {
                    warnings.add("annotations at move counters " + unused + " name no decoded move");
                }
            }
            warn(h, warnings);
            return new Game(gameNumber(), h.build(), tree);
        } catch (IOException e) {
            throw decodeError(cbg, offset, "cannot read the record: " + e.getMessage());
        } catch (IllegalStateException | IllegalArgumentException e) {
            throw decodeError(cbg, offset, "chess core rejected the game: " + e.getMessage());
        }
    }

    private GameDecodeException decodeError(ByteSource file, long at, String reason) {
        return new GameDecodeException(file.name(), gameNumber(), at, reason);
    }

    /** The first title of a guiding text; a text that cannot be read is still a row, with a warning. */
    private void text(GameHeader.Builder h, ByteSource cbg, long offset, List<String> warnings) throws IOException {
        if (offset > cbg.size() - 4) {
            warnings.add("guiding text offset " + offset + " is past the end of " + cbg.name());
            return;
        }
        byte[] head = cbg.read(offset, 4);
        int size = Bytes.u24be(head, 1);
        int length = (int) Math.min(Math.max(size, 4), Math.min(cbg.size() - offset, 4096));
        byte[] bytes = cbg.read(offset, length);
        try {
            h.tag("CbTextTitle", GuidingText.title(bytes, 0, length, database.text()));
        } catch (CbhDataException e) {
            warnings.add(cbg.name() + " byte " + (offset + e.offset()) + ": guiding text: " + e.getMessage());
        }
    }

    private Annotations annotations(List<String> warnings) throws IOException {
        long at = record.annotationOffset();
        if (at == 0) {
            return Annotations.NONE;
        }
        ByteSource cba = database.annotations();
        if (cba == null) {
            warnings.add("annotation offset " + at + " but the database has no .cba file");
            return Annotations.NONE;
        }
        if (at > cba.size() - Annotations.HEADER_SIZE) {
            warnings.add(cba.name() + " byte " + at + ": annotation block offset is past the end of the file ("
                    + cba.size() + " bytes)");
            return Annotations.NONE;
        }
        byte[] header = cba.read(at, Annotations.HEADER_SIZE);
        long declared = Bytes.u32be(header, 10);
        int length = (int) Math.min(Math.max(declared, Annotations.HEADER_SIZE), cba.size() - at);
        byte[] bytes = cba.read(at, length);
        List<String> problems = new ArrayList<>(0);
        Annotations notes = Annotations.parse(bytes, 0, length, at, gameNumber(), database.text(), problems);
        problems.forEach(p -> warnings.add(cba.name() + ": " + p));
        return notes;
    }

    private void warn(GameHeader.Builder h, List<String> warnings) {
        h.tag("CbDecodeWarning", warnings.isEmpty() ? null : database.index().name() + ": game " + gameNumber()
                + " (index record at byte " + offset() + "): " + String.join("; ", warnings));
    }

    private void checkCurrent() {
        if (record == null) {
            throw new IllegalStateException("no current game: call next() first");
        }
    }

    @Override
    public void close() {
        // the files belong to the database
    }
}
