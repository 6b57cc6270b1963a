package org.chesslake.format.dcg;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import org.chesslake.format.DecodeLevel;
import org.chesslake.format.GameCursor;
import org.chesslake.format.Split;
import org.chesslake.game.Game;
import org.chesslake.game.GameDecodeException;
import org.chesslake.game.GameHeader;
import org.chesslake.game.MoveTree;

/**
 * Walks the index entries of one split, reading the index in blocks. The record in {@code .dcg}
 * is read only when the level asks for more than the index holds.
 */
final class DcgCursor implements GameCursor {

    private static final int ENTRIES_PER_READ = 1024;

    private final DcgDatabase database;
    private final Split split;
    private final DecodeLevel level;

    private byte[] block = new byte[0];
    private long blockFirst;
    private int blockCount;

    /** 0-based number of the current entry; split.start() - 1 before the first next(). */
    private long entry;
    private DcgIndexEntry current;
    private GameHeader indexHeader;
    private Game game;

    DcgCursor(DcgDatabase database, Split split, DecodeLevel level) {
        this.database = database;
        this.split = split;
        this.level = level;
        this.entry = split.start() - 1;
    }

    @Override
    public boolean next() throws IOException {
        if (entry + 1 >= split.end()) {
            return false;
        }
        entry++;
        if (entry >= blockFirst + blockCount) {
            blockFirst = entry;
            blockCount = (int) Math.min(ENTRIES_PER_READ, split.end() - entry);
            block = database.index().readEntries(blockFirst, blockCount);
        }
        current = DcgIndexEntry.read(block, (int) (entry - blockFirst) * DcgIndexEntry.SIZE);
        indexHeader = null;
        game = null;
        return true;
    }

    @Override
    public long gameNumber() {
        return entry + 1;
    }

    /**
     * The position of the game's record in {@code .dcg}, as the index entry gives it; the entry's own
     * position in {@code .dci} when that offset points outside the game file.
     */
    @Override
    public long offset() {
        return recordInGameFile() ? current.offset() : DcgIndex.entryPosition(entry);
    }

    private boolean recordInGameFile() {
        // a u64 with its top bit set is negative here
        return current.offset() >= DcgFile.MAGIC_SIZE && current.offset() < database.games().size();
    }

    /** The record's position; one outside the game file is the index entry's error, at its offset field. */
    private long recordOffset() {
        if (!recordInGameFile()) {
            throw new DcgFormatError(DcgFile.INDEX, DcgIndex.entryPosition(entry) + DcgIndexEntry.OFFSET_FIELD,
                    "index entry " + gameNumber() + " gives game offset " + Long.toUnsignedString(current.offset())
                            + ", outside the game file (" + database.games().size() + " bytes)");
        }
        return current.offset();
    }

    @Override
    public GameHeader indexHeader() {
        if (indexHeader == null) {
            List<String> warnings = new ArrayList<>();
            indexHeader = withWarnings(indexFields(warnings), warnings).build();
        }
        return indexHeader;
    }

    @Override
    public Game game() {
        if (game == null) {
            game = decode();
        }
        return game;
    }

    private GameHeader.Builder indexFields(List<String> warnings) {
        try {
            return DcgIndexHeader.of(current, DcgIndex.entryPosition(entry), database.nameFiles(), warnings);
        } catch (DcgFormatError e) {
            throw failure(e);
        }
    }

    private Game decode() {
        if (!level.includes(DecodeLevel.HEADER)) {
            return new Game(gameNumber(), indexHeader(), null);
        }
        List<String> warnings = new ArrayList<>();
        GameHeader.Builder header = indexFields(warnings);
        try {
            MoveTree moves = null;
            if (level.includes(DecodeLevel.MOVES)) {
                DcgRecord record = DcgRecord.read(database.games(), recordOffset());
                header.startFen(record.fen());
                moves = new DcgMoveDecoder(record, database::promotionCensus, warnings).decode();
                header.plyCount(moves.plyCount());
            } else {
                header.startFen(DcgRecord.readStartFen(database.games(), recordOffset()));
            }
            return new Game(gameNumber(), withWarnings(header, warnings).build(), moves);
        } catch (DcgFormatError e) {
            throw failure(e);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static GameHeader.Builder withWarnings(GameHeader.Builder header, List<String> warnings) {
        return header.tag(DcgIndexHeader.WARNING_TAG, String.join("; ", warnings));
    }

    private GameDecodeException failure(DcgFormatError e) {
        return new GameDecodeException(database.fileName(e.file()), gameNumber(), e.offset(), e.getMessage(), e);
    }

    @Override
    public void close() {
        // the database owns the files; a cursor holds only its block of entries
    }
}
