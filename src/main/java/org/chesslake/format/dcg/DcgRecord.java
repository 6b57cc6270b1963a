package org.chesslake.format.dcg;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import org.chesslake.files.ByteSource;

/**
 * One game record of the {@code .dcg} file: a BER length counting every byte after it, the start
 * position (marker 0 = standard, 1 = FEN follows) and the move tokens (spec §4).
 *
 * @param body        the bytes after the length field
 * @param bodyStart   file position of {@code body[0]}
 * @param fen         the start position's FEN, null for the standard start
 * @param tokensStart index in {@code body} of the first token
 */
record DcgRecord(byte[] body, long bodyStart, String fen, int tokensStart) {

    static final int STANDARD_START = 0;
    static final int FEN_START = 1;
    /** Longest BER length form: 0x84 and four bytes. */
    private static final int MAX_BER_SIZE = 5;

    /** Reads the whole record whose length field is at {@code offset}, checking every bound against the file. */
    static DcgRecord read(ByteSource games, long offset) throws IOException {
        Location location = locate(games, offset);
        byte[] body = games.read(location.bodyStart(), location.length());
        RecordBytes in = new RecordBytes(DcgFile.GAMES, body, location.bodyStart(), 0, body.length);
        int fenLength = fenLength(in, location.end());
        String fen = fenLength < 0 ? null : in.utf8(fenLength, "FEN");
        return new DcgRecord(body, location.bodyStart(), fen, (int) (in.filePosition() - location.bodyStart()));
    }

    /** Reads only as far as the start position: what a header needs, without the moves. */
    static String readStartFen(ByteSource games, long offset) throws IOException {
        Location location = locate(games, offset);
        int headSize = Math.min(location.length(), 1 + MAX_BER_SIZE);
        RecordBytes head = new RecordBytes(DcgFile.GAMES, games.read(location.bodyStart(), headSize),
                location.bodyStart(), 0, headSize);
        int fenLength = fenLength(head, location.end());
        return fenLength < 0 ? null : new String(games.read(head.filePosition(), fenLength), StandardCharsets.UTF_8);
    }

    /** A fresh reader over the move tokens. */
    DcgTokenReader tokens() {
        return new DcgTokenReader(new RecordBytes(DcgFile.GAMES, body, bodyStart, tokensStart, body.length));
    }

    /** Where a record's bytes after its length field lie. */
    private record Location(long bodyStart, int length) {

        long end() {
            return bodyStart + length;
        }
    }

    private static Location locate(ByteSource games, long offset) throws IOException {
        long size = games.size();
        if (offset < DcgFile.MAGIC_SIZE || offset >= size) { // a u64 with its top bit set is negative here
            throw new DcgFormatError(DcgFile.GAMES, offset, "game offset " + Long.toUnsignedString(offset)
                    + " is outside the game file (" + size + " bytes)");
        }
        int headSize = (int) Math.min(MAX_BER_SIZE, size - offset);
        RecordBytes head = new RecordBytes(DcgFile.GAMES, games.read(offset, headSize), offset, 0, headSize);
        long length = Ber.read(head);
        long bodyStart = head.filePosition();
        if (length > size - bodyStart || length > Integer.MAX_VALUE) {
            throw new DcgFormatError(DcgFile.GAMES, offset, "game length " + length + " runs past the end of the"
                    + " game file (" + (size - bodyStart) + " bytes left)");
        }
        if (length == 0) {
            throw new DcgFormatError(DcgFile.GAMES, offset, "empty game record (no start position marker)");
        }
        return new Location(bodyStart, (int) length);
    }

    /**
     * Reads the start marker and, after marker 1, the FEN's length, checked against the record's
     * end; returns that length, or -1 for the standard start. The reader then stands at the FEN.
     */
    private static int fenLength(RecordBytes in, long recordEnd) {
        long markerAt = in.filePosition();
        int marker = in.u8();
        if (marker == STANDARD_START) {
            return -1;
        }
        if (marker != FEN_START) {
            throw in.error(markerAt, "invalid start position marker " + marker);
        }
        long at = in.filePosition();
        long length = Ber.read(in);
        long left = recordEnd - in.filePosition();
        if (length > left) {
            throw in.error(at, "FEN length " + length + " runs past the end of the record (" + left + " bytes left)");
        }
        return (int) length;
    }
}
