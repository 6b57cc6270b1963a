package org.chesslake.format.chessassistant;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.chesslake.chess.Board;
import org.chesslake.files.ByteSource;
import org.chesslake.files.Bytes;
import org.chesslake.format.DecodeLevel;
import org.chesslake.format.GameCursor;
import org.chesslake.format.Split;
import org.chesslake.format.chessassistant.PointerChain.BrokenChainException;
import org.chesslake.game.Game;
import org.chesslake.game.GameDecodeException;
import org.chesslake.game.GameHeader;
import org.chesslake.game.MoveTree;

/**
 * Walks the games of a split: .D00 headers read a block at a time; at HEADER the record's start
 * position is read, at MOVES the whole record. A bad game throws from {@link #game()} and the
 * cursor moves on.
 */
final class ChessAssistantCursor implements GameCursor {

    private static final int BLOCK_GAMES = 512;
    /** The most a HEADER-level read needs: the 2-byte length, code 230 and its 76 bytes. */
    private static final int HEADER_PREFIX = 2 + 1 + StartPosition.SIZE;

    private final ChessAssistantDatabase db;
    private final Split split;
    private final DecodeLevel level;
    private final IndexHeaders indexHeaders;
    private final PointerChain.Elements a02;
    private byte[] block = new byte[0];
    private long blockStart;
    private long index;
    private D00Record record;
    private GameHeader indexHeader;
    private long recordOffset = -1;

    ChessAssistantCursor(ChessAssistantDatabase db, Split split, DecodeLevel level) {
        this.db = db;
        this.split = split;
        this.level = level;
        this.indexHeaders = new IndexHeaders(db.nameBook());
        this.a02 = onDisk(db.a02());
        this.index = split.start() - 1;
        this.blockStart = split.start();
    }

    @Override
    public boolean next() throws IOException {
        if (index + 1 >= split.end()) {
            return false;
        }
        index++;
        long inBlock = index - blockStart;
        if (inBlock < 0 || inBlock >= block.length / D00Record.SIZE) {
            int count = (int) Math.min(BLOCK_GAMES, split.end() - index);
            block = db.d00().read(index * D00Record.SIZE, count * D00Record.SIZE);
            blockStart = index;
            inBlock = 0;
        }
        record = D00Record.parse(block, (int) inBlock * D00Record.SIZE);
        indexHeader = null;
        recordOffset = -1;
        return true;
    }

    @Override
    public long gameNumber() {
        return index + 1;
    }

    @Override
    public long offset() {
        return recordOffset >= 0 ? recordOffset : index * D00Record.SIZE;
    }

    @Override
    public GameHeader indexHeader() {
        if (indexHeader == null) {
            indexHeader = indexHeaders.decode(record).build();
        }
        return indexHeader;
    }

    @Override
    public Game game() {
        GameHeader index = indexHeader();
        if (!level.includes(DecodeLevel.HEADER)) {
            return new Game(gameNumber(), index, null);
        }
        try {
            return decode(index);
        } catch (IOException e) {
            throw new GameDecodeException(db.d02().name(), gameNumber(), offset(), "I/O error: " + e.getMessage(), e);
        }
    }

    private Game decode(GameHeader index) throws IOException {
        long position = locate();
        byte[] codes = codes(position);
        long base = recordOffset;
        List<String> warnings = new ArrayList<>();
        GameHeader.Builder header = index.toBuilder();
        try {
            RecordSyntax.Parsed parsed = level.includes(DecodeLevel.MOVES) ? RecordParser.parse(codes, base) : null;
            byte[] start = parsed != null ? parsed.startPosition() : RecordParser.startPosition(codes, base);
            StartPosition.Setup setup = start == null ? null : StartPosition.decode(start, base);
            if (setup != null) {
                warnings.addAll(setup.warnings());
                header.startFen(setup.fen());
            }
            MoveTree moves = null;
            if (parsed != null) {
                Board board = setup == null ? Board.standard() : board(setup.fen(), base);
                PieceNumbers numbers = setup == null ? PieceNumbers.standard() : setup.numbers();
                moves = RecordDecoder.decode(parsed.mainLine(), board, numbers, db.charset(), warnings);
                header.plyCount(moves.plyCount());
            }
            String known = index.tags().get(IndexHeaders.TAG_WARNINGS);
            if (!warnings.isEmpty()) {
                header.tag(IndexHeaders.TAG_WARNINGS, (known == null ? "" : known + "; ") + String.join("; ", warnings));
            }
            return new Game(gameNumber(), header.build(), moves);
        } catch (RecordException e) {
            throw new GameDecodeException(db.d02().name(), gameNumber(), e.offset(), e.getMessage());
        }
    }

    private static Board board(String fen, long offset) throws RecordException {
        try {
            return Board.fromFen(fen);
        } catch (IllegalArgumentException e) {
            throw new RecordException(offset, "start position " + fen + " is not playable: " + e.getMessage());
        }
    }

    /** The record position through the .A02 chain (§5). */
    private long locate() throws IOException {
        try {
            return PointerChain.resolve(a02, Integer.toUnsignedLong(record.gameId()));
        } catch (BrokenChainException e) {
            throw new GameDecodeException(db.a02().name(), gameNumber(), e.element() * 4,
                    "game id " + Integer.toUnsignedLong(record.gameId()) + ": " + e.getMessage());
        }
    }

    /** The record's codes after its 1- or 2-byte length (§6.1); at HEADER only as many as a start position needs. */
    private byte[] codes(long position) throws IOException {
        ByteSource d02 = db.d02();
        long size = d02.size();
        recordOffset = position;
        if (position >= size) {
            throw new GameDecodeException(d02.name(), gameNumber(), position, "record position " + position
                    + " outside the D02 (" + size + " bytes)");
        }
        int first = d02.read(position, 1)[0] & 0xFF;
        int prefix = 1;
        int length = first;
        if (first >= 128) {
            if (position + 1 >= size) {
                throw new GameDecodeException(d02.name(), gameNumber(), position, "record length runs past the end of the D02");
            }
            length = (first & 127) + 128 * (d02.read(position + 1, 1)[0] & 0xFF);
            prefix = 2;
        }
        if (length > size - position - prefix) {
            throw new GameDecodeException(d02.name(), gameNumber(), position, "record length " + length
                    + " runs past the end of the D02 (" + (size - position - prefix) + " bytes left)");
        }
        recordOffset = position + prefix;
        int wanted = level.includes(DecodeLevel.MOVES) ? length : Math.min(length, HEADER_PREFIX);
        return d02.read(recordOffset, wanted);
    }

    private static PointerChain.Elements onDisk(ByteSource source) {
        return new PointerChain.Elements() {
            @Override
            public long count() {
                return source.size() / 4;
            }

            @Override
            public int get(long element) throws IOException {
                return Bytes.s32le(source.read(element * 4, 4), 0);
            }
        };
    }

    @Override
    public void close() {
        // the database owns the files
    }
}
