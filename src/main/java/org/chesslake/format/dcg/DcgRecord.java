package org.chesslake.format.dcg;

import java.io.IOException;
import org.chesslake.format.ByteSource;

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

    /** Reads the record whose length field is at {@code offset}, checking every bound against the file. */
    static DcgRecord read(ByteSource games, long offset) throws IOException {
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
        byte[] body = games.read(bodyStart, (int) length);
        RecordBytes in = new RecordBytes(DcgFile.GAMES, body, bodyStart, 0, body.length);
        long markerAt = in.filePosition();
        int marker = in.u8();
        String fen = switch (marker) {
            case STANDARD_START -> null;
            case FEN_START -> {
                long at = in.filePosition();
                long fenLength = Ber.read(in);
                if (fenLength > in.remaining()) {
                    throw in.error(at, "FEN length " + fenLength + " runs past the end of the record ("
                            + in.remaining() + " bytes left)");
                }
                yield in.utf8((int) fenLength, "FEN");
            }
            default -> throw in.error(markerAt, "invalid start position marker " + marker);
        };
        return new DcgRecord(body, bodyStart, fen, (int) (in.filePosition() - bodyStart));
    }

    /** A fresh reader over the move tokens. */
    DcgTokenReader tokens() {
        return new DcgTokenReader(new RecordBytes(DcgFile.GAMES, body, bodyStart, tokensStart, body.length));
    }
}
