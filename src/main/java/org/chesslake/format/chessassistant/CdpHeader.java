package org.chesslake.format.chessassistant;

import java.io.IOException;
import java.nio.charset.Charset;
import org.chesslake.files.BadDatabaseException;
import org.chesslake.files.ByteSource;
import org.chesslake.files.Bytes;

/**
 * The .CDP database header (§2): signature, format version, number of games, description.
 *
 * @param signature   the creating program, e.g. "Chess Assistant 3.0 database."
 * @param version     the format version without its leading line feed
 * @param gameCount   number of games (= .D00 records)
 * @param description the database comment
 */
record CdpHeader(String signature, String version, int gameCount, String description) {

    static final int SIGNATURE_SIZE = 50;
    static final int VERSION_SIZE = 50;
    static final int FIXED_SIZE = 112;

    static CdpHeader read(ByteSource cdp, Charset charset) throws IOException {
        if (cdp.size() < FIXED_SIZE) {
            throw new BadDatabaseException(cdp.name(), "CDP header needs " + FIXED_SIZE + " bytes, file has " + cdp.size());
        }
        byte[] fixed = cdp.read(0, FIXED_SIZE);
        int count = Bytes.s32le(fixed, 104);
        int descriptionLength = Bytes.s32le(fixed, 108);
        if (count < 0) {
            throw new BadDatabaseException(cdp.name(), "negative game count " + count + " at byte 104");
        }
        if (descriptionLength < 0 || descriptionLength > cdp.size() - FIXED_SIZE) {
            throw new BadDatabaseException(cdp.name(), "description length " + descriptionLength
                    + " at byte 108 runs past the end of the file (" + cdp.size() + " bytes)");
        }
        String description = new String(cdp.read(FIXED_SIZE, descriptionLength), charset);
        String version = CaFields.zeroPadded(fixed, SIGNATURE_SIZE, VERSION_SIZE, charset).strip();
        return new CdpHeader(CaFields.zeroPadded(fixed, 0, SIGNATURE_SIZE, charset), version, count, description);
    }

    boolean knownVersion() {
        return CaReadings.KNOWN_VERSION.equals(version);
    }

    byte[] encode(Charset charset) {
        byte[] text = description.getBytes(charset);
        return new ByteWriter()
                .zeroPadded(signature.getBytes(charset), SIGNATURE_SIZE)
                .zeroPadded(("\n" + version).getBytes(charset), VERSION_SIZE)
                .s32(0)
                .s32(gameCount)
                .s32(text.length)
                .bytes(text)
                .toByteArray();
    }
}
