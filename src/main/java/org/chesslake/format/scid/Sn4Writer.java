package org.chesslake.format.scid;

import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Collects the names of the games being written and writes them as a SCID 4 name base (spec §3):
 * ids in first-use order, records sorted by SCID's byte order and front-coded, id and frequency
 * widths chosen per section as SCID chooses them.
 */
final class Sn4Writer {

    private static final int MAX_NAME = 255;

    private final List<Map<String, Integer>> ids = List.of(new HashMap<>(), new HashMap<>(), new HashMap<>(), new HashMap<>());
    private final List<List<byte[]>> names = List.of(new ArrayList<>(), new ArrayList<>(), new ArrayList<>(), new ArrayList<>());
    private final List<List<Integer>> frequencies = List.of(new ArrayList<>(), new ArrayList<>(), new ArrayList<>(), new ArrayList<>());

    /** The id of {@code name} in section {@code kind}, adding it on first use; a missing name is "?" as in SCID. */
    int use(int kind, String name) {
        String text = name == null ? "?" : name;
        Integer id = ids.get(kind).get(text);
        if (id == null) {
            id = names.get(kind).size();
            if (id >= Sn4Reader.CAPACITY[kind] - 1) {
                throw new IllegalArgumentException("more " + NameBase.KINDS.get(kind) + " names than SCID 4 can hold");
            }
            ids.get(kind).put(text, id);
            names.get(kind).add(RecordEncoder.truncate(text, MAX_NAME));
            frequencies.get(kind).add(0);
        }
        frequencies.get(kind).set(id, frequencies.get(kind).get(id) + 1);
        return id;
    }

    byte[] toBytes() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.writeBytes(Sn4Reader.MAGIC);
        put(out, 0, 4); // obsolete time stamp
        int[] maxFrequency = new int[4];
        for (int kind = 0; kind < 4; kind++) {
            put(out, names.get(kind).size(), 3);
            maxFrequency[kind] = frequencies.get(kind).stream().mapToInt(Integer::intValue).max().orElse(0);
        }
        for (int kind = 0; kind < 4; kind++) {
            put(out, maxFrequency[kind], 3);
        }
        for (int kind = 0; kind < 4; kind++) {
            List<byte[]> section = names.get(kind);
            int idWidth = section.size() >= 65536 ? 3 : 2;
            int frequencyWidth = maxFrequency[kind] >= 65536 ? 3 : maxFrequency[kind] >= 256 ? 2 : 1;
            List<Integer> order = new ArrayList<>();
            for (int id = 0; id < section.size(); id++) {
                order.add(id);
            }
            order.sort((a, b) -> Arrays.compareUnsigned(section.get(a), section.get(b))); // SCID's byte order
            byte[] previous = null;
            for (int id : order) {
                byte[] name = section.get(id);
                put(out, id, idWidth);
                put(out, frequencies.get(kind).get(id), frequencyWidth);
                out.write(name.length);
                int prefix = 0;
                if (previous != null) {
                    while (prefix < name.length && prefix < previous.length && name[prefix] == previous[prefix]) {
                        prefix++;
                    }
                    out.write(prefix);
                }
                out.write(name, prefix, name.length - prefix);
                previous = name;
            }
        }
        return out.toByteArray();
    }

    private static void put(ByteArrayOutputStream out, long value, int width) {
        for (int shift = 8 * (width - 1); shift >= 0; shift -= 8) {
            out.write((int) (value >>> shift));
        }
    }
}
