package org.chesslake.format.xqpgn;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.chesslake.files.InputFile;
import org.chesslake.format.DecodeLevel;
import org.chesslake.format.FormatOptions;
import org.chesslake.format.GameCursor;
import org.chesslake.format.Split;
import org.chesslake.format.SplitSizing;
import org.chesslake.game.Game;
import org.chesslake.game.GameDecodeException;
import org.chesslake.game.MoveNode;

/** Reading helpers for the xqpgn tests: every game of a file, or the error it raised. */
final class XqPgnTestFiles {

    /** A decoded game or the error of a game that failed, in file order. */
    record Outcome(long number, long offset, Game game, GameDecodeException error) {
        List<String> iccs() {
            List<String> moves = new ArrayList<>();
            for (MoveNode node : game.moves().mainLine()) {
                moves.add(node.move().uci());
            }
            return moves;
        }
    }

    private XqPgnTestFiles() {
    }

    /** The file {@link #write} wrote, as the file layer lists it. */
    static InputFile written(Path dir, String name, byte[] bytes) throws IOException {
        return InputFile.local(write(dir, name, bytes));
    }

    static Path write(Path dir, String name, byte[] bytes) throws IOException {
        Path file = dir.resolve(name);
        Files.write(file, bytes);
        return file;
    }

    static List<Outcome> readAll(Path file, FormatOptions options, DecodeLevel level) throws IOException {
        try (XqPgnDatabase db = XqPgnDatabase.open(InputFile.local(file), options)) {
            return read(db, db.splits(SplitSizing.DEFAULT), level);
        }
    }

    static List<Outcome> read(XqPgnDatabase db, List<Split> splits, DecodeLevel level) throws IOException {
        List<Outcome> outcomes = new ArrayList<>();
        for (Split split : splits) {
            try (GameCursor cursor = db.cursor(split, level)) {
                while (cursor.next()) {
                    try {
                        outcomes.add(new Outcome(cursor.gameNumber(), cursor.offset(), cursor.game(), null));
                    } catch (GameDecodeException e) {
                        outcomes.add(new Outcome(cursor.gameNumber(), cursor.offset(), null, e));
                    }
                }
            }
        }
        return outcomes;
    }
}
