package org.chesslake.format.dcg;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

/**
 * One name file as the reference encoder writes it (spec §8): every distinct name once, in
 * UTF-16 order, as 36 UTF-8 bytes padded with spaces or cut after 36 bytes. Its lookup matches
 * the name against the record as read back, so a name that was cut, or that has spaces at either
 * end, gets reference 0 although its record is written.
 */
final class DcgNameFileWriter {

    private final DcgFile kind;
    private final List<byte[]> records = new ArrayList<>();
    private final Map<String, Long> refs = new HashMap<>();

    /** @param names the names games use; nulls (no tag) are ignored */
    DcgNameFileWriter(DcgFile kind, Iterable<String> names) {
        this.kind = kind;
        TreeSet<String> sorted = new TreeSet<>(); // String order is UTF-16 code-unit order
        for (String name : names) {
            if (name != null) {
                sorted.add(name);
            }
        }
        for (String name : sorted) {
            byte[] record = record(name);
            long ref = DcgFile.MAGIC_SIZE + (long) records.size() * DcgNameFile.RECORD_SIZE;
            records.add(record);
            if (new String(record, StandardCharsets.UTF_8).strip().equals(name)) {
                refs.put(name, ref);
            }
        }
    }

    private static byte[] record(String name) {
        byte[] utf8 = name.getBytes(StandardCharsets.UTF_8);
        byte[] record = new byte[DcgNameFile.RECORD_SIZE];
        Arrays.fill(record, (byte) ' ');
        System.arraycopy(utf8, 0, record, 0, Math.min(utf8.length, record.length));
        return record;
    }

    /** The reference a game stores for {@code name}: its record's position, or 0. */
    long ref(String name) {
        return name == null ? 0 : refs.getOrDefault(name, 0L);
    }

    byte[] bytes() {
        byte[] file = new byte[DcgFile.MAGIC_SIZE + records.size() * DcgNameFile.RECORD_SIZE];
        System.arraycopy(kind.magic(), 0, file, 0, DcgFile.MAGIC_SIZE);
        for (int i = 0; i < records.size(); i++) {
            System.arraycopy(records.get(i), 0, file, DcgFile.MAGIC_SIZE + i * DcgNameFile.RECORD_SIZE,
                    DcgNameFile.RECORD_SIZE);
        }
        return file;
    }
}
