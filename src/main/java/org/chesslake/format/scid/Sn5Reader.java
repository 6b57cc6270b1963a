package org.chesslake.format.scid;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.chesslake.files.BadDatabaseException;
import org.chesslake.files.ByteSource;

/**
 * Reads a SCID 5 name base ({@code .sn5}, spec §5): records of a LEB128 varint {@code v} and
 * {@code v >> 3} data bytes, {@code v & 7} the kind; a name's id is its ordinal within its kind.
 */
final class Sn5Reader {

    private static final int DATABASE_INFO = 4;
    private static final int MAX_VARINT_BYTES = 10;
    private static final long MAX_FILE = 1L << 30;

    private Sn5Reader() {
    }

    static NameBase read(ByteSource source) throws IOException {
        if (source.size() > MAX_FILE) {
            throw new BadDatabaseException(source.name(), "name file of " + source.size() + " bytes is too large");
        }
        byte[] bytes = source.read(0, (int) source.size());
        List<List<String>> lists = List.of(new ArrayList<>(), new ArrayList<>(), new ArrayList<>(), new ArrayList<>());
        int position = 0;
        while (position < bytes.length) {
            long value = 0;
            int shift = 0;
            int b;
            do {
                if (position >= bytes.length || shift >= 7 * MAX_VARINT_BYTES) {
                    throw new BadDatabaseException(source.name(), "bad record header at byte " + position);
                }
                b = bytes[position++] & 0xFF;
                value |= (long) (b & 0x7F) << shift;
                shift += 7;
            } while ((b & 0x80) != 0);
            int kind = (int) (value & 7);
            long length = value >>> 3;
            if (length > bytes.length - position || kind > DATABASE_INFO) {
                throw new BadDatabaseException(source.name(), "bad record at byte " + position
                        + (kind > DATABASE_INFO ? ": unknown kind " + kind : ": length " + length + " runs past the end"));
            }
            if (kind < DATABASE_INFO) {
                lists.get(kind).add(ScidText.decode(bytes, position, (int) length));
            }
            position += (int) length;
        }
        String[][] names = new String[4][];
        for (int kind = 0; kind < 4; kind++) {
            names[kind] = lists.get(kind).toArray(String[]::new);
        }
        return new NameBase(names);
    }
}
