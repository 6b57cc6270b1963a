package org.chesslake.format.dcg;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.chesslake.files.ByteSource;
import org.chesslake.files.InputFile;
import org.chesslake.format.DatabasePlan;
import org.chesslake.format.DecodeLevel;
import org.chesslake.format.GameCursor;
import org.chesslake.format.GameDatabase;
import org.chesslake.format.HeaderField;
import org.chesslake.format.IndexedDatabase;
import org.chesslake.format.NameTally;
import org.chesslake.format.OpenFiles;
import org.chesslake.format.Split;
import org.chesslake.format.SplitSizing;
import org.chesslake.game.NameRecord;

/**
 * An open DCG database: the index and the game file read by position, the three name files in
 * memory. Opening checks every file's magic and size and the index version.
 */
public final class DcgDatabase implements IndexedDatabase {

    private static final int ENTRIES_PER_READ = 4096;

    /**
     * The promotion census needs a pass over every record; keep it per file version so that the
     * many splits of one database, each opening it, scan it once per JVM.
     */
    private static final Map<String, PromotionCensus> CENSUS_CACHE = new ConcurrentHashMap<>();

    private final Map<DcgFile, String> fileNames;
    private final OpenFiles files;
    private final DcgIndex index;
    private final ByteSource games;
    private final DcgNames names;
    private final String censusKey;
    private volatile PromotionCensus census;

    private DcgDatabase(Map<DcgFile, String> fileNames, OpenFiles files, DcgIndex index, ByteSource games, DcgNames names,
                        String censusKey) {
        this.fileNames = fileNames;
        this.files = files;
        this.index = index;
        this.games = games;
        this.names = names;
        this.censusKey = censusKey;
    }

    /** Opens the database that {@code file} (any of its five files, normally the {@code .dci}) belongs to. */
    public static DcgDatabase open(InputFile file) throws IOException {
        Map<DcgFile, InputFile> found = files(file);
        Map<DcgFile, String> fileNames = new EnumMap<>(DcgFile.class);
        found.forEach((kind, f) -> fileNames.put(kind, f.name()));
        OpenFiles files = new OpenFiles();
        try {
            ByteSource indexSource = files.open(found.get(DcgFile.INDEX));
            DcgIndex index = DcgIndex.open(indexSource);
            ByteSource games = files.open(found.get(DcgFile.GAMES));
            DcgFile.GAMES.checkMagic(games);
            DcgNames names = new DcgNames(nameFile(DcgFile.PLAYERS, found), nameFile(DcgFile.SITES, found),
                    nameFile(DcgFile.EVENTS, found));
            InputFile gameFile = found.get(DcgFile.GAMES);
            String censusKey = gameFile.location() + "|" + games.size() + "|" + gameFile.modified();
            return new DcgDatabase(fileNames, files, index, games, names, censusKey);
        } catch (IOException | RuntimeException e) {
            files.closeAfter(e);
            throw e;
        }
    }

    /** Splits from the index size (checked by its header); the other four files are looked up, not read. */
    static DatabasePlan plan(InputFile file, SplitSizing sizing) throws IOException {
        Map<DcgFile, InputFile> found = files(file);
        long entries;
        try (ByteSource index = found.get(DcgFile.INDEX).openBytes()) {
            entries = DcgIndex.open(index).entryCount();
        }
        long bytes = found.values().stream().mapToLong(InputFile::size).sum();
        return new DatabasePlan(Split.evenRanges(entries, sizing.gamesPerSplit()), bytes, Map.of());
    }

    /** The five files of the database, found beside {@code file} by its base name. */
    private static Map<DcgFile, InputFile> files(InputFile file) throws IOException {
        Map<DcgFile, InputFile> found = new EnumMap<>(DcgFile.class);
        for (DcgFile kind : DcgFile.values()) {
            found.put(kind, file.companion(kind.extension()));
        }
        return found;
    }

    private static DcgNameFile nameFile(DcgFile kind, Map<DcgFile, InputFile> found) throws IOException {
        try (ByteSource source = found.get(kind).openBytes()) {
            return DcgNameFile.read(kind, source);
        }
    }

    @Override
    public String file() {
        return index.file();
    }

    /** The index holds everything but the start position, the ply count and record-level tags. */
    @Override
    public Set<HeaderField> indexFields() {
        return GameDatabase.indexFieldsWithoutPlyCount();
    }

    @Override
    public long entryCount() {
        return index.entryCount();
    }

    /** The 0-based game the database asks to be opened at (the header's OpenDefault, clamped). */
    public long openDefault() {
        return index.openDefault();
    }

    /** Index entry {@code number} (0-based) as stored. */
    public DcgIndexEntry entry(long number) throws IOException {
        if (number < 0 || number >= entryCount()) {
            throw new IndexOutOfBoundsException("entry " + number + " of " + entryCount());
        }
        return DcgIndexEntry.read(index.readEntries(number, 1), 0);
    }

    @Override
    public GameCursor cursor(Split split, DecodeLevel level) {
        checkIndexSplit(split);
        return new DcgCursor(this, split, level);
    }

    /** Its names come from its name files. */
    @Override
    public boolean namesAreHeaderTally() {
        return false;
    }

    /**
     * The names of the three name files, one record per distinct (kind, name), with the number of
     * games whose index entry points at them (0 for records no game uses). Empty and "?" names are
     * left out, as game headers show them as unknown; references that are not records are skipped
     * (their games report the error).
     */
    @Override
    public List<NameRecord> names() throws IOException {
        NameTally tally = new NameTally();
        listRecords(tally, NameRecord.PLAYER, names.players());
        listRecords(tally, NameRecord.SITE, names.sites());
        listRecords(tally, NameRecord.EVENT, names.events());
        long count = entryCount();
        for (long first = 0; first < count; first += ENTRIES_PER_READ) {
            int n = (int) Math.min(ENTRIES_PER_READ, count - first);
            byte[] block = index.readEntries(first, n);
            for (int i = 0; i < n; i++) {
                DcgIndexEntry entry = DcgIndexEntry.read(block, i * DcgIndexEntry.SIZE);
                String white = nameOf(names.players(), entry.whiteRef());
                String black = nameOf(names.players(), entry.blackRef());
                tally.count(NameRecord.PLAYER, white);
                if (black != null && !black.equals(white)) {
                    tally.count(NameRecord.PLAYER, black);
                }
                tally.count(NameRecord.SITE, nameOf(names.sites(), entry.siteRef()));
                tally.count(NameRecord.EVENT, nameOf(names.events(), entry.eventRef()));
            }
        }
        return tally.records();
    }

    private static void listRecords(NameTally tally, String kind, DcgNameFile file) {
        for (int record = 0; record < file.count(); record++) {
            tally.add(kind, file.name(record), 0);
        }
    }

    private static String nameOf(DcgNameFile file, long ref) {
        return file.isRecord(ref) ? file.name(file.recordOf(ref)) : null;
    }

    /**
     * What deserves a look about the database as a whole; today the promotion coding when the
     * data do not confirm the reference encoder's (this scans every record once).
     */
    public List<String> warnings() {
        String warning = promotionCensus().warning();
        return warning == null ? List.of() : List.of(warning);
    }

    PromotionCensus promotionCensus() {
        PromotionCensus known = census;
        if (known == null) {
            known = CENSUS_CACHE.computeIfAbsent(censusKey, key -> scanPromotions());
            census = known;
        }
        return known;
    }

    private PromotionCensus scanPromotions() {
        try {
            return PromotionCensus.scan(index, games);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    DcgIndex index() {
        return index;
    }

    ByteSource games() {
        return games;
    }

    DcgNames nameFiles() {
        return names;
    }

    String fileName(DcgFile kind) {
        return fileNames.get(kind);
    }

    @Override
    public void close() throws IOException {
        files.close();
    }
}
