package org.chesslake.format.dcg;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.stream.Stream;
import org.chesslake.files.InputFile;
import org.chesslake.format.DecodeLevel;
import org.chesslake.format.GameCursor;
import org.chesslake.format.Split;
import org.chesslake.game.Game;
import org.chesslake.game.GameHeader;
import org.chesslake.game.MoveNode;
import org.chesslake.game.MoveTree;
import org.chesslake.testing.Corpus;
import org.chesslake.testing.CorpusTest;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Every index entry of every corpus set decodes to exactly its line of {@code NAME.dcg.jsonl}:
 * index fields, resolved names, FEN, and the UCI move tree with NAGs, comments and variations.
 */
@CorpusTest
class DcgCorpusTest {

    private static final ObjectMapper JSON = new ObjectMapper().enable(DeserializationFeature.USE_LONG_FOR_INTS);
    private static final String[] RESULTS = {"*", "1-0", "0-1", "1/2-1/2"};

    static Path corpusSets() {
        return Corpus.path("dcg");
    }

    @TestFactory
    Stream<DynamicTest> everyEntryDecodesToItsExpectedLine() throws IOException {
        List<Path> sets;
        try (Stream<Path> dirs = Files.list(corpusSets())) {
            sets = dirs.filter(Files::isDirectory).sorted().toList();
        }
        assertFalse(sets.isEmpty(), "no DCG corpus sets");
        return sets.stream().map(set -> DynamicTest.dynamicTest(set.getFileName().toString(), () -> checkSet(set)));
    }

    private static void checkSet(Path set) throws IOException {
        String name = set.getFileName().toString();
        List<String> expected = Files.readAllLines(set.resolve(name + ".dcg.jsonl"), StandardCharsets.UTF_8);
        List<String> mismatches = new ArrayList<>();
        int matched = 0;
        try (DcgDatabase database = DcgDatabase.open(InputFile.local(set.resolve(name + ".dci")))) {
            assertEquals(expected.size(), database.entryCount(), name + ": index entries");
            try (GameCursor cursor = database.cursor(new Split(0, database.entryCount()), DecodeLevel.MOVES)) {
                int i = 0;
                while (cursor.next()) {
                    JsonNode want = JSON.readTree(expected.get(i));
                    JsonNode got = describe(database, i, cursor.game());
                    if (want.equals(got)) {
                        matched++;
                    } else if (mismatches.size() < 5) {
                        mismatches.add("entry " + i + "\n  expected " + want + "\n  decoded  " + got);
                    }
                    i++;
                }
                assertEquals(expected.size(), i, name + ": games walked");
            }
        }
        System.out.printf("DCG corpus %s: %d/%d entries match%n", name, matched, expected.size());
        assertEquals(expected.size(), matched, name + ": mismatches, first ones:\n" + String.join("\n", mismatches));
    }

    /** The decoded game in the shape of the expected lines; header fields are read back from the GameHeader. */
    private static JsonNode describe(DcgDatabase database, int i, Game game) throws IOException {
        DcgIndexEntry entry = database.entry(i);
        GameHeader header = game.header();
        DcgNames names = database.nameFiles();
        ObjectNode line = JSON.createObjectNode();
        line.put("i", (long) i);
        line.put("status", (long) entry.status());
        line.put("offset", entry.offset());
        line.put("whiteRef", entry.whiteRef());
        line.put("blackRef", entry.blackRef());
        line.put("round", header.round() == null ? 0L : Long.parseLong(header.round()));
        line.put("siteRef", entry.siteRef());
        line.put("eventRef", entry.eventRef());
        line.put("whiteElo", header.whiteElo() == null ? 0L : header.whiteElo());
        line.put("blackElo", header.blackElo() == null ? 0L : header.blackElo());
        line.put("result", (long) List.of(RESULTS).indexOf(header.result().pgn()));
        line.put("eco", header.eco() != null ? header.eco()
                : Objects.requireNonNullElse(header.tags().get(DcgIndexHeader.ECO_TAG), "\0\0\0"));
        line.put("year", (long) header.date().year());
        line.put("month", (long) header.date().month());
        line.put("day", (long) header.date().day());
        line.put("white", name(names.players(), entry.whiteRef(), header.white()));
        line.put("black", name(names.players(), entry.blackRef(), header.black()));
        line.put("site", name(names.sites(), entry.siteRef(), header.site()));
        line.put("event", name(names.events(), entry.eventRef(), header.event()));
        line.put("length", (long) DcgRecord.read(database.games(), entry.offset()).body().length);
        line.put("fen", header.startFen());
        MoveTree tree = game.moves();
        List<MoveNode> main = tree.mainLine();
        line.put("rootComment", main.isEmpty() ? tree.comment() : main.get(0).commentBefore());
        line.set("moves", moves(main, true));
        assertEquals(main.size(), header.plyCount(), "ply count of entry " + i);
        return line;
    }

    /** The record text a reference points at, checked against the header (which shows "" and "?" as null). */
    private static String name(DcgNameFile file, long ref, String inHeader) {
        String raw = ref == 0 ? null : file.name(file.recordOf(ref));
        String shown = raw == null || raw.isEmpty() || raw.equals("?") ? null : raw;
        assertEquals(shown, inHeader, "header name for reference " + ref);
        return raw;
    }

    private static ArrayNode moves(List<MoveNode> line, boolean gameStart) {
        ArrayNode moves = JSON.createArrayNode();
        for (int i = 0; i < line.size(); i++) {
            MoveNode node = line.get(i);
            ObjectNode move = moves.addObject();
            move.put("uci", node.move().uci());
            if (!node.nags().isEmpty()) {
                ArrayNode nags = move.putArray("nags");
                node.nags().forEach(nag -> nags.add((long) nag));
            }
            if (node.commentBefore() != null && !(gameStart && i == 0)) {
                move.put("commentBefore", node.commentBefore()); // never expected: the format has none
            }
            if (node.commentAfter() != null) {
                move.put("comment", node.commentAfter());
            }
            if (!node.variations().isEmpty()) {
                ArrayNode vars = move.putArray("vars");
                node.variations().forEach(variation -> vars.add(moves(variation, false)));
            }
        }
        return moves;
    }
}
