package org.chesslake.bench;

import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import org.chesslake.files.InputFile;
import org.chesslake.format.DecodeLevel;
import org.chesslake.format.FormatOptions;
import org.chesslake.format.Formats;
import org.chesslake.format.GameCursor;
import org.chesslake.format.GameDatabase;
import org.chesslake.format.GameFormat;
import org.chesslake.format.Split;
import org.chesslake.format.SplitSizing;
import org.chesslake.game.GameDecodeException;
import org.chesslake.pgn.PgnWriter;

/**
 * Writes every game of a database as PGN with the project's own writer, to make PGN bench input
 * from a database (e.g. the SCID bench database). Usage: PgnExport DATABASE OUT.pgn
 */
public final class PgnExport {

    private PgnExport() {
    }

    public static void main(String[] args) throws IOException {
        if (args.length != 2) {
            System.err.println("usage: PgnExport DATABASE OUT.pgn");
            System.exit(2);
        }
        Path in = Path.of(args[0]);
        GameFormat format = Formats.detect(InputFile.local(in)).orElseThrow(() -> new IllegalArgumentException(in + ": no format recognises it"));
        long games = 0;
        long errors = 0;
        long start = System.nanoTime();
        try (GameDatabase database = format.open(InputFile.local(in), FormatOptions.NONE);
             BufferedWriter out = Files.newBufferedWriter(Path.of(args[1]), StandardCharsets.UTF_8)) {
            for (Split split : database.splits(SplitSizing.DEFAULT)) {
                try (GameCursor cursor = database.cursor(split, DecodeLevel.MOVES)) {
                    while (cursor.next()) {
                        try {
                            out.write(PgnWriter.write(cursor.game()));
                            games++;
                        } catch (GameDecodeException e) {
                            errors++;
                        }
                    }
                }
            }
        }
        System.out.printf(Locale.ROOT, "wrote %d games (%d not decodable) to %s in %.1f s%n", games, errors, args[1],
                (System.nanoTime() - start) / 1e9);
    }
}
