package org.chesslake.format.pgn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.github.luben.zstd.Zstd;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.zip.GZIPOutputStream;
import org.chesslake.bench.LichessLike;
import org.chesslake.files.InputFile;
import org.chesslake.format.DecodeLevel;
import org.chesslake.format.FormatOptions;
import org.chesslake.format.GameCursor;
import org.chesslake.format.Split;
import org.chesslake.format.SplitSizing;
import org.chesslake.game.GameDecodeException;
import org.chesslake.testing.Corpus;
import org.chesslake.testing.CorpusTest;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The corpus's Lichess slice as zstd (several frames, as pzstd writes them, and one frame) and as
 * gzip, read in splits of many sizes, gives exactly the games of a sequential read of the plain
 * file: numbered alike, at the same text offsets, with the same moves. The files are written here
 * with zstd-jni and java.util.zip, frames of odd sizes so that frame boundaries fall inside games.
 */
@CorpusTest
class PgnCompressedSplitTest {

    /** Frame text sizes in turn: pzstd's are MBs, these are small so that one file has many. */
    private static final int[] FRAME_TEXT = {65_536, 1, 40_000, 7, 100_000, 300, 20_000};

    @TempDir
    static Path dir;
    private static byte[] text;
    private static List<String> sequential;

    @BeforeAll
    static void readThePlainFile() throws IOException {
        text = Files.readAllBytes(Corpus.path("pgn/lichess_db/lichess.pgn"));
        sequential = readPlain(text);
        assertEquals(999, sequential.size());
        assertTrue(sequential.stream().noneMatch(game -> game.contains("Exception")), sequential.get(0));
    }

    private static List<String> readPlain(byte[] plain) throws IOException {
        Path file = Files.write(dir.resolve("plain-" + plain.length + ".pgn"), plain);
        try (PgnDatabase db = open(file)) {
            return read(db, List.of(new Split(0, plain.length)));
        }
    }

    private static PgnDatabase open(Path file) throws IOException {
        return PgnDatabase.open(InputFile.local(file), FormatOptions.NONE);
    }

    /** One zstd frame per piece of {@link #FRAME_TEXT} sizes, each after a pzstd skippable frame stating its length. */
    static byte[] multiFrameZstd(byte[] text) throws IOException {
        return LichessLike.frames(text, FRAME_TEXT, 3);
    }

    static byte[] gzip(byte[] text) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (GZIPOutputStream out = new GZIPOutputStream(bytes)) {
            out.write(text);
        }
        return bytes.toByteArray();
    }

    /** Per game: number, text offset and the whole decoded game (or its error). */
    private static List<String> read(PgnDatabase db, List<Split> splits) throws IOException {
        List<String> games = new ArrayList<>();
        for (Split split : splits) {
            try (GameCursor cursor = db.cursor(split, DecodeLevel.MOVES)) {
                while (cursor.next()) {
                    String game;
                    try {
                        game = String.valueOf(cursor.game());
                    } catch (GameDecodeException e) {
                        game = e.getMessage();
                    }
                    games.add(cursor.gameNumber() + " @" + cursor.offset() + " " + game);
                }
            }
        }
        return games;
    }

    /** The splits numbered as the planner's counting pass numbers them. */
    private static List<Split> counted(PgnDatabase db, List<Split> splits) throws IOException {
        List<Split> numbered = new ArrayList<>();
        Split.Count before = Split.Count.NONE;
        for (Split split : splits) {
            numbered.add(split.after(before));
            before = before.plus(db.countGames(split));
        }
        return numbered;
    }

    private static void assertSameGames(List<String> expected, List<String> actual, String what) {
        for (int i = 0; i < Math.min(expected.size(), actual.size()); i++) {
            assertEquals(expected.get(i), actual.get(i), what + ", game " + (i + 1));
        }
        assertEquals(expected.size(), actual.size(), what + ": games");
    }

    @Test
    void aMultiFrameZstdFileSplitsAtItsFramesIntoTheGamesOfThePlainFile() throws IOException {
        Path file = Files.write(dir.resolve("frames.pgn.zst"), multiFrameZstd(text));
        // frame boundaries fall inside games: the first after 65,536 bytes of text, the middle of game 29
        long boundary = FRAME_TEXT[0];
        assertTrue(sequential.stream().noneMatch(game -> game.contains(" @" + boundary + " ")));
        try (PgnDatabase db = open(file)) {
            long size = Files.size(file);
            assertEquals(999, db.entryCount());
            assertEquals(text.length, db.countGames(new Split(0, size)).textBytes());
            // the planner's splits: whole frames, about this much text each
            for (long textPerSplit : new long[] {1, 100_000, 1 << 20}) {
                List<Split> splits = db.splits(new SplitSizing(1, textPerSplit));
                assertTrue(splits.size() > 1, splits.toString());
                assertEquals(size, splits.get(splits.size() - 1).end());
                assertSameGames(sequential, read(db, counted(db, splits)), textPerSplit + " bytes of text per split");
            }
            assertEquals(List.of(new Split(0, size)), db.splits(SplitSizing.DEFAULT));
            // any byte ranges: each owns the frames that start in it
            for (long bytes : new long[] {1000, 77_777}) {
                List<Split> splits = Split.ranges(size, bytes);
                assertSameGames(sequential, read(db, counted(db, splits)), bytes + " compressed bytes per split");
            }
            // without a counting pass a split counts what comes before it itself
            assertSameGames(sequential, read(db, db.splits(new SplitSizing(1, 300_000))), "uncounted splits");
        }
    }

    @Test
    void aSingleFrameZstdAndAGzipFileReadTheGamesOfThePlainFile() throws IOException {
        for (Path file : List.of(Files.write(dir.resolve("one.pgn.zst"), Zstd.compress(text, 3)),
                Files.write(dir.resolve("one.pgn.gz"), gzip(text)))) {
            try (PgnDatabase db = open(file)) {
                List<Split> splits = db.splits(new SplitSizing(1, 100_000));
                assertEquals(List.of(new Split(0, Files.size(file))), splits);
                assertEquals(999, db.entryCount());
                assertSameGames(sequential, read(db, counted(db, splits)), file.getFileName().toString());
            }
        }
    }

    /** A game of 3 MB (a long comment) spans many frames: it belongs to the split of its first frame only. */
    @Test
    void aHugeGameSpanningFramesIsReadOnce() throws IOException {
        String comment = "{" + "a long comment ".repeat(200_000) + "}";
        byte[] huge = ("[Event \"huge\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"1-0\"]\n\n1. e4 " + comment
                + " e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n").getBytes(StandardCharsets.US_ASCII);
        List<String> plain = readPlain(huge);
        assertEquals(1, plain.size());
        assertTrue(plain.get(0).startsWith("1 @0 "), plain.get(0));
        Path file = Files.write(dir.resolve("huge.pgn.zst"), multiFrameZstd(huge));
        try (PgnDatabase db = open(file)) {
            List<Split> splits = db.splits(new SplitSizing(1, 100_000));
            assertTrue(splits.size() > 20, splits.toString());
            assertSameGames(plain, read(db, counted(db, splits)), "huge game");
        }
    }

    @Test
    void emptyFilesHaveNoGames() throws IOException {
        for (Path file : List.of(Files.write(dir.resolve("empty.pgn.zst"), new byte[0]),
                Files.write(dir.resolve("empty-frame.pgn.zst"), Zstd.compress(new byte[0], 3)),
                Files.write(dir.resolve("empty-text.pgn.gz"), gzip(new byte[0])))) {
            try (PgnDatabase db = open(file)) {
                assertEquals(0, db.entryCount(), file.toString());
                assertEquals(List.of(), read(db, counted(db, db.splits(new SplitSizing(1, 1)))), file.toString());
            }
        }
    }

    /**
     * A file cut inside a frame: the games before the cut are read, and one more entry, after the
     * last game, is an error naming the file, the broken frame and the text offset where the text ends.
     */
    @Test
    void aTruncatedFrameEndsTheTextWithAnErrorAfterTheGamesBeforeIt() throws IOException {
        byte[] whole = multiFrameZstd(text);
        int cut = whole.length * 3 / 5;
        Path file = Files.write(dir.resolve("cut.pgn.zst"), Arrays.copyOf(whole, cut));
        // the frame the cut falls in: frames are 12 bytes of pzstd's skippable frame, then the zstd frame
        long brokenFrame = 0;
        for (int at = 0; at < cut; ) {
            brokenFrame = at + 12;
            at += 12 + ByteBuffer.wrap(whole, at + 8, 4).order(ByteOrder.LITTLE_ENDIAN).getInt();
        }
        try (PgnDatabase db = open(file)) {
            for (long textPerSplit : new long[] {1, 200_000, Long.MAX_VALUE}) {
                List<String> games = read(db, counted(db, db.splits(new SplitSizing(1, textPerSplit))));
                String error = games.get(games.size() - 1);
                int kept = games.size() - 1;
                assertTrue(kept > 500 && kept < 700, kept + " games before the cut");
                // every game before the last one the text reaches is the plain file's
                assertSameGames(sequential.subList(0, kept - 1), games.subList(0, kept - 1), "before the cut");
                String offset = error.substring(error.indexOf('@') + 1, error.indexOf(' ', error.indexOf('@')));
                assertTrue(error.startsWith((kept + 1) + " @" + offset + " " + file + ": game " + (kept + 1) + " at byte "
                        + offset + ": zstd frame at byte " + brokenFrame + " does not decompress"), error);
                assertEquals(kept + 1, db.entryCount());
            }
        }
    }

    @Test
    void aTruncatedGzipFileEndsTheTextWithAnErrorAfterTheGamesBeforeIt() throws IOException {
        byte[] whole = gzip(text);
        Path file = Files.write(dir.resolve("cut.pgn.gz"), Arrays.copyOf(whole, whole.length / 2));
        try (PgnDatabase db = open(file)) {
            List<String> games = read(db, db.splits(SplitSizing.DEFAULT));
            int kept = games.size() - 1;
            assertTrue(kept > 300 && kept < 700, kept + " games before the cut");
            assertSameGames(sequential.subList(0, kept - 1), games.subList(0, kept - 1), "before the cut");
            String error = games.get(kept);
            assertTrue(error.startsWith((kept + 1) + " @"), error);
            assertTrue(error.contains(file + ": game " + (kept + 1) + " at byte ") && error.contains(": gzip data read up to byte "), error);
        }
    }
}
