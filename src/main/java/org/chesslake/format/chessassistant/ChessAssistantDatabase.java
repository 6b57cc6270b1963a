package org.chesslake.format.chessassistant;

import java.io.IOException;
import java.nio.charset.Charset;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.chesslake.files.BadDatabaseException;
import org.chesslake.files.ByteSource;
import org.chesslake.files.InputFile;
import org.chesslake.format.DatabasePlan;
import org.chesslake.format.DecodeLevel;
import org.chesslake.format.FormatOptions;
import org.chesslake.format.GameCursor;
import org.chesslake.format.GameDatabase;
import org.chesslake.format.HeaderField;
import org.chesslake.format.IndexedDatabase;
import org.chesslake.format.OpenFiles;
import org.chesslake.format.Split;
import org.chesslake.format.SplitSizing;
import org.chesslake.game.NameRecord;

/**
 * An open Chess Assistant database. Opening reads the CDP header and the EMB name lists and checks
 * that .D00 holds a header for every game; game records are read by the cursors.
 */
public final class ChessAssistantDatabase implements IndexedDatabase {

    private final String cdp;
    private final Charset charset;
    private final CdpHeader header;
    private final NameBook names;
    private final OpenFiles files;
    private final ByteSource d00;
    private final ByteSource a02;
    private final ByteSource d02;
    private final List<String> warnings;

    private ChessAssistantDatabase(String cdp, Charset charset, CdpHeader header, NameBook names, OpenFiles files,
                                   ByteSource d00, ByteSource a02, ByteSource d02, List<String> warnings) {
        this.files = files;
        this.cdp = cdp;
        this.charset = charset;
        this.header = header;
        this.names = names;
        this.d00 = d00;
        this.a02 = a02;
        this.d02 = d02;
        this.warnings = warnings;
    }

    static ChessAssistantDatabase open(InputFile cdp, FormatOptions options) throws IOException {
        Charset chosen = options.encoding(cdp.name()); // null: guess from the names
        List<String> warnings = new ArrayList<>();
        CdpHeader header;
        NameBook names;
        Charset charset;
        try (ByteSource cdpSource = cdp.openBytes();
             ByteSource emb = cdp.companion("emb").openBytes()) {
            EmbVolume volume = EmbVolume.open(emb);
            warnings.addAll(volume.warnings());
            charset = chosen != null ? chosen : CodePage.guess(volume.file(NameList.Kind.PLAYERS.stem + ".d01"));
            if (chosen == null && !charset.equals(CaReadings.DEFAULT_CHARSET)) {
                warnings.add("player names read as " + charset.name() + " (not " + CaReadings.DEFAULT_CHARSET.name() + ")");
            }
            header = CdpHeader.read(cdpSource, charset);
            names = NameBook.load(volume, charset);
        }
        if (!header.knownVersion()) {
            warnings.add("format version '" + header.version() + "', not '" + CaReadings.KNOWN_VERSION + "'");
        }
        OpenFiles files = new OpenFiles();
        try {
            ByteSource d00 = files.open(cdp.companion("d00"));
            ByteSource a02 = files.open(cdp.companion("a02"));
            ByteSource d02 = files.open(cdp.companion("d02"));
            checkHeaders(d00.size(), d00.name(), header.gameCount());
            long expected = (long) header.gameCount() * D00Record.SIZE;
            if (d00.size() > expected) {
                warnings.add(d00.name() + ": " + (d00.size() - expected) + " bytes after the last game header");
            }
            return new ChessAssistantDatabase(cdp.name(), charset, header, names, files, d00, a02, d02, warnings);
        } catch (IOException | RuntimeException e) {
            files.closeAfter(e);
            throw e;
        }
    }

    /**
     * Splits from the CDP header's game count (its text fields, decoded with the default code page,
     * are not used); the other four files are looked up, not read.
     */
    static DatabasePlan plan(InputFile cdp, SplitSizing sizing) throws IOException {
        long games;
        try (ByteSource cdpSource = cdp.openBytes()) {
            games = CdpHeader.read(cdpSource, CaReadings.DEFAULT_CHARSET).gameCount();
        }
        InputFile d00 = cdp.companion("d00");
        checkHeaders(d00.size(), d00.name(), games);
        long bytes = cdp.size() + d00.size();
        for (String extension : new String[] {"emb", "a02", "d02"}) {
            bytes += cdp.companion(extension).size();
        }
        return new DatabasePlan(Split.evenRanges(games, sizing.gamesPerSplit()), bytes, Map.of());
    }

    private static void checkHeaders(long d00Size, String d00Name, long games) throws BadDatabaseException {
        long expected = games * D00Record.SIZE;
        if (d00Size < expected) {
            throw new BadDatabaseException(d00Name, "truncated: " + games + " games need "
                    + expected + " bytes, the file has " + d00Size);
        }
    }

    @Override
    public String file() {
        return cdp;
    }

    /** The D00 header holds every field but the start position, the ply count and the record's warnings. */
    @Override
    public Set<HeaderField> indexFields() {
        return GameDatabase.indexFieldsWithoutPlyCount();
    }

    @Override
    public long entryCount() {
        return header.gameCount();
    }

    @Override
    public GameCursor cursor(Split split, DecodeLevel level) {
        checkIndexSplit(split);
        return new ChessAssistantCursor(this, split, level);
    }

    /** Its names come from its name files. */
    @Override
    public boolean namesAreHeaderTally() {
        return false;
    }

    @Override
    public List<NameRecord> names() throws IOException {
        return NameTable.read(names, d00, header.gameCount());
    }

    /** The database comment of the CDP header. */
    public String description() {
        return header.description();
    }

    /** The creating program named by the CDP header. */
    public String signature() {
        return header.signature();
    }

    /** File-level oddities found on opening (unknown version, unusual EMB entries, extra bytes). */
    public List<String> warnings() {
        return Collections.unmodifiableList(warnings);
    }

    Charset charset() {
        return charset;
    }

    NameBook nameBook() {
        return names;
    }

    ByteSource d00() {
        return d00;
    }

    ByteSource a02() {
        return a02;
    }

    ByteSource d02() {
        return d02;
    }

    @Override
    public void close() throws IOException {
        files.close();
    }
}
