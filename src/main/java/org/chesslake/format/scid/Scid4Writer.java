package org.chesslake.format.scid;

import java.io.BufferedOutputStream;
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
 */
public final class Scid4Writer {

    /** SCID's game-file block: no record crosses a multiple of it. */
    static final int BLOCK = 128 * 1024;
    private static final int MAX_RATING = 4000;
    private static final int MAX_GAMES = 16_777_214;

    private Scid4Writer() {
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
        if (games.size() > MAX_GAMES) {
            throw new IllegalArgumentException(games.size() + " games; SCID 4 holds at most " + MAX_GAMES);
        }
        String base = fileName.substring(0, fileName.length() - 4);
        Sn4Writer names = new Sn4Writer();
        RecordEncoder encoder = new RecordEncoder();
        byte[] index = new byte[Scid4Index.HEADER_4 + Scid4Index.ENTRY_4 * games.size()];
        writeIndexHeader(index, games.size());
        try (OutputStream out = new BufferedOutputStream(indexFile.sibling(base + ".sg4").create())) {
            long offset = 0;
            for (int i = 0; i < games.size(); i++) {
                Game game = games.get(i);
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
                if (offset % BLOCK + length > BLOCK) {
                    int gap = (int) (BLOCK - offset % BLOCK);
                    out.write(record.bytes(), 0, gap);
                    offset += gap;
                }
                out.write(record.bytes());
                new IndexEntryWriter(index, Scid4Index.HEADER_4 + Scid4Index.ENTRY_4 * i)
                        .write(offset, record, header, names, date, Math.max(relativeEventDate, 0));
                offset += length;
            }
        }
        indexFile.sibling(base + ".sn4").write(names.toBytes());
        indexFile.write(index);
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
