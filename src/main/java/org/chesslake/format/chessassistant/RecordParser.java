package org.chesslake.format.chessassistant;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.List;
import org.chesslake.files.Bytes;
import org.chesslake.format.chessassistant.RecordSyntax.Comment;
import org.chesslake.format.chessassistant.RecordSyntax.Element;
import org.chesslake.format.chessassistant.RecordSyntax.MoveCode;
import org.chesslake.format.chessassistant.RecordSyntax.Parsed;
import org.chesslake.format.chessassistant.RecordSyntax.UnknownByte;
import org.chesslake.format.chessassistant.RecordSyntax.Variation;

/**
 * Splits the codes of one record into moves, variations and comments (§6.1, §6.10). Every operand
 * is checked against the bytes left in the record; nothing is allocated from an unchecked length.
 */
final class RecordParser {

    static final int START_POSITION = 230;
    static final int START_POSITION_SIZE = 76;
    static final int VARIATION_START = 231;
    static final int VARIATION_END = 232;
    static final int SKIP_BYTE = 233;
    static final int SYMBOL_COMMENT = 234;
    static final int SHORT_COMMENT = 235;
    static final int LONG_COMMENT = 236;
    /** Deeper nesting is taken as corrupt: it bounds the decoder's recursion (real games nest a few levels). */
    static final int MAX_VARIATION_DEPTH = 100;
    /** A record length is 1 byte below 128, else 2 bytes: (b1 & 127) + 128 · b2 (§6.1, §12 item 19). */
    static final int MAX_RECORD_LENGTH = 127 + 128 * 255;

    private final byte[] bytes;
    private final long base;
    private final int end;
    private int at;

    /**
     * @param bytes the record's codes (without the length prefix)
     * @param base  the .D02 offset of {@code bytes[0]}
     */
    private RecordParser(byte[] bytes, long base) {
        this.bytes = bytes;
        this.base = base;
        // §12 item 6: reading stops when exactly the record length is consumed.
        this.end = bytes.length;
    }

    static Parsed parse(byte[] codes, long base) throws RecordException {
        return new RecordParser(codes, base).parse();
    }

    /** Only the start position, for the HEADER level: no move is parsed. */
    static byte[] startPosition(byte[] codes, long base) throws RecordException {
        RecordParser parser = new RecordParser(codes, base);
        if (codes.length == 0 || Bytes.u8(codes, 0) != START_POSITION) {
            return null;
        }
        parser.at = 1;
        return parser.take(START_POSITION_SIZE, base, "start position");
    }

    private Parsed parse() throws RecordException {
        byte[] start = null;
        if (end > 0 && Bytes.u8(bytes, 0) == START_POSITION) {
            at = 1;
            start = take(START_POSITION_SIZE, base, "start position");
        }
        Deque<List<Element>> open = new ArrayDeque<>();
        Deque<Long> openedAt = new ArrayDeque<>();
        List<Element> line = new ArrayList<>();
        while (at < end) {
            long offset = base + at;
            int code = Bytes.u8(bytes, at++);
            if (code <= MoveTable.LAST_PIECE_CODE || code == MoveTable.LONG_CASTLING
                    || code == MoveTable.SHORT_CASTLING || code == MoveTable.NULL_MOVE) {
                line.add(new MoveCode(offset, code, 0, 0, false));
            } else if (code == MoveTable.PROMOTION) {
                byte[] operands = take(2, offset, "promotion");
                line.add(new MoveCode(offset, code, Bytes.u8(operands, 0), Bytes.u8(operands, 1), false));
            } else if (code == MoveTable.EN_PASSANT) {
                if (at >= end || Bytes.u8(bytes, at) >= 32) {
                    throw new RecordException(offset, "en passant (210) not followed by a pawn code");
                }
                line.add(new MoveCode(offset, Bytes.u8(bytes, at++), 0, 0, true));
            } else if (code >= MoveTable.EXTENDED_FIRST && code <= MoveTable.EXTENDED_LAST) {
                line.add(new MoveCode(offset, code, Bytes.u8(take(1, offset, "extended move"), 0), 0, false));
            } else if (code == START_POSITION) {
                throw new RecordException(offset, "start position (230) after the first code");
            } else if (code == VARIATION_START) {
                if (open.size() == MAX_VARIATION_DEPTH) {
                    throw new RecordException(offset, "variations nested deeper than " + MAX_VARIATION_DEPTH);
                }
                open.push(line);
                openedAt.push(offset);
                line = new ArrayList<>();
            } else if (code == VARIATION_END) {
                if (open.isEmpty()) {
                    throw new RecordException(offset, "end of variation (232) without a start");
                }
                List<Element> variation = line;
                line = open.pop();
                line.add(new Variation(openedAt.pop(), variation));
            } else if (code == SKIP_BYTE) {
                line.add(new UnknownByte(offset, Bytes.u8(take(1, offset, "code 233"), 0)));
            } else if (code == SYMBOL_COMMENT) {
                line.add(comment(offset, 2));
            } else if (code == SHORT_COMMENT) {
                line.add(comment(offset, Bytes.u8(take(1, offset, "comment length"), 0)));
            } else if (code == LONG_COMMENT) {
                long length = Bytes.u32le(take(4, offset, "comment length"), 0);
                line.add(comment(offset, length));
            } else {
                throw new RecordException(offset, "unknown code " + code);
            }
        }
        if (!open.isEmpty()) {
            throw new RecordException(openedAt.peek(), "variation (231) still open at the end of the record");
        }
        return new Parsed(start, line);
    }

    private Comment comment(long offset, long length) throws RecordException {
        if (length < 1 || length > end - at) {
            throw new RecordException(offset, "comment of " + length + " bytes runs past the end of the record ("
                    + (end - at) + " bytes left)");
        }
        byte[] body = take((int) length, offset, "comment");
        return new Comment(offset, Bytes.u8(body, 0), Arrays.copyOfRange(body, 1, body.length));
    }

    private byte[] take(int count, long codeOffset, String what) throws RecordException {
        if (count > end - at) {
            throw new RecordException(codeOffset, what + " needs " + count + " bytes, the record has " + (end - at) + " left");
        }
        byte[] part = Arrays.copyOfRange(bytes, at, at + count);
        at += count;
        return part;
    }
}
