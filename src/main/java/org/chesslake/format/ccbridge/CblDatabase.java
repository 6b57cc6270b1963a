package org.chesslake.format.ccbridge;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.chesslake.files.BadDatabaseException;
import org.chesslake.files.ByteSource;
import org.chesslake.files.Bytes;
import org.chesslake.files.InputFile;
import org.chesslake.format.DecodeLevel;
import org.chesslake.format.GameCursor;
import org.chesslake.format.HeaderField;
import org.chesslake.format.IndexedDatabase;
import org.chesslake.format.Split;
import org.chesslake.game.Game;
import org.chesslake.game.GameDecodeException;
import org.chesslake.game.GameHeader;

/**
 * An open CCBridge library (spec {@code chessbridge-cbr-cbl.md} §4). Every used index entry is a
 * game, numbered from 1 in index order, deleted ones included ({@code deleted = true}); a chapter
 * record without a board is a game without moves tagged {@code CbrHeaderRecord}. Records follow
 * the index, each on {@code slots} 4096-byte slots, in the order of the used entries; splits are
 * ranges of those entries.
 */
public final class CblDatabase implements IndexedDatabase {

    static final int INDEX_AT = 66624;
    static final int ENTRY_SIZE = 276;
    static final int SLOT_SIZE = 4096;
    private static final int SLOTS_AT = 60;
    private static final int STATE_DELETED = 5;

    /**
     * A used index entry.
     *
     * @param at           the entry's file offset
     * @param recordOffset where its record starts
     */
    record Entry(long at, int state, long slots, long size, String guid, String title, long recordOffset) {
        boolean deleted() {
            return state == STATE_DELETED;
        }
    }

    private final ByteSource source;
    private final List<Entry> entries;

    private CblDatabase(ByteSource source, List<Entry> entries) {
        this.source = source;
        this.entries = entries;
    }

    static CblDatabase open(InputFile file) throws IOException {
        ByteSource source = file.openBytes();
        try {
            return new CblDatabase(source, readIndex(source));
        } catch (IOException | RuntimeException e) {
            source.close();
            throw e;
        }
    }

    private static List<Entry> readIndex(ByteSource source) throws IOException {
        String name = source.name();
        long size = source.size();
        CcbMagic magic = size < 16 ? CcbMagic.NONE : CcbMagic.of(source.read(0, 16));
        if (magic == CcbMagic.LEGACY_LIBRARY) {
            throw new BadDatabaseException(name, "legacy CCBridge library format not supported (a compressed"
                    + " library of an older CCBridge; open and save it in a newer CCBridge)");
        }
        if (magic != CcbMagic.LIBRARY) {
            throw new BadDatabaseException(name, "not a CCBridge library (no CCBridgeLibrary magic at byte 0)");
        }
        if (size < INDEX_AT) {
            throw new BadDatabaseException(name, "truncated library header: " + size + " bytes, the header has " + INDEX_AT);
        }
        byte[] head = source.read(0, 64);
        long slots = Bytes.u32le(head, SLOTS_AT);
        if (slots > (size - INDEX_AT) / ENTRY_SIZE) {
            throw new BadDatabaseException(name, "the index of " + slots + " entries (count at byte " + SLOTS_AT
                    + ") runs past the end of the file (" + size + " bytes)");
        }
        byte[] index = source.read(INDEX_AT, (int) slots * ENTRY_SIZE);
        long recordOffset = INDEX_AT + slots * ENTRY_SIZE;
        List<Entry> entries = new ArrayList<>();
        for (int i = 0; i < slots; i++) {
            int at = i * ENTRY_SIZE;
            int state = Bytes.s32le(index, at);
            if (state == 0) {
                continue;
            }
            long recordSlots = Bytes.u32le(index, at + 8);
            entries.add(new Entry(INDEX_AT + (long) at, state, recordSlots, Bytes.u32le(index, at + 12),
                    utf16(index, at + 20, 80), utf16(index, at + 100, 128), recordOffset));
            recordOffset += recordSlots * SLOT_SIZE;
        }
        return entries;
    }

    @Override
    public String file() {
        return source.name();
    }

    /** The index holds the deleted mark; everything else is in the records. */
    @Override
    public Set<HeaderField> indexFields() {
        return EnumSet.of(HeaderField.DELETED);
    }

    @Override
    public long entryCount() {
        return entries.size();
    }

    @Override
    public GameCursor cursor(Split split, DecodeLevel level) {
        return new Cursor(split, level);
    }

    @Override
    public void close() throws IOException {
        source.close();
    }

    private final class Cursor implements GameCursor {
        private final DecodeLevel level;
        private final long end;
        private long current;
        private Entry entry;
        private GameHeader indexHeader;
        private Game game;

        Cursor(Split split, DecodeLevel level) {
            this.level = level;
            this.current = split.start() - 1;
            this.end = Math.min(split.end(), entries.size());
        }

        @Override
        public boolean next() {
            indexHeader = null;
            game = null;
            if (current + 1 >= end) {
                entry = null;
                return false;
            }
            current++;
            entry = entries.get((int) current);
            return true;
        }

        @Override
        public long gameNumber() {
            return current + 1;
        }

        @Override
        public long offset() {
            return entry.recordOffset();
        }

        @Override
        public GameHeader indexHeader() {
            if (indexHeader == null) {
                indexHeader = GameHeader.builder().deleted(entry.deleted())
                        .tag("Deleted", entry.deleted() ? "true" : null).build();
            }
            return indexHeader;
        }

        @Override
        public Game game() {
            if (game == null) {
                game = level == DecodeLevel.INDEX ? new Game(gameNumber(), indexHeader(), null) : decode();
            }
            return game;
        }

        private Game decode() {
            byte[] bytes = readRecord();
            CcbRecord record = new CcbRecord(source.name(), gameNumber(), bytes, 0, bytes.length, entry.recordOffset());
            GameHeader.Builder header = record.header().deleted(entry.deleted())
                    .tag("Deleted", entry.deleted() ? "true" : null);
            String guid = guidText(record.guid());
            if (!guid.equalsIgnoreCase(entry.guid())) {
                throw error("record GUID " + guid + " is not the index entry's " + entry.guid() + " (entry at byte "
                        + entry.at() + ")");
            }
            Game decoded = record.game(header, level);
            if (record.size() >= 0 && record.size() != entry.size()) {
                throw new GameDecodeException(source.name(), gameNumber(), entry.recordOffset(), "record of "
                        + record.size() + " bytes, the index entry at byte " + entry.at() + " says " + entry.size(), decoded);
            }
            return decoded;
        }

        /** The record's slots, as far as the file holds them. */
        private byte[] readRecord() {
            long size = source.size();
            long at = entry.recordOffset();
            if (entry.slots() < 1 || at > size - CcbRecord.MOVES_AT) {
                throw error("the record of the index entry at byte " + entry.at() + " (" + entry.slots()
                        + " slots from byte " + at + ") lies past the end of the file (" + size + " bytes)");
            }
            long length = Math.min(entry.slots() * SLOT_SIZE, size - at);
            try {
                return source.read(at, (int) Math.min(length, Integer.MAX_VALUE - 8));
            } catch (IOException e) {
                throw new GameDecodeException(source.name(), gameNumber(), at, "cannot read the record: " + e, e);
            }
        }

        private GameDecodeException error(String reason) {
            return new GameDecodeException(source.name(), gameNumber(), entry.recordOffset(), reason);
        }

        @Override
        public void close() {
            // the database owns the byte source
        }
    }

    /** A GUID's 16 bytes (Windows byte order) as the index writes it: {@code {ED14014B-806E-...}}. */
    static String guidText(byte[] g) {
        return String.format(Locale.ROOT, "{%08X-%04X-%04X-%02X%02X-%02X%02X%02X%02X%02X%02X}",
                Bytes.u32le(g, 0), Bytes.u16le(g, 4), Bytes.u16le(g, 6),
                g[8], g[9], g[10], g[11], g[12], g[13], g[14], g[15]);
    }

    private static String utf16(byte[] bytes, int at, int size) {
        int length = 0;
        while (length + 1 < size && (bytes[at + length] != 0 || bytes[at + length + 1] != 0)) {
            length += 2;
        }
        return new String(bytes, at, length, StandardCharsets.UTF_16LE).strip();
    }
}
