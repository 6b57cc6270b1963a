package org.chesslake.testing;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.chesslake.files.InputFile;
import org.chesslake.format.DecodeLevel;
import org.chesslake.format.FormatOptions;
import org.chesslake.format.Formats;
import org.chesslake.format.GameCursor;
import org.chesslake.format.GameDatabase;
import org.chesslake.format.Split;
import org.chesslake.format.text.PgnReader;
import org.chesslake.game.Game;
import org.chesslake.game.GameDecodeException;
import org.chesslake.pgn.ChessMoveInterpreter;

/**
 * A corpus set as the writers' round-trip tests feed it: the games its reader decoded and how many
 * it could not, so a test can account for every game of the set.
 *
 * @param name       the set, below the corpus root (e.g. "scid/medium/medium.pgn", "dcg/tiny_annotated")
 * @param games      the decoded games, numbered as the source numbers them
 * @param unreadable games the source reader refused
 */
public record SourceGames(String name, List<Game> games, int unreadable) {

    public SourceGames {
        games = List.copyOf(games);
    }

    public long total() {
        return games.size() + (long) unreadable;
    }

    /** The set's name made a file name, for the database a test writes it to. */
    public String fileStem() {
        return name.replaceAll("[^A-Za-z0-9]", "_");
    }

    /** A PGN file of the corpus, through the PGN reader. */
    public static SourceGames pgn(String relative) throws IOException {
        PgnReader.Outcome parsed = PgnReader.readAll(InputFile.local(Corpus.path(relative)), new ChessMoveInterpreter());
        return new SourceGames(relative, parsed.games(), parsed.errors().size());
    }

    /** Every DCG set of the corpus (dcg/NAME/NAME.dci), in name order, through the DCG reader. */
    public static List<SourceGames> dcgSets() throws IOException {
        List<Path> sets;
        try (Stream<Path> dirs = Files.list(Corpus.path("dcg"))) {
            sets = dirs.filter(Files::isDirectory).sorted().toList();
        }
        List<SourceGames> all = new ArrayList<>();
        for (Path set : sets) {
            String name = set.getFileName().toString();
            all.add(dcg("dcg/" + name, set.resolve(name + ".dci")));
        }
        return all;
    }

    private static SourceGames dcg(String name, Path dci) throws IOException {
        List<Game> games = new ArrayList<>();
        int unreadable = 0;
        try (GameDatabase db = Formats.byName("dcg").open(InputFile.local(dci), FormatOptions.NONE);
             GameCursor cursor = db.cursor(new Split(0, db.entryCount()), DecodeLevel.MOVES)) {
            while (cursor.next()) {
                try {
                    games.add(cursor.game());
                } catch (GameDecodeException e) {
                    unreadable++;
                }
            }
        }
        return new SourceGames(name, games, unreadable);
    }
}
