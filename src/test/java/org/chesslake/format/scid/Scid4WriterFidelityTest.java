package org.chesslake.format.scid;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.chesslake.files.Bytes;
import org.chesslake.files.OutputFile;
import org.chesslake.format.DecodeLevel;
import org.chesslake.game.Game;
import org.chesslake.testing.Corpus;
import org.chesslake.testing.CorpusTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The writer against SCID itself: the corpus databases, read and written again, give SCID's own
 * game records byte for byte and SCID's own index fields (flags, counts, ECO, dates, ratings,
 * final material, ply count, home pawns). Only name ids, offsets and the stored-line code (SCID's
 * private table, written as 0) may differ, and games in which SCID stored an empty variation
 * ({@code 0D 0E}): the move tree has no place for a variation without moves, so it is not written.
 */
@CorpusTest
class Scid4WriterFidelityTest {

    @TempDir
    Path dir;

    @Test
    void mediumDatabaseIsWrittenAsScidWroteIt() throws IOException {
        Path original = Corpus.path("scid/medium/medium.si4");
        List<Game> games = Scid4RoundTripTest.readAll(original, DecodeLevel.MOVES);
        Path copy = dir.resolve("copy.si4");
        Scid4Writer.write(OutputFile.local(copy), games);

        byte[] index = Files.readAllBytes(original);
        byte[] gameFile = Files.readAllBytes(original.resolveSibling("medium.sg4"));
        byte[] ourIndex = Files.readAllBytes(copy);
        byte[] ourGameFile = Files.readAllBytes(dir.resolve("copy.sg4"));
        List<String> differences = new ArrayList<>();
        List<Integer> emptyVariations = new ArrayList<>();
        for (int i = 0; i < games.size(); i++) {
            int at = Scid4Index.HEADER_4 + Scid4Index.ENTRY_4 * i;
            int storedVariations = IndexEntry.countOf(index[at + 22] & 0x0F);
            if (storedVariations > IndexEntry.countOf(IndexEntry.codeOf(RandomGames.counts(games.get(i).moves())[0]))) {
                emptyVariations.add(i + 1);
                continue;
            }
            byte[] record = record(index, gameFile, at);
            byte[] ours = record(ourIndex, ourGameFile, at);
            if (!Arrays.equals(record, ours)) {
                int first = Arrays.mismatch(record, ours);
                differences.add("record of game " + (i + 1) + " at " + first + ": "
                        + hex(record, first) + " vs " + hex(ours, first));
            }
            for (int[] range : new int[][] {{6, 9}, {21, 33}, {34, 47}}) {
                byte[] theirs = Arrays.copyOfRange(index, at + range[0], at + range[1]);
                byte[] mine = Arrays.copyOfRange(ourIndex, at + range[0], at + range[1]);
                if (!Arrays.equals(theirs, mine)) {
                    differences.add("index bytes " + range[0] + "-" + (range[1] - 1) + " of game " + (i + 1) + ": "
                            + Arrays.toString(theirs) + " vs " + Arrays.toString(mine));
                }
            }
        }
        differences.stream().limit(10).forEach(System.out::println);
        System.out.println("medium.si4: " + (games.size() - emptyVariations.size() - differences.size()) + "/"
                + games.size() + " games written as SCID wrote them; with empty variations: " + emptyVariations);
        assertEquals(List.of(), differences);
        assertEquals(List.of(46, 50), emptyVariations);
        assertEquals(new String(Arrays.copyOf(index, 24)), new String(Arrays.copyOf(ourIndex, 24)), "index header");
    }

    private static String hex(byte[] bytes, int from) {
        StringBuilder text = new StringBuilder();
        for (int i = Math.max(0, from - 4); i < Math.min(bytes.length, from + 12); i++) {
            text.append(String.format("%02X ", bytes[i]));
        }
        return text.toString();
    }

    private static byte[] record(byte[] index, byte[] gameFile, int entry) {
        int offset = Bytes.s32be(index, entry);
        int length = Bytes.u16be(index, entry + 4) | (index[entry + 6] & 0x80) << 9;
        return Arrays.copyOfRange(gameFile, offset, offset + length);
    }
}
