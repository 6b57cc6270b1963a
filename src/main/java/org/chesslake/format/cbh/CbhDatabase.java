package org.chesslake.format.cbh;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.Charset;
import java.util.EnumMap;
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
import org.chesslake.format.NameTally;
import org.chesslake.format.OpenFiles;
import org.chesslake.format.Split;
import org.chesslake.format.SplitSizing;
import org.chesslake.game.NameRecord;

/**
 * An open modern ChessBase database. The index and the name files are opened at once; the game
 * and annotation files only when a cursor needs more than the index, so a games query without
 * record fields never opens {@code .cbg} or {@code .cba}.
 */
final class CbhDatabase implements IndexedDatabase {

    private final String file;
    private final OpenFiles files;
    private final CbhIndex index;
    private final CbhNames names;
    private final TeamIndex teams;
    private final CbhText text;
    private final InputFile cbhFile;
    private ByteSource games;
    private ByteSource annotations;

    private CbhDatabase(String file, OpenFiles files, CbhIndex index, CbhNames names, TeamIndex teams, CbhText text,
                        InputFile cbhFile) {
        this.file = file;
        this.files = files;
        this.index = index;
        this.names = names;
        this.teams = teams;
        this.text = text;
        this.cbhFile = cbhFile;
    }

    static CbhDatabase open(InputFile cbhFile, FormatOptions options) throws IOException {
        Charset requested = options.encoding(cbhFile.name());
        CbhText text = new CbhText(requested != null ? requested : Charset.forName(CbhText.DEFAULT_ENCODING));
        OpenFiles files = new OpenFiles();
        try {
            CbhIndex index = CbhIndex.open(files.open(cbhFile));
            Map<EntityKind, EntityFile> entities = new EnumMap<>(EntityKind.class);
            for (EntityKind kind : EntityKind.values()) {
                InputFile path = kind == EntityKind.SOURCE || kind == EntityKind.TEAM ? optional(cbhFile, kind.extension)
                        : cbhFile.companion(kind.extension);
                if (path != null) {
                    entities.put(kind, EntityFile.open(files.open(path), kind));
                }
            }
            InputFile cbj = optional(cbhFile, "cbj");
            TeamIndex teams = TeamIndex.open(cbj == null ? null : files.open(cbj));
            return new CbhDatabase(cbhFile.name(), files, index, new CbhNames(entities, text), teams, text, cbhFile);
        } catch (IOException | RuntimeException e) {
            files.closeAfter(e);
            throw e;
        }
    }

    /** The index header gives the entry count; the planned size counts the game and annotation files too. */
    static DatabasePlan plan(InputFile cbhFile, FormatOptions options, SplitSizing sizing) throws IOException {
        long entries;
        try (ByteSource index = cbhFile.openBytes()) {
            entries = CbhIndex.open(index).entries();
        }
        long bytes = cbhFile.size();
        for (String extension : new String[] {"cbg", "cba"}) {
            InputFile file = optional(cbhFile, extension);
            bytes += file == null ? 0 : file.size();
        }
        return new DatabasePlan(Split.evenRanges(entries, sizing.gamesPerSplit()), bytes, Map.of());
    }

    private static InputFile optional(InputFile cbhFile, String extension) throws IOException {
        try {
            return cbhFile.companion(extension);
        } catch (BadDatabaseException e) {
            return null;
        }
    }

    @Override
    public String file() {
        return file;
    }

    /** Everything but the start position, the ply count (byte 45 counts full moves and saturates) and the tags. */
    @Override
    public Set<HeaderField> indexFields() {
        return GameDatabase.indexFieldsWithoutPlyCount();
    }

    @Override
    public long entryCount() {
        return index.entries();
    }

    @Override
    public GameCursor cursor(Split split, DecodeLevel level) throws IOException {
        checkIndexSplit(split);
        if (level != DecodeLevel.INDEX) {
            openRecords();
        }
        return new CbhCursor(this, split, level);
    }

    private synchronized void openRecords() throws IOException {
        if (games == null) {
            games = files.open(cbhFile.companion("cbg"));
            InputFile annotationsFile = optional(cbhFile, "cba");
            annotations = annotationsFile == null ? null : files.open(annotationsFile);
        }
    }

    CbhIndex index() {
        return index;
    }

    CbhNames entities() {
        return names;
    }

    TeamIndex teams() {
        return teams;
    }

    CbhText text() {
        return text;
    }

    ByteSource games() {
        return games;
    }

    /** The annotation file, or null when the database has none. */
    ByteSource annotations() {
        return annotations;
    }

    /** Its names come from its name files. */
    @Override
    public boolean namesAreHeaderTally() {
        return false;
    }

    /**
     * The names of the entity files that games use, each with the number of index entries using
     * it (counted from the index, like the games table). Tournament titles and places are events
     * and sites; records with the same text are one name.
     */
    @Override
    public List<NameRecord> names() throws IOException {
        NameTally tally = new NameTally();
        try (CbhCursor cursor = new CbhCursor(this, new Split(0, entryCount()), DecodeLevel.INDEX)) {
            while (cursor.next()) {
                IndexRecord record = cursor.record();
                if (!record.isText()) {
                    tally.count(NameRecord.PLAYER, names.player(record.white()));
                    tally.count(NameRecord.PLAYER, names.player(record.black()));
                    int[] ids = teams == null ? null : teams.teams(cursor.gameNumber());
                    if (ids != null) {
                        tally.count(NameRecord.TEAM, ids[0] < 0 ? null : names.team(ids[0]));
                        tally.count(NameRecord.TEAM, ids[1] < 0 ? null : names.team(ids[1]));
                    }
                }
                CbhNames.Tournament tournament = names.tournament(record.tournament());
                if (tournament != null) {
                    tally.count(NameRecord.EVENT, tournament.title());
                    tally.count(NameRecord.SITE, tournament.place());
                }
                tally.count(NameRecord.ANNOTATOR, names.annotator(record.annotator()));
                if (names.file(EntityKind.SOURCE).count() > 0) {
                    CbhNames.Source source = names.source(record.source());
                    tally.count(NameRecord.SOURCE, source == null ? null : source.title());
                }
            }
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
        return tally.records();
    }

    @Override
    public void close() throws IOException {
        files.close();
    }
}
