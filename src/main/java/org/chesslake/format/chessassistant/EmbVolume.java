package org.chesslake.format.chessassistant;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.chesslake.files.BadDatabaseException;
import org.chesslake.files.ByteSource;
import org.chesslake.files.Bytes;

/**
 * The .EMB embedded file system (§3): a header pointing at the root directory, and every file
 * (the root included) stored as a chain of fragments listed in an 8-byte-entry table.
 * Every table entry and fragment is checked against the EMB size before it is read.
 */
final class EmbVolume {

    static final int HEADER_SIZE = 144;
    static final int ROOT_LENGTH_AT = 136;
    static final int ROOT_OFFSET_AT = 140;
    static final int ENTRY_SIZE = 256;
    static final int ENTRY_NAME_AT = 28;
    static final int FRAGMENT_ENTRY_SIZE = 8;
    /** The first two words of a root directory entry, as the seed saw them. */
    static final int ENTRY_WORD_0 = 0;
    static final int ENTRY_WORD_1 = 2;

    /** One root directory entry. */
    record Entry(String name, int length, int offset) {
    }

    private final ByteSource emb;
    private final Map<String, Entry> byName;
    private final List<String> warnings;

    private EmbVolume(ByteSource emb, Map<String, Entry> byName, List<String> warnings) {
        this.emb = emb;
        this.byName = byName;
        this.warnings = warnings;
    }

    static EmbVolume open(ByteSource emb) throws IOException {
        if (emb.size() < HEADER_SIZE) {
            throw new BadDatabaseException(emb.name(), "EMB header needs " + HEADER_SIZE + " bytes, file has " + emb.size());
        }
        byte[] header = emb.read(0, HEADER_SIZE);
        byte[] root = readFile(emb, "root directory", Bytes.s32le(header, ROOT_LENGTH_AT), Bytes.s32le(header, ROOT_OFFSET_AT));
        if (root.length % ENTRY_SIZE != 0) {
            throw new BadDatabaseException(emb.name(), "root directory length " + root.length
                    + " is not a multiple of " + ENTRY_SIZE);
        }
        Map<String, Entry> byName = new LinkedHashMap<>();
        List<String> warnings = new ArrayList<>();
        for (int at = 0; at < root.length; at += ENTRY_SIZE) {
            Entry entry = entry(emb, root, at);
            if (Bytes.s32le(root, at) != ENTRY_WORD_0 || Bytes.s32le(root, at + 4) != ENTRY_WORD_1) {
                warnings.add("root entry " + entry.name() + " starts with " + Bytes.s32le(root, at) + ", "
                        + Bytes.s32le(root, at + 4) + " instead of " + ENTRY_WORD_0 + ", " + ENTRY_WORD_1);
            }
            byName.putIfAbsent(entry.name().toLowerCase(Locale.ROOT), entry);
        }
        return new EmbVolume(emb, byName, warnings);
    }

    private static Entry entry(ByteSource emb, byte[] root, int at) throws BadDatabaseException {
        int nameEnd = at + ENTRY_NAME_AT;
        while (nameEnd < at + ENTRY_SIZE && root[nameEnd] != 0) {
            nameEnd++;
        }
        if (nameEnd == at + ENTRY_SIZE) {
            throw new BadDatabaseException(emb.name(), "root entry " + at / ENTRY_SIZE + ": file name not NUL-terminated");
        }
        // Inner file names are ASCII ("Players.d01"); ISO-8859-1 keeps any other byte visible in messages.
        String name = new String(root, at + ENTRY_NAME_AT, nameEnd - at - ENTRY_NAME_AT, StandardCharsets.ISO_8859_1);
        return new Entry(name, Bytes.s32le(root, at + 8), Bytes.s32le(root, at + 12));
    }

    /** The root directory in file order. */
    List<Entry> entries() {
        return List.copyOf(byName.values());
    }

    List<String> warnings() {
        return Collections.unmodifiableList(warnings);
    }

    /** The content of the embedded file {@code name} (found case-insensitively); missing is an error. */
    byte[] file(String name) throws IOException {
        Entry entry = byName.get(name.toLowerCase(Locale.ROOT));
        if (entry == null) {
            throw new BadDatabaseException(emb.name(), "embedded file " + name + " is missing");
        }
        return readFile(emb, entry.name(), entry.length(), entry.offset());
    }

    /** getFile(length, offset) of §3.2: follow the fragment table until {@code length} bytes are collected. */
    private static byte[] readFile(ByteSource emb, String what, int length, int tableOffset) throws IOException {
        long size = emb.size();
        if (length < 0 || length > size) {
            throw new BadDatabaseException(emb.name(), "embedded file " + what + ": length " + length
                    + " outside the EMB (" + size + " bytes)");
        }
        byte[] content = new byte[length];
        long entryAt = tableOffset;
        long entriesLeft = size / FRAGMENT_ENTRY_SIZE;
        int filled = 0;
        while (filled < length) {
            if (entriesLeft-- == 0) {
                throw new BadDatabaseException(emb.name(), "embedded file " + what + ": fragment table longer than the EMB");
            }
            if (entryAt < 0 || entryAt > size - FRAGMENT_ENTRY_SIZE) {
                throw new BadDatabaseException(emb.name(), "embedded file " + what + ": fragment table entry at byte "
                        + entryAt + " lies outside the EMB (" + size + " bytes)");
            }
            byte[] fragment = emb.read(entryAt, FRAGMENT_ENTRY_SIZE);
            long fragmentLength = Bytes.u32le(fragment, 0);
            // §12 item 7: off_i is a position in the EMB (the seed's "CDP" is a slip).
            long fragmentOffset = Bytes.u32le(fragment, 4);
            if (fragmentOffset > size || fragmentLength > size - fragmentOffset) {
                throw new BadDatabaseException(emb.name(), "embedded file " + what + ": fragment of " + fragmentLength
                        + " bytes at byte " + fragmentOffset + " (table entry at byte " + entryAt
                        + ") runs past the end of the EMB (" + size + " bytes)");
            }
            int take = (int) Math.min(fragmentLength, length - filled);
            emb.readFully(fragmentOffset, content, filled, take);
            filled += take;
            entryAt += FRAGMENT_ENTRY_SIZE;
        }
        return content;
    }
}
