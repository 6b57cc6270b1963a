package org.chesslake.format.scid;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import org.chesslake.files.BadDatabaseException;
import org.chesslake.files.ByteSource;
import org.chesslake.files.Bytes;

/**
 * Reads a SCID 4 name base ({@code .sn4}, spec §3): a 36-byte header, then four front-coded
 * sections whose id and frequency widths depend on each section's count and maximum frequency.
 */
final class Sn4Reader {

    static final byte[] MAGIC = "Scid.sn\0".getBytes(StandardCharsets.ISO_8859_1);
    static final int HEADER = 36;
    /** Name capacity per section: the id widths of the index (20, 19, 19, 18 bits). */
    static final int[] CAPACITY = {1 << 20, 1 << 19, 1 << 19, 1 << 18};
    /** The smallest record: 2-byte id, 1-byte frequency, length byte. */
    private static final int MIN_RECORD = 4;
    private static final long MAX_FILE = 1L << 30;

    private final String file;
    private final byte[] bytes;
    private int position;

    private Sn4Reader(String file, byte[] bytes) {
        this.file = file;
        this.bytes = bytes;
    }

    static NameBase read(ByteSource source) throws IOException {
        if (source.size() < HEADER || source.size() > MAX_FILE) {
            throw new BadDatabaseException(source.name(), "name file has an impossible size of " + source.size() + " bytes");
        }
        return new Sn4Reader(source.name(), source.read(0, (int) source.size())).read();
    }

    private NameBase read() throws BadDatabaseException {
        for (int i = 0; i < MAGIC.length; i++) {
            if (bytes[i] != MAGIC[i]) {
                throw new BadDatabaseException(file, "not a SCID name file (bad magic)");
            }
        }
        int[] counts = new int[4];
        int[] maxFrequency = new int[4];
        long total = 0;
        for (int kind = 0; kind < 4; kind++) {
            counts[kind] = Bytes.u24be(bytes, 12 + 3 * kind);
            maxFrequency[kind] = Bytes.u24be(bytes, 24 + 3 * kind);
            if (counts[kind] > CAPACITY[kind]) {
                throw new BadDatabaseException(file, "section " + NameBase.KINDS.get(kind) + " claims "
                        + counts[kind] + " names, more than SCID can hold");
            }
            total += counts[kind];
        }
        if (total * MIN_RECORD > bytes.length - HEADER) {
            throw new BadDatabaseException(file, "name counts (" + total + ") exceed what " + bytes.length + " bytes can hold");
        }
        position = HEADER;
        String[][] names = new String[4][];
        for (int kind = 0; kind < 4; kind++) {
            names[kind] = section(kind, counts[kind], counts[kind] >= 65536 ? 3 : 2, frequencyWidth(maxFrequency[kind]));
        }
        return new NameBase(names);
    }

    private static int frequencyWidth(int maxFrequency) {
        return maxFrequency >= 65536 ? 3 : maxFrequency >= 256 ? 2 : 1;
    }

    private String[] section(int kind, int count, int idWidth, int frequencyWidth) throws BadDatabaseException {
        String[] names = new String[count];
        byte[] previous = new byte[255];
        for (int k = 0; k < count; k++) {
            need(idWidth + frequencyWidth + (k == 0 ? 1 : 2));
            int id = idWidth == 3 ? Bytes.u24be(bytes, position) : Bytes.u16be(bytes, position);
            position += idWidth + frequencyWidth;
            int length = bytes[position++] & 0xFF;
            int prefix = k == 0 ? 0 : bytes[position++] & 0xFF;
            if (prefix > length) {
                throw corrupt(kind, k, "shares " + prefix + " bytes with the previous name but is only " + length + " long");
            }
            need(length - prefix);
            System.arraycopy(bytes, position, previous, prefix, length - prefix);
            position += length - prefix;
            if (id >= count || names[id] != null) {
                throw corrupt(kind, k, "has id " + id + (id >= count ? " beyond the section's " + count + " names" : " twice"));
            }
            names[id] = ScidText.decode(previous, 0, length);
        }
        return names;
    }

    private void need(int n) throws BadDatabaseException {
        if (n > bytes.length - position) {
            throw new BadDatabaseException(file, "name file ends early at byte " + position);
        }
    }

    private BadDatabaseException corrupt(int kind, int record, String what) {
        return new BadDatabaseException(file, NameBase.KINDS.get(kind) + " name record " + record + " " + what);
    }
}
