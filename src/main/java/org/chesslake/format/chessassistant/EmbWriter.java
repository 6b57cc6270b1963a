package org.chesslake.format.chessassistant;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Writes an .EMB volume (§3) so that readers meet the format's awkward cases: every file, the root
 * directory included, is cut into small fragments of varying size, the fragments of different
 * files are interleaved with garbage between them, some tables hold a zero-length entry and some
 * last fragments overshoot the file length (the reader cuts them).
 */
final class EmbWriter {

    /** Fragment sizes used in turn; small, so even short name files span several fragments. */
    private static final int[] FRAGMENT_SIZES = {40, 64, 23, 96};
    private static final byte GARBAGE = (byte) 0xA5;
    private static final int OVERSHOOT = 3;

    private final Map<String, byte[]> files = new LinkedHashMap<>();
    private final String signature;
    private final String version;

    EmbWriter(String signature, String version) {
        this.signature = signature;
        this.version = version;
    }

    EmbWriter add(String name, byte[] content) {
        files.put(name, content);
        return this;
    }

    byte[] build() {
        ByteWriter out = new ByteWriter()
                .zeroPadded(signature.getBytes(StandardCharsets.ISO_8859_1), 64)
                .zeroPadded(("\n" + version).getBytes(StandardCharsets.ISO_8859_1), 64)
                .s32(0).s32(0)
                .s32(0).s32(0); // root length and offset, patched below
        List<byte[]> contents = new ArrayList<>(files.values());
        List<List<int[]>> fragments = writeInterleaved(out, contents);
        List<Integer> tables = new ArrayList<>();
        for (int i = 0; i < contents.size(); i++) {
            tables.add(writeTable(out, fragments.get(i), i % 2 == 1, i == 0));
        }
        byte[] root = root(contents, tables);
        List<int[]> rootFragments = writeInterleaved(out, List.of(root)).get(0);
        int rootTable = writeTable(out, rootFragments, false, false);
        out.putS32(EmbVolume.ROOT_LENGTH_AT, root.length);
        out.putS32(EmbVolume.ROOT_OFFSET_AT, rootTable);
        return out.toByteArray();
    }

    private byte[] root(List<byte[]> contents, List<Integer> tables) {
        ByteWriter root = new ByteWriter();
        int i = 0;
        for (String name : files.keySet()) {
            root.s32(EmbVolume.ENTRY_WORD_0).s32(EmbVolume.ENTRY_WORD_1)
                    .s32(contents.get(i).length).s32(tables.get(i))
                    .s32(0).s32(0).s32(0)
                    .zeroPadded(name.getBytes(StandardCharsets.ISO_8859_1), EmbVolume.ENTRY_SIZE - EmbVolume.ENTRY_NAME_AT);
            i++;
        }
        return root.toByteArray();
    }

    /** Writes the files' fragments round-robin; returns per file its (offset, length) pairs. */
    private static List<List<int[]>> writeInterleaved(ByteWriter out, List<byte[]> contents) {
        List<List<int[]>> fragments = new ArrayList<>();
        int[] written = new int[contents.size()];
        for (int i = 0; i < contents.size(); i++) {
            fragments.add(new ArrayList<>());
        }
        int turn = 0;
        boolean more = true;
        while (more) {
            more = false;
            for (int i = 0; i < contents.size(); i++) {
                byte[] content = contents.get(i);
                if (written[i] < content.length) {
                    int size = Math.min(FRAGMENT_SIZES[turn++ % FRAGMENT_SIZES.length], content.length - written[i]);
                    fragments.get(i).add(new int[] {out.size(), size});
                    out.bytes(java.util.Arrays.copyOfRange(content, written[i], written[i] + size));
                    written[i] += size;
                    out.u8(GARBAGE); // a gap, so no fragment follows its predecessor directly
                    more |= written[i] < content.length;
                }
            }
        }
        // Room for the overshooting last fragments: they may read OVERSHOOT bytes past their data.
        for (int i = 0; i < OVERSHOOT; i++) {
            out.u8(GARBAGE);
        }
        return fragments;
    }

    private static int writeTable(ByteWriter out, List<int[]> fragments, boolean overshoot, boolean zeroEntry) {
        int table = out.size();
        for (int k = 0; k < fragments.size(); k++) {
            int[] fragment = fragments.get(k);
            if (zeroEntry && k == 1) {
                out.s32(0).s32(fragment[0]); // a zero-length fragment: allowed, contributes nothing
            }
            boolean last = k == fragments.size() - 1;
            out.s32(fragment[1] + (last && overshoot ? OVERSHOOT : 0)).s32(fragment[0]);
        }
        return table;
    }
}
