package org.chesslake.format.xqpgn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.chesslake.files.InputFile;
import org.chesslake.format.DecodeLevel;
import org.chesslake.format.FormatOptions;
import org.chesslake.format.Split;
import org.chesslake.format.SplitSizing;
import org.chesslake.xiangqi.Notation;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Byte splits cut anywhere: on game starts, one byte off them, inside tags, comments and moves. */
class XqPgnSplitTest {

    @TempDir
    Path dir;

    /**
     * 50 games in GBK: the samples ten times (comments, a variation, a FEN), each batch followed by
     * a trailer and a game with indented lines.
     */
    private Path manyGames() throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        bytes.write("preamble text that is no game\r\n\r\n".getBytes(XqEncoding.GB18030));
        for (int i = 0; i < 10; i++) {
            XqPgnWriter.write(XqSampleGames.games(), Notation.CHINESE, XqEncoding.GB18030, bytes);
            bytes.write("============================\r\n 欢迎访问\r\n\r\n".getBytes(XqEncoding.GB18030));
            bytes.write("   [Event \"indented\"]\r\n   [Round \"1\"]\r\n   1. 炮二平五 *\r\n".getBytes(XqEncoding.GB18030));
        }
        return XqPgnTestFiles.write(dir, "many.pgn", bytes.toByteArray());
    }

    @Test
    void everyGameLandsInExactlyOneSplitWhereverTheFileIsCut() throws IOException {
        Path file = manyGames();
        try (XqPgnDatabase db = XqPgnDatabase.open(InputFile.local(file), FormatOptions.NONE)) {
            List<XqPgnTestFiles.Outcome> whole = XqPgnTestFiles.read(db, db.splits(SplitSizing.DEFAULT), DecodeLevel.MOVES);
            assertEquals(50, whole.size());
            assertEquals(50, db.entryCount());
            whole.forEach(game -> assertTrue(game.error() == null, String.valueOf(game.error())));
            List<Long> numbers = numbers(whole);

            // cut at every game start, one byte before and after it, and in the middle of each game
            List<Long> cuts = new ArrayList<>();
            for (int i = 0; i < whole.size(); i++) {
                long start = whole.get(i).offset();
                long next = i + 1 < whole.size() ? whole.get(i + 1).offset() : db.splits(SplitSizing.DEFAULT).get(0).end();
                cuts.add(start - 2);
                cuts.add(start - 1);
                cuts.add(start);
                cuts.add(start + 1);
                cuts.add((start + next) / 2);
            }
            assertEquals(numbers, numbers(XqPgnTestFiles.read(db, splitsAt(cuts, fileSize(db)), DecodeLevel.MOVES)));
            for (long size : new long[] {7, 100, 499, 1000, 4096}) {
                List<XqPgnTestFiles.Outcome> parts = XqPgnTestFiles.read(db, db.splits(new SplitSizing(1, size)), DecodeLevel.INDEX);
                assertEquals(numbers, numbers(parts), "split size " + size);
            }
        }
    }

    private static long fileSize(XqPgnDatabase db) {
        List<Split> one = db.splits(new SplitSizing(1, Long.MAX_VALUE));
        assertEquals(1, one.size());
        return one.get(0).end();
    }

    /** Contiguous splits covering [0, size) with a boundary at each cut inside the file. */
    private static List<Split> splitsAt(List<Long> cuts, long size) {
        List<Long> points = new ArrayList<>(cuts.stream().filter(c -> c > 0 && c < size).distinct().sorted().toList());
        List<Split> splits = new ArrayList<>();
        long start = 0;
        for (long point : points) {
            splits.add(new Split(start, point));
            start = point;
        }
        splits.add(new Split(start, size));
        return splits;
    }

    private static List<Long> numbers(List<XqPgnTestFiles.Outcome> games) {
        return games.stream().map(XqPgnTestFiles.Outcome::number).toList();
    }
}
