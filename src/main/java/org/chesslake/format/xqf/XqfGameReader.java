package org.chesslake.format.xqf;

import java.nio.charset.Charset;
import java.util.ArrayList;
import java.util.List;
import org.chesslake.files.Bytes;
import org.chesslake.format.DecodeLevel;
import org.chesslake.format.SingleGameFile;
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
 * Decodes the one game of an XQF file held in memory (spec {@code xqf.md}): the 1024-byte header,
 * the start position from the piece layout, and the move tree from 0x400. Problems with the game
 * are {@link GameDecodeException}s naming the file, game 1 and the byte offset; a tree cut short or
 * holding an illegal main-line move keeps its legal part in {@link GameDecodeException#partial()}.
 */
final class XqfGameReader {

    static final int HEADER_SIZE = 0x400;
    static final long GAME_NUMBER = SingleGameFile.GAME_NUMBER;
    static final Charset GB18030 = Charset.forName("GB18030");

    /** XQStudio writes up to 18; newer files are read as 18 (spec §3). */
    private static final int NEWEST_VERSION = 18;
    /** Piece of each layout slot: R N B A K A B N R C C P P P P P, Red then Black. */
    private static final int[] SLOT_TYPES = {
            Piece.ROOK, Piece.HORSE, Piece.ELEPHANT, Piece.ADVISOR, Piece.KING, Piece.ADVISOR, Piece.ELEPHANT,
            Piece.HORSE, Piece.ROOK, Piece.CANNON, Piece.CANNON, Piece.PAWN, Piece.PAWN, Piece.PAWN, Piece.PAWN,
            Piece.PAWN};

    private final String file;
    private final byte[] bytes;
    private final List<String> warnings = new ArrayList<>();
    private int version;
    private XqfKeys keys;

    /** @param bytes the whole file */
    XqfGameReader(String file, byte[] bytes) {
        this.file = file;
        this.bytes = bytes;
    }

    /** The header fields alone (title, players, event, date, result, the rest as tags). */
    GameHeader header() {
        return headerFields().build();
    }

    /** The game decoded as far as {@code level}: HEADER adds the start position, MOVES the tree. */
    Game game(DecodeLevel level) {
        GameHeader.Builder header = headerFields();
        RecordTree tree = readTree();
        int[] pieces = layout();
        int whoPlay = (bytes[0x32] & 0xFF) == 1 ? Piece.BLACK : Piece.RED;
        int side = tree.sideToMove(pieces, whoPlay);
        if (tree.firstMoveFrom() >= 0 && side != whoPlay) {
            warnings.add("header side to move (" + (bytes[0x32] & 0xFF) + ") disagrees with the first move");
            header.tag("XqfWhoPlay", String.valueOf(bytes[0x32] & 0xFF));
        }
        Board start;
        try {
            start = Board.of(pieces, side);
        } catch (IllegalArgumentException e) {
            throw error(0x10, "bad start position: " + e.getMessage());
        }
        String fen = start.toFen();
        header.startFen(fen.equals(Board.STANDARD_FEN) ? null : fen);
        if (!level.includes(DecodeLevel.MOVES)) {
            return new Game(GAME_NUMBER, withWarnings(header).build(), null);
        }
        RecordTree.Replay replay = tree.replay(start);
        warnings.addAll(replay.cutWarnings());
        header.plyCount(replay.moves().plyCount());
        Game game = new Game(GAME_NUMBER, withWarnings(header).build(), replay.moves());
        if (replay.stop() != null) {
            throw new GameDecodeException(file, GAME_NUMBER, replay.stop().offset(), replay.stop().reason(), game);
        }
        return game;
    }

    private GameHeader.Builder withWarnings(GameHeader.Builder header) {
        return header.tag("XqfWarnings", warnings.isEmpty() ? null : String.join("; ", warnings));
    }

    private GameHeader.Builder headerFields() {
        if (bytes.length < HEADER_SIZE) {
            throw error(bytes.length, "truncated header: the file has " + bytes.length + " bytes, an XQF header "
                    + HEADER_SIZE);
        }
        if (bytes[0] != 'X' || bytes[1] != 'Q') {
            throw error(0, "not an XQF file (no XQ magic)");
        }
        version = bytes[2] & 0xFF;
        if (version > NEWEST_VERSION) {
            warnings.add("version " + version + " read as " + NEWEST_VERSION);
        }
        if (version <= 10) {
            keys = XqfKeys.NONE;
        } else {
            int checksum = XqfKeys.checksum(bytes);
            if (checksum != 0) {
                throw error(0x0C, "key checksum is " + checksum + ", not 0");
            }
            keys = XqfKeys.of(bytes);
        }
        GameHeader.Builder h = GameHeader.builder();
        int titleLength = bytes[0x50] & 0xFF;
        if (titleLength >= 64 && titleLength <= 127) {
            h.tag("Title", text(0x51, titleLength)); // an overlong title runs on through the second title
        } else {
            h.tag("Title", field(0x50, 64, "title"));
            h.tag("Title2", field(0x90, 64, "second title"));
        }
        h.event(field(0xD0, 64, "event"));
        String date = field(0x110, 16, "date");
        FreeTextDate parsed = FreeTextDate.parse(date);
        h.date(parsed.date());
        if (!parsed.complete()) {
            h.tag("Date", date);
        }
        h.site(field(0x120, 16, "site"));
        h.white(field(0x130, 16, "red player"));
        h.black(field(0x140, 16, "black player"));
        h.tag("TimeControl", field(0x150, 64, "time control"));
        h.tag("RedTime", field(0x190, 16, "red time"));
        h.tag("BlackTime", field(0x1A0, 16, "black time"));
        h.tag("Annotator", field(0x1D0, 16, "annotator"));
        h.tag("Author", field(0x1E0, 16, "author"));
        int result = bytes[0x33] & 0xFF;
        h.result(switch (result) {
            case 1 -> Result.WHITE_WINS;
            case 2 -> Result.BLACK_WINS;
            case 3 -> Result.DRAW;
            default -> Result.UNKNOWN;
        });
        if (result > 3) {
            h.tag("XqfResult", String.valueOf(result));
        }
        h.tag("XqfVersion", String.valueOf(version));
        h.tag("XqfType", String.valueOf(bytes[0x40] & 0xFF));
        int stepNo = Bytes.u16le(bytes, 0x30);
        if (stepNo != 0) {
            h.tag("XqfPlayStepNo", String.valueOf(stepNo));
        }
        return h;
    }

    /** A Pascal string field (spec §2.1): an overlong length is cut to the field with a warning. */
    private String field(int offset, int size, String what) {
        int length = bytes[offset] & 0xFF;
        if (length > size - 1) {
            warnings.add(what + " length " + length + " cut to " + (size - 1));
            length = size - 1;
        }
        return text(offset + 1, length);
    }

    /** GB18030 with replacement; a double-byte character cut by the writer leaves no trailing U+FFFD. */
    private String text(int offset, int length) {
        String s = new String(bytes, offset, length, GB18030).strip();
        while (s.endsWith("\uFFFD")) {
            s = s.substring(0, s.length() - 1).strip();
        }
        return s;
    }

    /** The 90 points of the start position, from the 32 layout slots (spec §5.1). */
    private int[] layout() {
        int[] slots = new int[32];
        for (int i = 0; i < 32; i++) {
            int raw = bytes[0x10 + i] & 0xFF;
            slots[version >= 12 ? (i + 1 + keys.xy()) & 31 : i] = raw;
        }
        int[] pieces = new int[Square.COUNT];
        for (int slot = 0; slot < 32; slot++) {
            int xy = (slots[slot] - keys.xy()) & 0xFF;
            if (xy > 89) {
                continue; // off the board
            }
            int square = square(xy);
            if (pieces[square] != Piece.EMPTY) {
                throw error(0x10, "two pieces on " + Square.name(square) + " in the piece layout");
            }
            int color = slot < 16 ? Piece.RED : Piece.BLACK;
            pieces[square] = Piece.of(color, SLOT_TYPES[slot & 15]);
            if (!reachable(SLOT_TYPES[slot & 15], color, square)) {
                warnings.add("piece layout: " + Piece.fenChar(pieces[square]) + " on " + Square.name(square)
                        + ", a point it cannot reach");
            }
        }
        return pieces;
    }

    /** Whether a piece of {@code type} can ever stand on {@code square} (spec §5.1: else a warning). */
    private static boolean reachable(int type, int color, int square) {
        int file = Square.file(square);
        // ranks counted from the piece's own back rank
        int rank = color == Piece.RED ? Square.rank(square) : 9 - Square.rank(square);
        return switch (type) {
            case Piece.ADVISOR -> Square.inPalace(square, color) && (file + rank) % 2 == 1;
            case Piece.ELEPHANT -> rank <= 4 && rank % 2 == 0 && file % 2 == 0 && (file + rank) % 4 == 2;
            case Piece.PAWN -> rank >= 5 || rank >= 3 && file % 2 == 0;
            default -> true;
        };
    }

    /** XQF's {@code file·10 + rank} as a {@link Square}, or -1 above 89. */
    private static int square(int xy) {
        return xy > 89 ? -1 : Square.of(xy / 10, xy % 10);
    }

    /** The tree as far as the file holds it; where it ends early, {@link RecordTree#endEarly} says why. */
    private RecordTree readTree() {
        byte[] plain = bytes.clone();
        keys.decipher(plain, HEADER_SIZE);
        TreeCursor cursor = new TreeCursor(plain);
        RecordTree tree;
        try {
            cursor.read();
            if (cursor.alternative) {
                warnings.add("the start record has an alternative flag; ignored");
            }
            tree = new RecordTree(cursor.comment, cursor.continues, HEADER_SIZE);
        } catch (TruncatedRecord e) {
            RecordTree empty = new RecordTree(null, false, HEADER_SIZE);
            empty.endEarly(e.offset, e.getMessage());
            return empty;
        }
        try {
            while (!tree.complete()) {
                long at = cursor.position;
                cursor.read();
                tree.add(square(cursor.from), square(cursor.to), cursor.continues, cursor.alternative,
                        cursor.comment, at);
            }
        } catch (TruncatedRecord e) {
            tree.endEarly(e.offset, e.getMessage());
            return tree;
        }
        if (cursor.position < plain.length) {
            warnings.add((plain.length - cursor.position) + " bytes after the move tree");
        }
        return tree;
    }

    /** A record that does not fit in the file. */
    private static final class TruncatedRecord extends Exception {
        final long offset;

        TruncatedRecord(long offset, String message) {
            super(message, null, false, false);
            this.offset = offset;
        }
    }

    /** Reads deciphered records (spec §6.1–6.2) one after the other. */
    private final class TreeCursor {
        final byte[] plain;
        int position = HEADER_SIZE;
        int from;
        int to;
        boolean continues;
        boolean alternative;
        String comment;

        TreeCursor(byte[] plain) {
            this.plain = plain;
        }

        void read() throws TruncatedRecord {
            int at = position;
            int fixed = version <= 10 ? 8 : 4;
            if (plain.length - at < fixed) {
                throw new TruncatedRecord(at, at >= plain.length
                        ? "the move tree ends at byte " + at + " before its last record"
                        : "record at byte " + at + " runs past the end of the file");
            }
            from = (plain[at] - 0x18 - keys.xyf()) & 0xFF;
            to = (plain[at + 1] - 0x20 - keys.xyt()) & 0xFF;
            int flags = plain[at + 2] & 0xFF;
            long length;
            if (version <= 10) {
                continues = (flags & 0xF0) != 0;
                alternative = (flags & 0x0F) != 0;
                length = Bytes.u32le(plain, at + 4);
            } else {
                continues = (flags & 0x80) != 0;
                alternative = (flags & 0x40) != 0;
                length = 0;
                if ((flags & 0x20) != 0) {
                    if (plain.length - at < 8) {
                        throw new TruncatedRecord(at, "record at byte " + at + " runs past the end of the file");
                    }
                    fixed = 8;
                    long stored = Bytes.u32le(plain, at + 4);
                    length = stored == 0 ? 0 : stored - keys.rmk();
                }
            }
            if (length < 0) {
                throw new TruncatedRecord(at, "record at byte " + at + " has a negative comment length (" + length + ")");
            }
            int textAt = at + fixed;
            if (length > plain.length - textAt) {
                throw new TruncatedRecord(at, "record at byte " + at + ": comment of " + length
                        + " bytes runs past the end of the file (" + (plain.length - textAt) + " bytes left)");
            }
            comment = length == 0 ? null : RecordTree.comment(new String(plain, textAt, (int) length, GB18030));
            position = textAt + (int) length;
        }
    }

    private GameDecodeException error(long offset, String reason) {
        return new GameDecodeException(file, GAME_NUMBER, offset, reason);
    }
}
