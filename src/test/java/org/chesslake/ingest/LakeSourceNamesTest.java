package org.chesslake.ingest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Instant;
import java.util.List;
import org.chesslake.lake.SourcesTable;
import org.chesslake.scan.DatabaseRef;
import org.junit.jupiter.api.Test;

class LakeSourceNamesTest {

    private static SourcesTable.Source recorded(String name, String location, String format, String... files) {
        List<SourcesTable.SourceFile> listed = java.util.Arrays.stream(files)
                .map(path -> new SourcesTable.SourceFile(path, 1, 1)).toList();
        return new SourcesTable.Source(name, location, format, new SourcesTable.Files(listed, "f"), List.of("games"),
                "run", Instant.EPOCH, 1, 1, 0, 0, 0, null);
    }

    private static List<String> names(LakeSourceNames naming, DatabaseRef... listed) {
        return naming.name(List.of(listed)).stream().map(DatabaseRef::source).toList();
    }

    @Test
    void aDatabaseTheLakeHoldsKeepsItsName() {
        LakeSourceNames naming = new LakeSourceNames(List.of(recorded("famous", "file:/a/scid/famous.si4", "scid")), false);
        assertEquals(List.of("famous"), names(naming, new DatabaseRef("scid", "file:/a/scid/famous.si4", "scid/famous")));
    }

    @Test
    void anotherDatabaseUnderATakenNameGetsTheDirectoriesAboveItsRootThenANumber() {
        LakeSourceNames naming = new LakeSourceNames(List.of(
                recorded("famous", "file:/a/scid/famous.si4", "scid"),
                recorded("dcg/famous", "file:/b/dcg/famous.dci", "dcg"),
                recorded("b/dcg/famous", "file:/c/b/dcg/famous.dci", "dcg")), false);
        assertEquals(List.of("x/dcg/famous", "famous~2", "famous.pgn"), names(naming,
                new DatabaseRef("dcg", "file:/x/dcg/famous.dci", "famous"),
                new DatabaseRef("dcg", "file:/famous.dci", "famous"),
                new DatabaseRef("pgn", "file:/a/scid/famous.pgn", "famous.pgn")));
    }

    @Test
    void namesGivenInOneRunStayUnique() {
        LakeSourceNames naming = new LakeSourceNames(List.of(recorded("games", "file:/a/games.pgn", "pgn")), false);
        assertEquals(List.of("one/games", "two/games"), names(naming,
                new DatabaseRef("pgn", "file:/one/games.pgn", "games"),
                new DatabaseRef("pgn", "file:/two/games.pgn", "two/games")));
    }

    @Test
    void aRowOfAnEarlierVersionIsMatchedByItsFiles() {
        LakeSourceNames naming = new LakeSourceNames(List.of(
                recorded("famous", null, "scid", "file:/a/famous.sg4", "file:/a/famous.si4", "file:/a/famous.sn4")), false);
        assertEquals(List.of("famous", "a/famous"), names(naming,
                new DatabaseRef("scid", "file:/a/famous.si4", "famous"),
                new DatabaseRef("dcg", "file:/a/famous.dci", "famous")));
    }

    @Test
    void aGivenNameTheLakeHoldsForAnotherDatabaseIsRefused() {
        LakeSourceNames naming = new LakeSourceNames(List.of(recorded("twic", "file:/a/twic.pgn", "pgn")), true);
        SourceNameTakenException refused = assertThrows(SourceNameTakenException.class,
                () -> naming.name(List.of(new DatabaseRef("pgn", "file:/b/twic.pgn", "twic"))));
        assertTrue(refused.getMessage().contains("'twic' is taken: the lake holds it for file:/a/twic.pgn (pgn)"),
                refused.getMessage());
        assertEquals(List.of("twic"), names(naming, new DatabaseRef("pgn", "file:/a/twic.pgn", "twic")));
    }
}
