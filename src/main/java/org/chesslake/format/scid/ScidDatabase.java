package org.chesslake.format.scid;

import java.io.IOException;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.chesslake.files.BadDatabaseException;
import org.chesslake.files.ByteSource;
import org.chesslake.files.InputFile;
import org.chesslake.format.DatabasePlan;
import org.chesslake.format.DecodeLevel;
import org.chesslake.format.GameCursor;
import org.chesslake.format.IndexedDatabase;
import org.chesslake.format.NameTally;
import org.chesslake.format.OpenFiles;
import org.chesslake.format.Split;
import org.chesslake.format.SplitSizing;
import org.chesslake.game.NameRecord;

/** An open SCID database: its index layout, its name base (read once, at open) and its game file. */
final class ScidDatabase implements IndexedDatabase {

    private final String file;
    private final OpenFiles files;
    private final ByteSource index;
    private final ByteSource games;
    private final ScidIndex layout;
    private final NameBase names;

    private ScidDatabase(String file, OpenFiles files, ByteSource index, ByteSource games, ScidIndex layout, NameBase names) {
        this.file = file;
        this.files = files;
        this.index = index;
        this.games = games;
        this.layout = layout;
        this.names = names;
    }

    static ScidDatabase open(InputFile indexFile) throws IOException {
        boolean scid5 = isScid5(indexFile);
        String version = scid5 ? "5" : "4";
        OpenFiles files = new OpenFiles();
        try {
            ByteSource index = files.open(indexFile);
            ScidIndex layout = scid5 ? Scid5Index.open(index) : Scid4Index.open(index);
            NameBase names;
            try (ByteSource nameFile = indexFile.companion("sn" + version).openBytes()) {
                names = scid5 ? Sn5Reader.read(nameFile) : Sn4Reader.read(nameFile);
            }
            ByteSource games = files.open(indexFile.companion("sg" + version));
            return new ScidDatabase(indexFile.name(), files, index, games, layout, names);
        } catch (IOException | RuntimeException e) {
            files.closeAfter(e);
            throw e;
        }
    }

    /** Splits from the index header's game count; the name and game files are looked up, not read. */
    static DatabasePlan plan(InputFile indexFile, SplitSizing sizing) throws IOException {
        boolean scid5 = isScid5(indexFile);
        String version = scid5 ? "5" : "4";
        long entries;
        try (ByteSource index = indexFile.openBytes()) {
            entries = (scid5 ? Scid5Index.open(index) : Scid4Index.open(index)).entryCount();
        }
        long bytes = indexFile.size() + indexFile.companion("sn" + version).size()
                + indexFile.companion("sg" + version).size();
        return new DatabasePlan(Split.evenRanges(entries, sizing.gamesPerSplit()), bytes, Map.of());
    }

    private static boolean isScid5(InputFile indexFile) throws BadDatabaseException {
        String fileName = indexFile.fileName();
        int dot = fileName.lastIndexOf('.');
        String extension = dot < 0 ? "" : fileName.substring(dot + 1).toLowerCase(Locale.ROOT);
        if (!extension.equals("si5") && !extension.equals("si4")) {
            throw new BadDatabaseException(indexFile.name(), "not a SCID index file (.si4 or .si5)");
        }
        return extension.equals("si5");
    }

    @Override
    public String file() {
        return file;
    }

    @Override
    public long entryCount() {
        return layout.entryCount();
    }

    @Override
    public GameCursor cursor(Split split, DecodeLevel level) {
        checkIndexSplit(split);
        return new ScidCursor(this, split, level);
    }

    ByteSource indexSource() {
        return index;
    }

    ByteSource gameSource() {
        return games;
    }

    ScidIndex layout() {
        return layout;
    }

    NameBase nameBase() {
        return names;
    }

    /** Its names come from its name files. */
    @Override
    public boolean namesAreHeaderTally() {
        return false;
    }

    /**
     * Every name of the name base with the number of index entries that use it (counted from the
     * index, which is exact; the name file's own frequencies are obsolete). Empty and "?" names,
     * which headers read as "no name", are left out; names whose bytes decode to the same text are
     * one record.
     */
    @Override
    public List<NameRecord> names() throws IOException {
        long[][] uses = new long[4][];
        for (int kind = 0; kind < 4; kind++) {
            uses[kind] = new long[names.count(kind)];
        }
        IndexReader reader = new IndexReader(this, new Split(0, entryCount()));
        while (reader.next()) {
            IndexEntry entry = reader.entry();
            use(uses[NameBase.PLAYER], entry.white());
            use(uses[NameBase.PLAYER], entry.black());
            use(uses[NameBase.EVENT], entry.event());
            use(uses[NameBase.SITE], entry.site());
            use(uses[NameBase.ROUND], entry.round());
        }
        NameTally tally = new NameTally();
        for (int kind = 0; kind < 4; kind++) {
            for (int id = 0; id < names.count(kind); id++) {
                tally.add(NameBase.KINDS.get(kind), names.name(kind, id), uses[kind][id]);
            }
        }
        return tally.records();
    }

    private static void use(long[] uses, int id) {
        if (id >= 0 && id < uses.length) {
            uses[id]++;
        }
    }

    @Override
    public void close() throws IOException {
        files.close();
    }
}
