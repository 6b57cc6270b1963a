package org.chesslake.format.chessassistant;

import java.io.IOException;
import java.nio.charset.Charset;
import java.nio.charset.CharsetEncoder;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.chesslake.files.OutputFile;
import org.chesslake.game.Game;
import org.chesslake.game.GameHeader;

/**
 * Writes games as a Chess Assistant database (.cdp, .emb, .d00, .a02, .d02), the exact inverse of
 * the reader, to make test databases from real games. It deliberately uses the format's indirections:
 * inner EMB files in small interleaved fragments, .a01/.A02 chases through negative redirections,
 * records out of game order with garbage between them. A game the format cannot hold is not written
 * and is listed in the {@link WriteReport} with its reason.
 *
 * <p>Fields without a place in the format are dropped: tags other than Annotator, Source,
 * WhiteTitle/BlackTitle and the Ca* tags the reader produces, rounds that are not whole numbers
 * 1–127, the half-move clock of a start position. Names, date, result, ECO, moves and annotations
 * are kept exactly or the game is not written.
 */
public final class ChessAssistantWriter {

    public static final String SIGNATURE = "chesslake Chess Assistant writer";
    private static final int MAX_ROUND = 127;
    private static final int MAX_NAME_BYTES = 255;
    private static final int MAX_ELO = 0xFFFF;
    private static final int MAX_ID = 0xFFFFFF;
    private static final byte GARBAGE = (byte) 0xEE;

    private final Charset charset;
    private final Map<String, PlayerDetails> playerDetails;
    private final String description;

    /** A writer for the format's default code page, Windows-1251. */
    public ChessAssistantWriter() {
        this(CaReadings.DEFAULT_CHARSET, Map.of(), "");
    }

    /**
     * @param charset       code page of names and comments
     * @param playerDetails Players.d00 details by player name (players not listed get none)
     * @param description   the database comment of the .cdp header
     */
    public ChessAssistantWriter(Charset charset, Map<String, PlayerDetails> playerDetails, String description) {
        this.charset = charset;
        this.playerDetails = Map.copyOf(playerDetails);
        this.description = description;
    }

    /** Writes {@code games} as the database named by {@code cdp}; companion files go beside it. */
    public WriteReport write(OutputFile cdp, List<Game> games) throws IOException {
        Map<NameList.Kind, NameIndex> names = new EnumMap<>(NameList.Kind.class);
        for (NameList.Kind kind : NameList.Kind.values()) {
            names.put(kind, new NameIndex(kind));
        }
        List<Long> written = new ArrayList<>();
        List<WriteReport.Rejected> rejected = new ArrayList<>();
        List<D00Record> headers = new ArrayList<>();
        List<byte[]> records = new ArrayList<>();
        for (Game game : games) {
            try {
                checkHeader(game.header());
                byte[] codes = RecordEncoder.encode(game, charset);
                if (codes.length > RecordParser.MAX_RECORD_LENGTH) {
                    throw new UnholdableGameException("record longer than " + RecordParser.MAX_RECORD_LENGTH + " bytes",
                            codes.length + " bytes");
                }
                headers.add(header(game.header(), names, records.size()));
                records.add(codes);
                written.add(game.number());
            } catch (UnholdableGameException e) {
                rejected.add(new WriteReport.Rejected(game.number(), e.reason(), e.getMessage()));
            }
        }
        for (NameIndex index : names.values()) {
            if (index.names().size() > MAX_ID) {
                throw new IOException("more than " + MAX_ID + " names in one list");
            }
        }
        String base = cdp.fileName().replaceFirst("\\.[^.]*$", "");
        cdp.write(new CdpHeader(SIGNATURE, CaReadings.KNOWN_VERSION, headers.size(), description).encode(charset));
        cdp.sibling(base + ".emb").write(emb(names));
        ByteWriter d00 = new ByteWriter();
        headers.forEach(h -> h.write(d00));
        cdp.sibling(base + ".d00").write(d00.toByteArray());
        writeRecords(cdp.sibling(base + ".a02"), cdp.sibling(base + ".d02"), records);
        return new WriteReport(games.size(), written, rejected);
    }

    private void checkHeader(GameHeader h) throws UnholdableGameException {
        CharsetEncoder encoder = charset.newEncoder();
        for (String name : new String[] {h.white(), h.black(), h.event(), h.site(), h.tags().get(IndexHeaders.TAG_ANNOTATOR),
            h.tags().get(IndexHeaders.TAG_SOURCE), h.tags().get("WhiteTitle"), h.tags().get("BlackTitle")}) {
            if (name == null) {
                continue;
            }
            if (!encoder.canEncode(name)) {
                throw new UnholdableGameException("name not representable in " + charset.name(), name);
            }
            if (name.getBytes(charset).length > MAX_NAME_BYTES) {
                throw new UnholdableGameException("name longer than " + MAX_NAME_BYTES + " bytes", name);
            }
        }
        if (!CaDate.fits(h.date())) {
            throw new UnholdableGameException("year above " + CaDate.MAX_YEAR, h.date().toPgn());
        }
        if (h.eco() != null && IndexHeaders.ecoValue(h.eco()) == null) {
            throw new UnholdableGameException("ECO not of the form A00-E99", h.eco());
        }
        if ((h.whiteElo() != null && h.whiteElo() > MAX_ELO) || (h.blackElo() != null && h.blackElo() > MAX_ELO)) {
            throw new UnholdableGameException("Elo above " + MAX_ELO, h.whiteElo() + "/" + h.blackElo());
        }
    }

    private static D00Record header(GameHeader h, Map<NameList.Kind, NameIndex> names, int gameId) {
        NameIndex players = names.get(NameList.Kind.PLAYERS);
        Map<String, String> tags = h.tags();
        Integer eco = IndexHeaders.ecoValue(h.eco());
        return new D00Record(
                players.id(h.white(), tags.get("WhiteTitle")),
                players.id(h.black(), tags.get("BlackTitle")),
                h.whiteElo() == null ? 0 : h.whiteElo(),
                h.blackElo() == null ? 0 : h.blackElo(),
                Outcome.of(h.result(), tags.get(Outcome.TAG)).code,
                CaDate.encode(h.date()),
                names.get(NameList.Kind.EVENTS).id(h.event(), null),
                names.get(NameList.Kind.PLACES).id(h.site(), null),
                (int) number(tags.get(IndexHeaders.TAG_GAME_TYPE), 0xFFFF_FFFFL),
                gameId,
                (int) number(tags.get(IndexHeaders.TAG_UNKNOWN_28), 255),
                roundByte(h.round(), tags.get(IndexHeaders.TAG_ROUND_RAW)),
                eco == null ? CaReadings.ECO_NONE_FROM : eco,
                players.id(tags.get(IndexHeaders.TAG_ANNOTATOR), null),
                names.get(NameList.Kind.SOURCES).id(tags.get(IndexHeaders.TAG_SOURCE), null));
    }

    private static int roundByte(String round, String raw) {
        long rawByte = number(raw, 255);
        return (int) (rawByte != 0 ? rawByte : number(round, MAX_ROUND) * CaReadings.ROUND_FACTOR);
    }

    /** A whole number 0..max, or 0 when {@code text} is none. */
    private static long number(String text, long max) {
        if (text == null || !text.matches("\\d{1,10}")) {
            return 0;
        }
        long value = Long.parseLong(text);
        return value <= max ? value : 0;
    }

    private byte[] emb(Map<NameList.Kind, NameIndex> names) {
        NameIndex players = names.get(NameList.Kind.PLAYERS);
        ByteWriter playersD00 = new ByteWriter();
        for (String name : players.names()) {
            playerDetails.getOrDefault(name, PlayerDetails.NONE).write(playersD00);
        }
        EmbWriter emb = new EmbWriter(SIGNATURE, "Data Pro Volume format. Version 1.1");
        for (NameIndex index : names.values()) {
            index.files(charset, playersD00.toByteArray()).forEach(emb::add);
        }
        return emb.build();
    }

    /** .D02 records in reverse game order with garbage between them, located through a redirected .A02. */
    private static void writeRecords(OutputFile a02, OutputFile d02, List<byte[]> records) throws IOException {
        ByteWriter out = new ByteWriter();
        int[] positions = new int[records.size()];
        for (int id = records.size() - 1; id >= 0; id--) {
            out.u8(GARBAGE);
            positions[id] = out.size();
            byte[] codes = records.get(id);
            if (codes.length < 128) {
                out.u8(codes.length);
            } else {
                out.u8(128 | codes.length % 128).u8(codes.length / 128);
            }
            out.bytes(codes);
        }
        d02.write(out.toByteArray());
        a02.write(RedirectedArray.build(positions));
    }
}
