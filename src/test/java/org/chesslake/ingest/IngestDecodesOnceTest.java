package org.chesslake.ingest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.chesslake.cli.IngestJob;
import org.chesslake.lake.IcebergLake;
import org.chesslake.lake.LakeTable;
import org.chesslake.testing.IntegrationTest;
import org.chesslake.testing.TestSpark;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The ingest decodes each game once: the games rows come whole from the moves pass, and so do the
 * names of a PGN (a tally of its headers); a SCID database's names still come from its name file
 * (FullMovesTest sums a PGN's names over several tasks). Between the moves pass and the games pass the PGN's player,
 * event and site names are rewritten in capitals, byte for byte in place (its games and their
 * offsets stay): a games or names pass that read the PGN again would write those capitals.
 */
@IntegrationTest
class IngestDecodesOnceTest {

    private static final SparkSession SPARK = TestSpark.session();
    private static final List<String> NAME_TAGS = List.of("[White \"", "[Black \"", "[Event \"", "[Site \"");

    @TempDir
    Path temp;

    @Test
    void theGamesAndThePgnNamesComeFromTheOneDecode() throws IOException {
        Path input = temp.resolve("in");
        Path pgn = Files.createDirectories(input.resolve("pgn")).resolve("famous.pgn");
        Files.copy(Path.of("sample-data/famous-games.pgn"), pgn);
        LakeAtomicityTest.copy("scid", input);
        String[] gameColumns = {"source", "game_number", "white", "black", "event", "site", "white_id"};
        List<String> games = sorted(SPARK.read().format("pgn").option("sourceName", "pgn/famous").load(pgn.toString())
                .selectExpr(gameColumns));
        List<String> names = sorted(SPARK.read().format("pgn").option("table", "names").option("sourceName", "pgn/famous")
                .load(pgn.toString()));
        assertTrue(names.contains("[" + nameId("event", "Casual game") + ",event,Casual game,pgn/famous,4,null,null,null,null,null,null]"),
                names.toString());

        Path lake = temp.resolve("lake");
        IngestArgs args = IngestJob.parse("--input", input.toString(), "--output", lake.toString());
        new Ingest(SPARK, args, IngestListeners.gamesStaged(staging -> capitalizeNames(pgn))).run(); // the moves pass is done
        assertTrue(Files.readString(pgn).contains("[Event \"CASUAL GAME\"]"), "the PGN was rewritten");

        IcebergLake published = new Ingest(SPARK, args).lake();
        Dataset<Row> lakeGames = published.published(LakeTable.GAMES).orElseThrow();
        Dataset<Row> lakeNames = published.published(LakeTable.NAMES).orElseThrow();
        assertEquals(games, sorted(lakeGames.where("source = 'pgn/famous'").selectExpr(gameColumns)));
        assertEquals(names, sorted(lakeNames.where("source = 'pgn/famous'")));
        // the SCID database's names are read from its name file, as a read of its names table reads them
        assertEquals(sorted(SPARK.read().format("scid").option("table", "names").option("sourceName", "scid/famous")
                .load(input.resolve("scid/famous.si4").toString())), sorted(lakeNames.where("source = 'scid/famous'")));
    }

    private static long nameId(String kind, String name) {
        return org.chesslake.table.Ids.nameId(kind, name);
    }

    private static List<String> sorted(Dataset<Row> rows) {
        return rows.collectAsList().stream().map(Row::toString).sorted().toList();
    }

    /** The values of the name tags in capitals (ASCII letters only: every byte stays where it is). */
    private static void capitalizeNames(Path pgn) {
        try {
            byte[] bytes = Files.readAllBytes(pgn);
            String text = new String(bytes, StandardCharsets.ISO_8859_1);
            for (String tag : NAME_TAGS) {
                for (int at = text.indexOf(tag); at >= 0; at = text.indexOf(tag, at + 1)) {
                    for (int i = at + tag.length(); bytes[i] != '"'; i++) {
                        if (bytes[i] >= 'a' && bytes[i] <= 'z') {
                            bytes[i] -= 'a' - 'A';
                        }
                    }
                }
            }
            Files.write(pgn, bytes);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
