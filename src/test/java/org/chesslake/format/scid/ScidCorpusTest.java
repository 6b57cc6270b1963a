package org.chesslake.format.scid;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import org.chesslake.files.InputFile;
import org.chesslake.format.DecodeLevel;
import org.chesslake.format.FormatOptions;
import org.chesslake.format.GameCursor;
import org.chesslake.format.GameDatabase;
import org.chesslake.format.Split;
import org.chesslake.format.text.PgnReader;
import org.chesslake.game.Game;
import org.chesslake.game.GameDecodeException;
import org.chesslake.game.GameHeader;
import org.chesslake.game.MoveNode;
import org.chesslake.pgn.ChessMoveInterpreter;
import org.chesslake.testing.Corpus;
import org.chesslake.testing.CorpusTest;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Every game of the SCID corpus databases against SCID's own PGN export of them: the tags as the
 * export prints them and the whole move tree (SAN, NAGs, comments, variations). SCID's export
 * wraps long lines inside comments, so comments are compared with runs of white space as one space.
 * medium5 holds two Chess960 games (king-side castling with the h-rook), which must decode too.
 */
@CorpusTest
class ScidCorpusTest {

    /** Tags chesslake adds from the index that SCID's export does not print. */
    private static final Set<String> SCID_ONLY_TAGS = Set.of(IndexHeaders.FLAGS, IndexHeaders.VARIATIONS,
            IndexHeaders.COMMENTS, IndexHeaders.NAGS, IndexHeaders.WHITE_RATING_TYPE,
            IndexHeaders.BLACK_RATING_TYPE, IndexHeaders.EXTENDED_ECO);

    @ParameterizedTest
    @CsvSource({
            "small/small.si4,    small/small.scid.pgn,    22",
            "small/small5.si5,   small/small5.scid.pgn,   22",
            "medium/medium.si4,  medium/medium.scid.pgn,  2453",
            "medium/medium5.si5, medium/medium5.scid.pgn, 2455"})
    void everyGameEqualsScidsExport(String database, String export, int games) throws IOException {
        PgnReader.Outcome oracle = PgnReader.readAll(InputFile.local(Corpus.path("scid/" + export)), new ChessMoveInterpreter());
        assertEquals(List.of(), oracle.errors(), "the oracle must parse");
        List<Game> expected = oracle.games();
        List<String> mismatches = new ArrayList<>();
        int matched = 0;
        int total = 0;
        Path file = Corpus.path("scid/" + database);
        try (GameDatabase db = new ScidFormat().open(InputFile.local(file), FormatOptions.NONE);
             GameCursor cursor = db.cursor(new Split(0, db.entryCount()), DecodeLevel.MOVES)) {
            while (cursor.next()) {
                Game want = expected.get(total++);
                Game game;
                try {
                    game = cursor.game();
                } catch (GameDecodeException e) {
                    mismatches.add(e.getMessage());
                    continue;
                }
                String difference = difference(game, want);
                if (difference == null) {
                    matched++;
                } else {
                    mismatches.add("game " + game.number() + ": " + difference);
                }
            }
        }
        System.out.printf("%s: %d/%d games equal SCID's export%n", database, matched, total);
        mismatches.stream().limit(10).forEach(m -> System.out.println("  " + m));
        assertEquals(games, total);
        assertEquals(expected.size(), total);
        assertEquals(List.of(), mismatches);
        assertEquals(games, matched);
    }

    private static String difference(Game game, Game want) {
        Map<String, String> tags = pgnTags(game.header(), true);
        Map<String, String> wantTags = pgnTags(want.header(), false);
        if (!tags.equals(wantTags)) {
            return "tags " + tags + " vs " + wantTags;
        }
        String moves = difference(game.moves().mainLine(), want.moves().mainLine(), "");
        if (moves != null) {
            return moves;
        }
        String comment = clean(game.moves().comment());
        String wantComment = clean(want.moves().comment());
        return Objects.equals(comment, wantComment) ? null : "game comment " + comment + " vs " + wantComment;
    }

    /** The header as SCID's export prints it. */
    private static Map<String, String> pgnTags(GameHeader h, boolean fromScid) {
        Map<String, String> tags = new LinkedHashMap<>();
        tags.put("Event", h.event());
        tags.put("Site", h.site());
        tags.put("Date", h.date().toPgn());
        tags.put("Round", h.round());
        tags.put("White", h.white());
        tags.put("Black", h.black());
        tags.put("Result", h.result().pgn());
        tags.put("FEN", h.startFen());
        if (fromScid) {
            rating(tags, "White", h.whiteElo(), h.tags().get(IndexHeaders.WHITE_RATING_TYPE));
            rating(tags, "Black", h.blackElo(), h.tags().get(IndexHeaders.BLACK_RATING_TYPE));
            tags.put("ECO", h.tags().getOrDefault(IndexHeaders.EXTENDED_ECO, h.eco()));
            h.tags().forEach((name, value) -> {
                if (!SCID_ONLY_TAGS.contains(name) && !name.equals("SetUp")) {
                    tags.put(name, value);
                }
            });
        } else {
            rating(tags, "White", h.whiteElo(), null);
            rating(tags, "Black", h.blackElo(), null);
            tags.put("ECO", h.eco());
            tags.put("PlyCount", h.plyCount() == null ? null : h.plyCount().toString());
            tags.putAll(h.tags());
        }
        tags.values().removeIf(Objects::isNull);
        return tags;
    }

    private static void rating(Map<String, String> tags, String color, Integer rating, String type) {
        if (rating != null) {
            tags.put(color + (type == null ? "Elo" : type), rating.toString());
        }
    }

    /** Null when the lines are equal, else where they first differ. */
    private static String difference(List<MoveNode> line, List<MoveNode> want, String path) {
        if (line.size() != want.size()) {
            return path + " has " + line.size() + " moves, export " + want.size();
        }
        for (int i = 0; i < line.size(); i++) {
            MoveNode a = line.get(i);
            MoveNode b = want.get(i);
            String at = path + "/" + (i + 1) + " " + a.move().san();
            if (!a.move().equals(b.move())) {
                return at + ": " + a.move() + " vs " + b.move();
            }
            if (!a.nags().equals(b.nags())) {
                return at + ": NAGs " + a.nags() + " vs " + b.nags();
            }
            if (!Objects.equals(clean(a.commentBefore()), clean(b.commentBefore()))
                    || !Objects.equals(clean(a.commentAfter()), clean(b.commentAfter()))) {
                return at + ": comments [" + a.commentBefore() + "|" + a.commentAfter() + "] vs ["
                        + b.commentBefore() + "|" + b.commentAfter() + "]";
            }
            if (a.variations().size() != b.variations().size()) {
                return at + ": " + a.variations().size() + " variations vs " + b.variations().size();
            }
            for (int v = 0; v < a.variations().size(); v++) {
                String d = difference(a.variations().get(v), b.variations().get(v), at + "(" + (v + 1) + ")");
                if (d != null) {
                    return d;
                }
            }
        }
        return null;
    }

    private static String clean(String comment) {
        return comment == null ? null : comment.strip().replaceAll("\\s+", " ");
    }
}
