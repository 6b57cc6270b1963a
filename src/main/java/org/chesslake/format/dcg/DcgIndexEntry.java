package org.chesslake.format.dcg;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;

/**
 * One 39-byte entry of the {@code .dci} index, as stored (spec §2.2). References are byte
 * positions of 36-byte records in the name files, 0 meaning "no name"; numbers are 0 when unknown.
 *
 * @param status   0x00 normal, 0xFF deleted
 * @param offset   position of the game's BER length in {@code .dcg} (u64; negative when the top bit is set)
 * @param result   0 = *, 1 = 1-0, 2 = 0-1, 3 = 1/2-1/2
 * @param ecoBytes the 3 ECO bytes, one char per byte (ISO-8859-1), so any byte value survives
 */
public record DcgIndexEntry(int status, long offset, long whiteRef, long blackRef, int round,
                            long siteRef, long eventRef, int whiteElo, int blackElo, int result,
                            String ecoBytes, int year, int month, int day) {

    public static final int SIZE = 39;
    public static final int STATUS_DELETED = 0xFF;

    /** Field positions inside an entry, for error messages that point at the bytes. */
    static final int OFFSET_FIELD = 1;
    static final int WHITE_FIELD = 9;
    static final int BLACK_FIELD = 13;
    static final int SITE_FIELD = 19;
    static final int EVENT_FIELD = 23;
    static final int RESULT_FIELD = 31;

    public DcgIndexEntry {
        if (ecoBytes.length() != 3) {
            throw new IllegalArgumentException("ECO must be 3 bytes: '" + ecoBytes + "'");
        }
    }

    /** Reads the entry at {@code at} in {@code bytes} (the caller has checked that 39 bytes are there). */
    static DcgIndexEntry read(byte[] bytes, int at) {
        ByteBuffer in = ByteBuffer.wrap(bytes, at, SIZE); // big-endian by default
        int status = in.get() & 0xFF;
        long offset = in.getLong();
        long white = in.getInt() & 0xFFFF_FFFFL;
        long black = in.getInt() & 0xFFFF_FFFFL;
        int round = in.getShort() & 0xFFFF;
        long site = in.getInt() & 0xFFFF_FFFFL;
        long event = in.getInt() & 0xFFFF_FFFFL;
        int whiteElo = in.getShort() & 0xFFFF;
        int blackElo = in.getShort() & 0xFFFF;
        int result = in.get() & 0xFF;
        byte[] eco = new byte[3];
        in.get(eco);
        int year = in.getShort() & 0xFFFF;
        int month = in.get() & 0xFF;
        int day = in.get() & 0xFF;
        return new DcgIndexEntry(status, offset, white, black, round, site, event, whiteElo, blackElo,
                result, new String(eco, StandardCharsets.ISO_8859_1), year, month, day);
    }

    /** Appends the 39 bytes of this entry. */
    void write(ByteBuffer out) {
        out.put((byte) status)
                .putLong(offset)
                .putInt((int) whiteRef)
                .putInt((int) blackRef)
                .putShort((short) round)
                .putInt((int) siteRef)
                .putInt((int) eventRef)
                .putShort((short) whiteElo)
                .putShort((short) blackElo)
                .put((byte) result)
                .put(ecoBytes.getBytes(StandardCharsets.ISO_8859_1))
                .putShort((short) year)
                .put((byte) month)
                .put((byte) day);
    }

    public boolean deleted() {
        return status == STATUS_DELETED;
    }

    /** The ECO bytes as text (UTF-8, the writer copies the tag's first 3 bytes); null when all zero. */
    public String ecoText() {
        if (ecoBytes.equals("\0\0\0")) {
            return null;
        }
        return new String(ecoBytes.getBytes(StandardCharsets.ISO_8859_1), StandardCharsets.UTF_8);
    }
}
