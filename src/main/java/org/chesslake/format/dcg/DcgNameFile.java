package org.chesslake.format.dcg;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import org.chesslake.files.BadDatabaseException;
import org.chesslake.files.ByteSource;

/**
 * One of the name files ({@code .dcn}, {@code .dcs}, {@code .dce}): the magic, then 36-byte
 * UTF-8 records padded with spaces (spec §3). Held in memory: name files are small and every
 * game of a split resolves its references here.
 */
final class DcgNameFile {

    static final int RECORD_SIZE = 36;

    private final String file;
    private final long size;
    private final String[] names;
    /** Records whose 36 bytes cut a UTF-8 character (the writer truncates by bytes). */
    private final boolean[] cut;

    private DcgNameFile(String file, long size, String[] names, boolean[] cut) {
        this.file = file;
        this.size = size;
        this.names = names;
        this.cut = cut;
    }

    static DcgNameFile read(DcgFile kind, ByteSource source) throws IOException {
        long size = source.size();
        kind.checkMagic(source);
        if ((size - DcgFile.MAGIC_SIZE) % RECORD_SIZE != 0) {
            throw new BadDatabaseException(source.name(), "size " + size + " is not the 10-byte magic plus"
                    + " whole 36-byte name records");
        }
        if (size > Integer.MAX_VALUE) {
            throw new BadDatabaseException(source.name(), "name file of " + size + " bytes is too large");
        }
        byte[] bytes = source.read(DcgFile.MAGIC_SIZE, (int) size - DcgFile.MAGIC_SIZE);
        int count = bytes.length / RECORD_SIZE;
        String[] names = new String[count];
        boolean[] cut = new boolean[count];
        for (int i = 0; i < count; i++) {
            byte[] record = Arrays.copyOfRange(bytes, i * RECORD_SIZE, (i + 1) * RECORD_SIZE);
            String text = new String(record, StandardCharsets.UTF_8);
            names[i] = text.strip();
            cut[i] = !Arrays.equals(text.getBytes(StandardCharsets.UTF_8), record); // valid UTF-8 re-encodes to itself
        }
        return new DcgNameFile(source.name(), size, names, cut);
    }

    String file() {
        return file;
    }

    int count() {
        return names.length;
    }

    /** Whether {@code ref} is the position of a record of this file (0, "no name", is not). */
    boolean isRecord(long ref) {
        return ref >= DcgFile.MAGIC_SIZE && (ref - DcgFile.MAGIC_SIZE) % RECORD_SIZE == 0
                && ref + RECORD_SIZE <= size;
    }

    /** The record number of a valid reference. */
    int recordOf(long ref) {
        return (int) ((ref - DcgFile.MAGIC_SIZE) / RECORD_SIZE);
    }

    String name(int record) {
        return names[record];
    }

    boolean isCut(int record) {
        return cut[record];
    }
}
