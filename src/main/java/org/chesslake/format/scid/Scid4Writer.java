package org.chesslake.format.scid;

import java.io.BufferedOutputStream;
import java.io.ByteArrayOutputStream;
import java.io.Closeable;
import java.io.IOException;
import java.io.OutputStream;
import java.util.List;
import java.util.Locale;
import org.chesslake.files.OutputFile;
import org.chesslake.game.Game;
import org.chesslake.game.GameHeader;
import org.chesslake.game.PartialDate;

/**
 * Writes games as a SCID 4 database ({@code .si4/.sn4/.sg4}, version 400) following SCID's own
 * rules, so that SCID opens the result: records never cross a 128 KiB boundary of the game file
 * (the gap is filled with the record's first bytes, as SCID does), names are front-coded in
 * SCID's order, the index holds the counts, flags and derived fields SCID computes.
 *
 * <p>What SCID 4 cannot hold is handled as SCID handles it: names are cut to 255 bytes, tag names
 * to 240 and values to 255, ratings above 4000 are dropped. An EventDate more than three years
 * from Date (which the index cannot hold) is kept as a text tag in the record instead.
 *
 * <p>Games are added one at a time: the game file is streamed, and only the index entries (47
 * bytes a game) and the names are held until {@link #close()} writes the name and index files.
 */
public final class Scid4Writer implements Closeable {

    /** SCID's game-file block: no record crosses a multiple of it. */
    static final int BLOCK = 128 * 1024;
    private static final int MAX_RATING = 4000;
    private static final int MAX_GAMES = 16_777_214;

    /** Where a database's files go, by extension: "sg4" is opened first, "sn4" and "si4" on close. */
    @FunctionalInterface
    public interface OutputFiles {
        OutputStream create(String extension) throws IOException;
    }

    private final OutputFiles files;
    private final OutputStream gameFile;
    private final Sn4Writer names = new Sn4Writer();
    private final RecordEncoder encoder = new RecordEncoder();
    private final ByteArrayOutputStream entries = new ByteArrayOutputStream();
    private final byte[] entry = new byte[Scid4Index.ENTRY_4];
    private long offset;
    private int count;

    /** Starts an empty database; its game file is created now. */
    public Scid4Writer(OutputFiles files) throws IOException {
        this.files = files;
        this.gameFile = new BufferedOutputStream(files.create("sg4"));
    }

    /**
     * Writes {@code games}, in order, to {@code indexFile} (which must end in {@code .si4}) and
     * its {@code .sn4} and {@code .sg4} companions, replacing existing files.
     *
     * @throws IllegalArgumentException for a game SCID 4 cannot store (illegal move, a record of
     *                                  128 KiB or more, too many games or names)
     */
    public static void write(OutputFile indexFile, List<Game> games) throws IOException {
        String fileName = indexFile.fileName();
        if (!fileName.toLowerCase(Locale.ROOT).endsWith(".si4")) {
            throw new IllegalArgumentException("a SCID 4 index file name ends in .si4: " + indexFile);
        }
        String base = fileName.substring(0, fileName.length() - 4);
        try (Scid4Writer writer = new Scid4Writer(extension ->
                indexFile.sibling(base + "." + extension).create())) {
            for (Game game : games) {
                writer.add(game);
            }
        }
    }

    /**
     * Appends a game.
     *
     * @throws IllegalArgumentException for a game SCID 4 cannot store (illegal move, a start
     *                                  position without kings, a record of 128 KiB or more, too many
     *                                  games or names); the database stays as it was and takes more games
     */
    public void add(Game game) throws IOException {
        if (count == MAX_GAMES) {
            throw new IllegalArgumentException("SCID 4 holds at most " + MAX_GAMES + " games");
        }
        GameHeader header = game.header();
        int date = ScidDate.encode(header.date());
        String eventDateTag = header.tags().get(IndexHeaders.EVENT_DATE);
        int eventDate = eventDateTag == null ? 0 : ScidDate.encode(PartialDate.parse(eventDateTag));
        // SCID writes the "no EventDate" of a game without any date as yy = 4 (spec §2.8)
        int relativeEventDate = date == 0 && eventDate == 0 ? 4 << 9 : ScidDate.encodeEventDate(date, eventDate);
        RecordEncoder.Encoded record = encoder.encode(game, relativeEventDate < 0);
        int length = record.bytes().length;
        if (length >= BLOCK) {
            throw new IllegalArgumentException("game " + game.number() + " needs a record of " + length
                    + " bytes; SCID's limit is " + (BLOCK - 1));
        }
        int gap = offset % BLOCK + length > BLOCK ? (int) (BLOCK - offset % BLOCK) : 0;
        new IndexEntryWriter(entry, 0).write(offset + gap, record, header, names, date, Math.max(relativeEventDate, 0));
        if (gap > 0) {
            gameFile.write(record.bytes(), 0, gap);
        }
        gameFile.write(record.bytes());
        entries.write(entry);
        offset += gap + length;
        count++;
    }

    /** Games added so far. */
    public int games() {
        return count;
    }

    /** Finishes the game file and writes the name and index files. */
    @Override
    public void close() throws IOException {
        gameFile.close();
        try (OutputStream nameFile = files.create("sn4")) {
            nameFile.write(names.toBytes());
        }
        byte[] header = new byte[Scid4Index.HEADER_4];
        writeIndexHeader(header, count);
        try (OutputStream indexFile = new BufferedOutputStream(files.create("si4"))) {
            indexFile.write(header);
            entries.writeTo(indexFile);
        }
    }

    private static void writeIndexHeader(byte[] index, int count) {
        System.arraycopy(Scid4Index.MAGIC, 0, index, 0, Scid4Index.MAGIC.length);
        put(index, 8, Scid4Index.VERSION_4, 2);
        put(index, 14, count, 3);
        put(index, 17, 1, 3); // autoload the first game, SCID's default
        // base type 0, empty description and custom flag names: the array is zero already
    }

    static void put(byte[] target, int offset, long value, int width) {
        for (int i = 0; i < width; i++) {
            target[offset + i] = (byte) (value >>> (8 * (width - 1 - i)));
        }
    }

    /** Fills one 47-byte version-400 entry (spec §2.2). */
    private record IndexEntryWriter(byte[] index, int at) {

        void write(long offset, RecordEncoder.Encoded record, GameHeader header, Sn4Writer names, int date,
                   int relativeEventDate) {
            int length = record.bytes().length;
            int flags = record.flags() | ScidFlags.parse(header.tags().get(IndexHeaders.FLAGS))
                    | (header.deleted() ? ScidFlags.DELETED : 0);
            int white = names.use(NameBase.PLAYER, header.white());
            int black = names.use(NameBase.PLAYER, header.black());
            int event = names.use(NameBase.EVENT, header.event());
            int site = names.use(NameBase.SITE, header.site());
            int round = names.use(NameBase.ROUND, header.round());
            put(index, at, offset, 4);
            put(index, at + 4, length & 0xFFFF, 2);
            put(index, at + 6, (length >>> 16) << 7 | (flags >>> 16) & 0x3F, 1);
            put(index, at + 7, flags & 0xFFFF, 2);
            put(index, at + 9, (white >>> 16) << 4 | black >>> 16, 1);
            put(index, at + 10, white & 0xFFFF, 2);
            put(index, at + 12, black & 0xFFFF, 2);
            put(index, at + 14, (event >>> 16) << 5 | (site >>> 16) << 2 | round >>> 16, 1);
            put(index, at + 15, event & 0xFFFF, 2);
            put(index, at + 17, site & 0xFFFF, 2);
            put(index, at + 19, round & 0xFFFF, 2);
            put(index, at + 21, result(header) << 12 | IndexEntry.codeOf(record.nags()) << 8
                    | IndexEntry.codeOf(record.comments()) << 4 | IndexEntry.codeOf(record.variations()), 2);
            String eco = header.tags().getOrDefault(IndexHeaders.EXTENDED_ECO, header.eco());
            put(index, at + 23, ScidEco.encode(eco), 2);
            put(index, at + 25, (long) relativeEventDate << 20 | date, 4);
            put(index, at + 29, rating(header.whiteElo(), header.tags().get(IndexHeaders.WHITE_RATING_TYPE)), 2);
            put(index, at + 31, rating(header.blackElo(), header.tags().get(IndexHeaders.BLACK_RATING_TYPE)), 2);
            // byte 33, the stored-line code, stays 0 ("none"): SCID's table of common lines is its own
            put(index, at + 34, record.material(), 3);
            int plies = Math.min(record.plies(), 1023);
            put(index, at + 37, plies & 0xFF, 1);
            put(index, at + 38, (plies >>> 8) << 6 | record.homePawns()[0], 1);
            System.arraycopy(record.homePawns(), 1, index, at + 39, 8);
        }

        private static int result(GameHeader header) {
            return switch (header.result()) {
                case WHITE_WINS -> 1;
                case BLACK_WINS -> 2;
                case DRAW -> 3;
                case UNKNOWN -> 0;
            };
        }

        private static int rating(Integer rating, String type) {
            if (rating == null || rating > MAX_RATING) {
                return 0;
            }
            return RatingType.named(type).ordinal() << 12 | rating;
        }
    }
}
