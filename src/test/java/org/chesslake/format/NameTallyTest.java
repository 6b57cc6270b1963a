package org.chesslake.format;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.List;
import org.chesslake.files.InputFile;
import org.chesslake.game.NameRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class NameTallyTest {

    @Test
    void equalNamesAreOneRecordPerKindInTheOrderTheyFirstCome() {
        NameTally tally = new NameTally();
        tally.count(NameRecord.PLAYER, "Tal");
        tally.count(NameRecord.EVENT, "Riga");
        tally.add(NameRecord.PLAYER, "Botvinnik", 0);
        tally.count(NameRecord.PLAYER, "Tal");
        tally.add(NameRecord.PLAYER, "Tal", 3);
        tally.count(NameRecord.SITE, "Tal");
        assertEquals(List.of(NameRecord.of(NameRecord.PLAYER, "Tal", 5), NameRecord.of(NameRecord.PLAYER, "Botvinnik", 0),
                NameRecord.of(NameRecord.EVENT, "Riga", 1), NameRecord.of(NameRecord.SITE, "Tal", 1)), tally.records());
    }

    @Test
    void nullEmptyAndQuestionMarkAreNoName() {
        NameTally tally = new NameTally();
        tally.count(NameRecord.PLAYER, null);
        tally.count(NameRecord.PLAYER, "");
        tally.add(NameRecord.EVENT, "?", 4);
        tally.add(NameRecord.of(NameRecord.SITE, "?", 2));
        assertEquals(List.of(), tally.records());
    }

    @Test
    void theFirstRecordWithDetailsKeepsThemAndTheGamesAddUp() {
        NameRecord first = new NameRecord(NameRecord.PLAYER, "Tal", 2L, "GM", 2700, 4100010L,
                LocalDate.of(1936, 11, 9), "male", null);
        NameRecord second = new NameRecord(NameRecord.PLAYER, "Tal", 3L, "IM", 2400, null, null, null, "LAT");
        NameTally tally = new NameTally();
        tally.count(NameRecord.PLAYER, "Tal");
        tally.add(first);
        tally.add(second);
        assertEquals(List.of(first.withGames(6)), tally.records());
    }

    @Test
    void aDatabaseWithoutNameFilesCountsItsHeaders(@TempDir Path dir) throws IOException {
        Path pgn = dir.resolve("teams.pgn");
        Files.writeString(pgn, game("A", "B", "Club 1", "Club 2", "?") + game("A", "C", "Club 1", "", "Kasparov"),
                StandardCharsets.UTF_8);
        try (GameDatabase database = Formats.byName("pgn").open(InputFile.local(pgn), FormatOptions.NONE)) {
            assertEquals(List.of(NameRecord.of(NameRecord.PLAYER, "A", 2), NameRecord.of(NameRecord.PLAYER, "B", 1),
                    NameRecord.of(NameRecord.PLAYER, "C", 1), NameRecord.of(NameRecord.TEAM, "Club 1", 2),
                    NameRecord.of(NameRecord.TEAM, "Club 2", 1), NameRecord.of(NameRecord.ANNOTATOR, "Kasparov", 1)),
                    database.names());
        }
    }

    private static String game(String white, String black, String whiteTeam, String blackTeam, String annotator) {
        return "[Event \"?\"]\n[Site \"?\"]\n[White \"" + white + "\"]\n[Black \"" + black + "\"]\n[Result \"*\"]\n"
                + "[WhiteTeam \"" + whiteTeam + "\"]\n[BlackTeam \"" + blackTeam + "\"]\n[Annotator \"" + annotator + "\"]\n\n"
                + "1. e4 *\n\n";
    }
}
