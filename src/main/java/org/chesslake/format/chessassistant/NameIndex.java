package org.chesslake.format.chessassistant;

import java.nio.charset.Charset;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The writer's side of one name list: names interned to ids in first-use order, id 0 being the
 * empty name (a field without a value), and the list's inner files built from them with
 * redirected pointers (§3.4).
 */
final class NameIndex {

    private final NameList.Kind kind;
    private final Map<String, Integer> ids = new LinkedHashMap<>();
    private final List<String> titles = new ArrayList<>();

    NameIndex(NameList.Kind kind) {
        this.kind = kind;
        id("", null);
    }

    /** The id of {@code name} (null: the empty name); the first non-null title given is kept. */
    int id(String name, String title) {
        String key = name == null ? "" : name;
        Integer id = ids.get(key);
        if (id == null) {
            id = ids.size();
            ids.put(key, id);
            titles.add(title);
        } else if (titles.get(id) == null && title != null) {
            titles.set(id, title);
        }
        return id;
    }

    List<String> names() {
        return new ArrayList<>(ids.keySet());
    }

    /** The list's inner files in the order of §3.3: .cdp, .iii, .axx, .dxx, .d00, .a01, .d01. */
    Map<String, byte[]> files(Charset charset, byte[] playersD00) {
        List<String> names = names();
        ByteWriter d01 = new ByteWriter();
        int[] positions = new int[names.size()];
        // The empty name first (spare .a01 elements hold 0 and so point at it), then the others in
        // reverse id order with a gap byte before each: only .a01 says where a record lies.
        for (int i = 0; i < names.size(); i++) {
            int id = i == 0 ? 0 : names.size() - i;
            if (i > 0) {
                d01.u8(0xEE);
            }
            positions[id] = d01.size();
            byte[] name = names.get(id).getBytes(charset);
            byte[] title = titles.get(id) == null ? new byte[0] : titles.get(id).getBytes(charset);
            d01.u8(name.length);
            if (kind.titled) {
                d01.u8(title.length);
            }
            d01.bytes(name).bytes(kind.titled ? title : new byte[0]);
        }
        ByteWriter iii = new ByteWriter();
        List<Integer> sorted = new ArrayList<>(ids.values());
        sorted.sort(Comparator.comparing(names::get));
        sorted.forEach(iii::s32);
        byte[] mask = new byte[(names.size() + 7) / 8];
        java.util.Arrays.fill(mask, (byte) 0xFF);
        Map<String, byte[]> files = new LinkedHashMap<>();
        files.put(kind.stem + ".cdp", new byte[0]);
        files.put(kind.stem + ".iii", iii.toByteArray());
        files.put(kind.stem + ".axx", mask);
        files.put(kind.stem + ".dxx", mask.clone());
        files.put(kind.stem + ".d00", kind == NameList.Kind.PLAYERS ? playersD00 : new byte[0]);
        files.put(kind.stem + ".a01", RedirectedArray.build(positions));
        files.put(kind.stem + ".d01", d01.toByteArray());
        return files;
    }
}
