package org.chesslake.format.cbf;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.chesslake.chess.Board;
import org.chesslake.files.ByteSource;
import org.chesslake.format.DecodeLevel;
import org.chesslake.game.Game;
import org.chesslake.game.GameHeader;
import org.chesslake.game.MoveTree;
import org.chesslake.game.PartialDate;
import org.chesslake.game.Result;

/**
 * Decodes one game record of a CBF file (spec §3, §15) as far as a {@link DecodeLevel} asks:
 * HEADER reads the 14-byte header, the texts and the start position; MOVES the whole record.
 * Every length is checked against the file before anything is read.
 */
final class CbfGameReader {

    private static final String[] POSITION_SYMBOLS = {"", "+-", "±", "⩲", "=", "∞", "⩱", "∓", "-+"};

    private final ByteSource cbf;
    private final CbfText text;

    CbfGameReader(ByteSource cbf, CbfText text) {
        this.cbf = cbf;
        this.text = text;
    }

    /** The game at {@code offset} (already known to be inside the file), decoded to {@code level}. */
    Game read(long number, long offset, DecodeLevel level) throws IOException, CbfCorruptException {
        if (offset > cbf.size() - CbfHeader.SIZE) {
            throw new CbfCorruptException(0, "record header runs past the end of the CBF (" + cbf.size() + " bytes)");
        }
        CbfHeader header = CbfHeader.decode(cbf.read(offset, CbfHeader.SIZE));
        try {
            return read(number, offset, header, level);
        } catch (CbfCorruptException e) {
            if (header.checkByteMatches()) {
                throw e;
            }
            throw new CbfCorruptException(e.offset(), e.getMessage() + " (and check byte 13 is bad)");
        }
    }

    private Game read(long number, long offset, CbfHeader header, DecodeLevel level)
            throws IOException, CbfCorruptException {
        if (header.movesLength() == 0) {
            throw new CbfCorruptException(2, "moves length is 0 (at least 1)");
        }
        long size = header.recordSize();
        if (size > cbf.size() - offset) {
            throw new CbfCorruptException(0, "record of " + size + " bytes (texts " + header.playersLength() + "+"
                    + header.sourceLength() + ", moves " + (header.movesLength() - 1) + ", comments "
                    + header.commentLength() + (header.hasStartPosition() ? ", start position 33" : "")
                    + ") runs past the end of the CBF (" + (cbf.size() - offset) + " bytes left)");
        }
        boolean wholeRecord = level.includes(DecodeLevel.MOVES);
        int textsEnd = CbfHeader.SIZE + header.playersLength() + header.sourceLength();
        byte[] record = cbf.read(offset, wholeRecord ? (int) size : textsEnd);
        List<String> warnings = new ArrayList<>();
        CbfStartPosition start = header.hasStartPosition()
                ? startPosition(offset, (int) size, wholeRecord ? record : null, header, warnings)
                : null;
        GameHeader.Builder fields = headerFields(header, record, start, warnings);
        MoveTree moves = level.includes(DecodeLevel.MOVES) ? moves(header, record, start, warnings) : null;
        if (!warnings.isEmpty()) {
            fields.tag("CbfWarnings", String.join("; ", warnings));
        }
        return new Game(number, fields.build(), moves);
    }

    /** The start position at the record's end, from {@code record} when it holds the whole record. */
    private CbfStartPosition startPosition(long offset, int size, byte[] record, CbfHeader header,
                                           List<String> warnings) throws IOException, CbfCorruptException {
        int at = size - CbfStartPosition.SIZE;
        if (record != null) {
            return CbfStartPosition.decode(record, at, header, warnings);
        }
        try {
            return CbfStartPosition.decode(cbf.read(offset + at, CbfStartPosition.SIZE), 0, header, warnings);
        } catch (CbfCorruptException e) {
            throw new CbfCorruptException(at + e.offset(), e.getMessage());
        }
    }

    private GameHeader.Builder headerFields(CbfHeader header, byte[] record, CbfStartPosition start,
                                            List<String> warnings) {
        int plen = header.playersLength();
        int slen = header.sourceLength();
        CbfXor.texts(record, CbfHeader.SIZE, plen + slen);
        CbfNames.Players players = CbfNames.players(text.name(record, CbfHeader.SIZE, plen));
        String source = text.name(record, CbfHeader.SIZE + plen, slen);
        CbfNames.Source event = CbfNames.source(source);
        Integer year = header.year();
        GameHeader.Builder fields = GameHeader.builder()
                .white(players.white()).black(players.black())
                .event(event.event()).round(event.round())
                .date(year == null ? PartialDate.UNKNOWN : new PartialDate(year, 0, 0))
                .whiteElo(header.whiteElo()).blackElo(header.blackElo())
                .deleted(header.deleted())
                .tag("Source", source);
        result(header, fields, warnings);
        if (start != null) {
            fields.startFen(start.fen());
        } else {
            eco(header, fields);
        }
        if (header.marked()) {
            fields.tag("Marked", "true");
        }
        if (header.deleted()) {
            fields.tag("Deleted", "true");
        }
        if (!header.checkByteMatches()) {
            fields.tag("CbfChecksum", "bad");
            warnings.add("check byte 13 matches neither ChessBase formula");
        }
        return fields;
    }

    /** Result from bits 1-0; bits 5-2 hold an evaluation when bits 1-0 are 3 (§4.3). */
    private static void result(CbfHeader header, GameHeader.Builder fields, List<String> warnings) {
        int value = header.resultByte();
        int bits = value & 3;
        int evaluation = value >> 2 & 15;
        if ((value & 0xC0) != 0 || (bits < 3 && evaluation != 0)) {
            warnings.add("result byte " + value + " has unused bits set");
        }
        fields.result(switch (bits) {
            case 0 -> Result.BLACK_WINS;
            case 1 -> Result.DRAW;
            case 2 -> Result.WHITE_WINS;
            default -> Result.UNKNOWN;
        });
        if (bits == 3 && evaluation != 0) {
            fields.tag("CbfResultEval", evaluation < POSITION_SYMBOLS.length
                    ? POSITION_SYMBOLS[evaluation] : Integer.toString(evaluation));
        }
    }

    /** ECO1 as "A00"-"E99", ECO2 as a tag; letter F (or beyond) keeps only the raw value (§5). */
    private static void eco(CbfHeader header, GameHeader.Builder fields) {
        int eco1 = header.eco1();
        if (eco1 != 0) {
            int letter = (eco1 - 1) / 100;
            if (letter <= 4) {
                fields.eco("" + (char) ('A' + letter) + String.format("%02d", (eco1 - 1) % 100));
            } else {
                fields.tag("CbfEco", Integer.toString(eco1));
            }
        }
        if (header.eco2() != 0) {
            fields.tag("CbfEco2", String.format("%02d", header.eco2()));
        }
    }

    private MoveTree moves(CbfHeader header, byte[] record, CbfStartPosition start, List<String> warnings)
            throws CbfCorruptException {
        int movesOffset = CbfHeader.SIZE + header.playersLength() + header.sourceLength();
        int movesLength = header.movesLength() - 1;
        CbfXor.moves(record, movesOffset, movesLength, header.movesLength());
        int commentsOffset = movesOffset + movesLength;
        CbfAnnotation.Reader annotations = new CbfAnnotation.Reader(record, commentsOffset, header.commentLength(), text);
        if (header.commentLength() > 0) {
            if (annotations.startsWithSeparator()) {
                annotations.skipSeparator();
            } else {
                warnings.add("comment part does not start with 0xFF");
            }
        }
        Board board = start == null ? Board.standard() : startBoard(start, movesOffset);
        CbfEnPassant enPassant = start == null ? CbfEnPassant.NONE : start.enPassant();
        return new CbfMoveDecoder(warnings).decode(record, movesOffset, movesLength, annotations, board, enPassant);
    }

    private static Board startBoard(CbfStartPosition start, int movesOffset) throws CbfCorruptException {
        try {
            return Board.fromFen(start.fen());
        } catch (IllegalArgumentException e) {
            throw new CbfCorruptException(movesOffset, "start position " + start.fen() + " is not valid: " + e.getMessage());
        }
    }
}
