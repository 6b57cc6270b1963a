package org.chesslake.format.ccbridge;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.chesslake.files.Bytes;
import org.chesslake.format.DecodeLevel;
import org.chesslake.game.FreeTextDate;
import org.chesslake.game.Game;
import org.chesslake.game.GameDecodeException;
import org.chesslake.game.GameHeader;
import org.chesslake.game.Result;
import org.chesslake.xiangqi.Board;
import org.chesslake.xiangqi.Piece;
import org.chesslake.xiangqi.RecordTree;
import org.chesslake.xiangqi.Square;

/**
 * Decodes one 象棋桥 (CCBridge) game record (spec {@code chessbridge-cbr-cbl.md} §2–3): a whole
 * {@code .cbr} file or one record of a {@code .cbl} library, which are byte for byte the same.
 * Offsets in errors are absolute file offsets. A move tree cut short or holding an illegal
 * main-line move keeps its legal part in {@link GameDecodeException#partial()}.
 */
final class CcbRecord {

    static final byte[] MAGIC = "CCBridge Record\0".getBytes(StandardCharsets.US_ASCII);
    /** The fixed part: header fields, board and playback state; the move stream starts here. */
    static final int MOVES_AT = 2214;
    private static final int BOARD_AT = 2120;
    private static final int KIND = 2;

    private final String file;
    private final long gameNumber;
    private final byte[] bytes;
    private final int start;
    private final int end;
    private final long base;
    private final List<String> warnings = new ArrayList<>();
    /** Where the move tree's walk ended (relative to the record), once read. */
    private int treeEnd = -1;
    /** The move-stream record {@link #readRecord} read last (spec §3.3). */
    private int from;
    private int to;
    private int flags;
    private String comment;

    /**
     * @param bytes holds the record at {@code [start, end)}: the file, or a library record's slots
     * @param base  the file offset of {@code bytes[0]}
     */
    CcbRecord(String file, long gameNumber, byte[] bytes, int start, int end, long base) {
        this.file = file;
        this.gameNumber = gameNumber;
        this.bytes = bytes;
        this.start = start;
        this.end = end;
        this.base = base;
    }

    /** The record's GUID bytes (20–35), which a library's index repeats as text. */
    byte[] guid() {
        byte[] guid = new byte[16];
        System.arraycopy(bytes, start + 20, guid, 0, 16);
        return guid;
    }

    /** Record size as the walk found it (fixed part + move stream); -1 before {@link #game} read the tree. */
    int size() {
        return treeEnd;
    }

    /** Header fields and tags (no start position: its side to move needs the tree). */
    GameHeader.Builder header() {
        if (end - start < MAGIC.length || !Arrays.equals(bytes, start, start + MAGIC.length, MAGIC, 0, MAGIC.length)) {
            throw error(start, "no CCBridge record magic");
        }
        if (end - start < MOVES_AT) {
            throw error(start, "record of " + (end - start) + " bytes is shorter than its fixed part (" + MOVES_AT + ")");
        }
        int kind = u8(19);
        if (kind != KIND) {
            throw error(start + 19, "record kind " + kind + " is not supported (only kind 2 is described)");
        }
        GameHeader.Builder h = GameHeader.builder();
        h.tag("Title", text(180, 128));
        h.tag("Category", text(308, 256));
        h.tag("Source", text(564, 64));
        h.tag("EventCategory", text(628, 64));
        h.event(text(692, 64));
        h.round(text(756, 64));
        h.tag("Group", text(820, 32));
        h.tag("Board", text(852, 32));
        String date = text(884, 64);
        FreeTextDate parsed = FreeTextDate.parse(date);
        h.date(parsed.date());
        if (!parsed.complete()) {
            h.tag("Date", date);
        }
        h.site(text(948, 64));
        h.tag("TimeControl", text(1012, 64));
        h.white(text(1076, 64));
        h.tag("RedTeam", text(1140, 64));
        h.tag("RedTime", text(1204, 64));
        h.tag("RedScore", text(1268, 32));
        h.black(text(1300, 64));
        h.tag("BlackTeam", text(1364, 64));
        h.tag("BlackTime", text(1428, 64));
        h.tag("BlackScore", text(1492, 32));
        h.tag("Referee", text(1524, 64));
        h.tag("Recorder", text(1588, 64));
        h.tag("Annotator", text(1652, 64));
        h.tag("Author", text(1780, 64));
        h.tag("Created", text(1908, 40));
        h.tag("Modified", text(1972, 40));
        h.tag("CbrKind", String.valueOf(u8(2040)));
        int result = u8(2076);
        h.result(switch (result) {
            case 1 -> Result.WHITE_WINS;
            case 2 -> Result.BLACK_WINS;
            case 3 -> Result.DRAW;
            default -> Result.UNKNOWN;
        });
        if (result > 3) {
            h.tag("CbrResult", String.valueOf(result));
        }
        return h;
    }

    /** The game as far as {@code level}; {@code header} is this record's {@link #header()} (plus the caller's fields). */
    Game game(GameHeader.Builder header, DecodeLevel level) {
        int[] pieces = board();
        RecordTree tree = readTree();
        boolean chapter = isEmpty(pieces);
        if (chapter) {
            // a library's chapter or category record: text, no position, no moves
            header.tag("CbrHeaderRecord", "true");
            if (tree.moveCount() > 0) {
                throw error(start + MOVES_AT, "a record with an empty board has moves");
            }
        }
        int hint = u8(2112) == 2 ? Piece.BLACK : Piece.RED;
        int side = tree.sideToMove(pieces, hint);
        if (tree.firstMoveFrom() >= 0 && side != hint) {
            warnings.add("header side to move (" + u8(2112) + ") disagrees with the first move");
        }
        Board startBoard = null;
        if (!chapter) {
            try {
                startBoard = Board.of(pieces, side);
            } catch (IllegalArgumentException e) {
                throw error(start + BOARD_AT, "bad start position: " + e.getMessage());
            }
            String fen = startBoard.toFen();
            header.startFen(fen.equals(Board.STANDARD_FEN) ? null : fen);
        }
        if (!level.includes(DecodeLevel.MOVES)) {
            return new Game(gameNumber, withWarnings(header).build(), null);
        }
        // a chapter record has no move to play: its board is never set up
        RecordTree.Replay replay = tree.replay(chapter ? Board.standard() : startBoard);
        warnings.addAll(replay.cutWarnings());
        header.plyCount(replay.moves().plyCount());
        Game game = new Game(gameNumber, withWarnings(header).build(), replay.moves());
        if (replay.stop() != null) {
            throw new GameDecodeException(file, gameNumber, replay.stop().offset(), replay.stop().reason(), game);
        }
        return game;
    }

    private GameHeader.Builder withWarnings(GameHeader.Builder header) {
        return header.tag("CbrWarnings", warnings.isEmpty() ? null : String.join("; ", warnings));
    }

    /** The 90 board bytes (spec §1): colour in the high nibble, type in the low one. */
    private int[] board() {
        int[] pieces = new int[Square.COUNT];
        for (int v = 0; v < Square.COUNT; v++) {
            int b = u8(BOARD_AT + v);
            if (b == 0) {
                continue;
            }
            int color = b >> 4;
            int type = switch (b & 0x0F) {
                case 1 -> Piece.ROOK;
                case 2 -> Piece.HORSE;
                case 3 -> Piece.ELEPHANT;
                case 4 -> Piece.ADVISOR;
                case 5 -> Piece.KING;
                case 6 -> Piece.CANNON;
                case 7 -> Piece.PAWN;
                default -> 0;
            };
            if (type == 0 || color < 1 || color > 2) {
                throw error(start + BOARD_AT + v, String.format("unknown board byte %02x", b));
            }
            pieces[square(v)] = Piece.of(color == 1 ? Piece.RED : Piece.BLACK, type);
        }
        return pieces;
    }

    private static boolean isEmpty(int[] pieces) {
        for (int piece : pieces) {
            if (piece != Piece.EMPTY) {
                return false;
            }
        }
        return true;
    }

    /** CCBridge's square (row by row from Black's back rank) as a {@link Square}, or -1 above 89. */
    private static int square(int v) {
        return v > 89 ? -1 : Square.of(v % 9, 9 - v / 9);
    }

    /** A record that does not fit in the bytes the record may use. */
    private static final class BadRecord extends Exception {
        final long offset;

        BadRecord(long offset, String message) {
            super(message, null, false, false);
            this.offset = offset;
        }
    }

    private int readRecord(int at) throws BadRecord {
        if (end - at < 4) {
            throw new BadRecord(base + at, at >= end
                    ? "the move tree ends at byte " + (base + at) + " before its last record"
                    : "move record at byte " + (base + at) + " runs past the end of the record");
        }
        flags = Bytes.u8(bytes, at);
        if ((flags & 0xF8) != 0) {
            throw new BadRecord(base + at, String.format("move record at byte %d has unknown flags %02x", base + at, flags));
        }
        from = Bytes.u8(bytes, at + 2);
        to = Bytes.u8(bytes, at + 3);
        comment = null;
        int next = at + 4;
        if ((flags & 0x04) != 0) {
            if (end - next < 4) {
                throw new BadRecord(base + at, "move record at byte " + (base + at) + " runs past the end of the record");
            }
            long length = Bytes.u32le(bytes, next);
            next += 4;
            if (length > end - next) {
                throw new BadRecord(base + at, "move record at byte " + (base + at) + ": comment of " + length
                        + " bytes runs past the end of the record (" + (end - next) + " bytes left)");
            }
            comment = RecordTree.comment(new String(bytes, next, (int) length, StandardCharsets.UTF_16LE));
            next += (int) length;
        }
        return next;
    }

    /** The tree as far as the record holds it; where it ends early, {@link RecordTree#endEarly} says why. */
    private RecordTree readTree() {
        int at = start + MOVES_AT;
        RecordTree tree;
        try {
            int next = readRecord(at);
            if ((flags & 0x02) != 0) {
                warnings.add("the start record has an alternative flag; ignored");
            }
            tree = new RecordTree(comment, (flags & 0x01) == 0, base + at);
            at = next;
        } catch (BadRecord e) {
            RecordTree empty = new RecordTree(null, false, base + at);
            empty.endEarly(e.offset, e.getMessage());
            return empty;
        }
        try {
            while (!tree.complete()) {
                int next = readRecord(at);
                tree.add(square(from), square(to), (flags & 0x01) == 0, (flags & 0x02) != 0, comment, base + at);
                at = next;
            }
        } catch (BadRecord e) {
            tree.endEarly(e.offset, e.getMessage());
            return tree;
        }
        treeEnd = at - start;
        return tree;
    }

    /** A UTF-16LE field at {@code offset} in the record, ended by a 00 00 code unit or the field's end. */
    private String text(int offset, int size) {
        int from = start + offset;
        int length = 0;
        while (length + 1 < size && (bytes[from + length] != 0 || bytes[from + length + 1] != 0)) {
            length += 2;
        }
        return new String(bytes, from, length, StandardCharsets.UTF_16LE).strip();
    }

    /** The byte at {@code offset} in the record. */
    private int u8(int offset) {
        return Bytes.u8(bytes, start + offset);
    }

    GameDecodeException error(long at, String reason) {
        return new GameDecodeException(file, gameNumber, base + at, reason);
    }
}
