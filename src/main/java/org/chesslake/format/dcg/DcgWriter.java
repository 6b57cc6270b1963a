package org.chesslake.format.dcg;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.stream.Stream;
import org.chesslake.files.OutputFile;
import org.chesslake.game.Game;
import org.chesslake.game.GameHeader;
import org.chesslake.game.PartialDate;
import org.chesslake.game.Result;

/**
 * Writes games as a DCG database the way the reference encoder {@code pgn2dcg} does, so that its
 * decoder reads the files: big-endian fields, its BER forms, sorted name files whose lookup
 * fails for names longer than 36 bytes (reference 0), comments and NAGs attached as it attaches
 * them (see {@link DcgRecordEncoder}), index fields parsed from the header as it parses tags.
 *
 * <p>Unlike the reference encoder it replaces existing files instead of appending to them, and
 * it refuses what would make the encoder abort or write a corrupt record (an ECO shorter than
 * 3 bytes, a record of 16,777,215 bytes or more) with an {@link IllegalArgumentException}.
 * A game's deleted flag is written as status 0xFF, which the encoder itself never writes.
 */
public final class DcgWriter {

    private static final int YEAR_LIMIT = 2100;

    private DcgWriter() {
    }

    /**
     * Writes {@code games} (each with its move tree) in list order to the database that
     * {@code indexFile} names: {@code NAME.dci} and, beside it, {@code NAME.dcg/.dcn/.dcs/.dce}.
     */
    public static void write(OutputFile indexFile, List<Game> games) throws IOException {
        String name = indexFile.fileName();
        int dot = name.lastIndexOf('.');
        String base = dot < 0 ? name : name.substring(0, dot);
        DcgNameFileWriter players = new DcgNameFileWriter(DcgFile.PLAYERS, games.stream()
                .flatMap(g -> Stream.of(g.header().white(), g.header().black())).toList());
        DcgNameFileWriter sites = new DcgNameFileWriter(DcgFile.SITES,
                games.stream().map(g -> g.header().site()).toList());
        DcgNameFileWriter events = new DcgNameFileWriter(DcgFile.EVENTS,
                games.stream().map(g -> g.header().event()).toList());
        file(indexFile, base, DcgFile.PLAYERS).write(players.bytes());
        file(indexFile, base, DcgFile.SITES).write(sites.bytes());
        file(indexFile, base, DcgFile.EVENTS).write(events.bytes());

        ByteBuffer index = ByteBuffer.allocate(DcgIndex.HEADER_SIZE + games.size() * DcgIndexEntry.SIZE);
        index.put(DcgFile.INDEX.magic()).put((byte) DcgIndex.VERSION).putLong(0); // OpenDefault: first game
        try (OutputStream out = new BufferedOutputStream(file(indexFile, base, DcgFile.GAMES).create())) {
            out.write(DcgFile.GAMES.magic());
            long offset = DcgFile.MAGIC_SIZE;
            for (Game game : games) {
                if (game.moves() == null) {
                    throw new IllegalArgumentException("game " + game.number() + " has no move tree to write");
                }
                GameHeader header = game.header();
                byte[] record = DcgRecordEncoder.encode(game.moves(), header.startFen());
                entry(header, offset, players.ref(header.white()), players.ref(header.black()),
                        sites.ref(header.site()), events.ref(header.event())).write(index);
                out.write(record);
                offset += record.length;
            }
        }
        file(indexFile, base, DcgFile.INDEX).write(index.array());
    }

    /** The database's file of {@code kind}: {@code base} and its extension, beside {@code indexFile}. */
    private static OutputFile file(OutputFile indexFile, String base, DcgFile kind) {
        return indexFile.sibling(base + "." + kind.extension());
    }

    private static DcgIndexEntry entry(GameHeader header, long offset, long white, long black, long site, long event) {
        PartialDate date = header.date();
        int year = date.year() > 0 && date.year() < YEAR_LIMIT ? date.year() : 0;
        return new DcgIndexEntry(header.deleted() ? DcgIndexEntry.STATUS_DELETED : 0, offset, white, black,
                unsignedShort(header.round()), site, event, elo(header.whiteElo()), elo(header.blackElo()),
                resultCode(header.result()), eco(header), year, date.month(), date.day());
    }

    /** The tag as a plain unsigned number, 0 otherwise ("1.2", "?", "3a"), as the encoder reads Round. */
    private static int unsignedShort(String text) {
        if (text == null || text.isEmpty() || text.length() > 5 || !text.chars().allMatch(Character::isDigit)) {
            return 0;
        }
        int value = Integer.parseInt(text);
        return value <= 0xFFFF ? value : 0;
    }

    /** The encoder keeps an Elo modulo 65,536. */
    private static int elo(Integer elo) {
        return elo == null ? 0 : elo & 0xFFFF;
    }

    private static int resultCode(Result result) {
        return switch (result) {
            case UNKNOWN -> 0;
            case WHITE_WINS -> 1;
            case BLACK_WINS -> 2;
            case DRAW -> 3;
        };
    }

    /** The first 3 UTF-8 bytes of the ECO (or of the raw text the reader kept in a tag); zeros when none. */
    private static String eco(GameHeader header) {
        String eco = header.eco() != null ? header.eco() : header.tags().get(DcgIndexHeader.ECO_TAG);
        if (eco == null) {
            return "\0\0\0";
        }
        byte[] bytes = eco.getBytes(StandardCharsets.UTF_8);
        if (bytes.length < 3) {
            throw new IllegalArgumentException("ECO '" + eco + "' is shorter than the 3 bytes the encoder needs");
        }
        return new String(bytes, 0, 3, StandardCharsets.ISO_8859_1);
    }
}
