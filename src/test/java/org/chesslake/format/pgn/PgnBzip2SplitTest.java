package org.chesslake.format.pgn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.io.compress.BZip2Codec;
import org.chesslake.files.InputFile;
import org.chesslake.format.DecodeLevel;
import org.chesslake.format.FormatOptions;
import org.chesslake.format.GameCursor;
import org.chesslake.format.Split;
import org.chesslake.format.SplitSizing;
import org.chesslake.game.GameDecodeException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A multi-stream bzip2 file cut into byte splits of every size, 1 byte included, gives exactly the
 * games of a sequential read of the uncompressed file: numbered alike, at the same text offsets,
 * with the same moves. The file is written here with streams of 1 byte to a few KB, so blocks begin
 * inside lines, tags and comments, and some blocks are too short to hold the line before a game.
 */
class PgnBzip2SplitTest {

    @TempDir
    Path dir;

    /** The sample games eight times (CRLF in odd copies), a preamble, a game without tags. */
    private byte[] text() throws IOException {
        String games = Files.readString(Path.of("sample-data/famous-games.pgn"));
        StringBuilder text = new StringBuilder("preamble: no game here\n\n");
        for (int i = 0; i < 8; i++) {
            text.append(i % 2 == 1 ? games.replace("\n", "\r\n") : games);
            text.append("\n1. d4 d5 2. c4 {no tags} 1/2-1/2\n\n");
        }
        return text.toString().getBytes(StandardCharsets.UTF_8);
    }

    /** One bzip2 stream per piece, pieces of these sizes in turn (as pbzip2 writes, only smaller). */
    private static byte[] multiStreamBzip2(byte[] text) throws IOException {
        int[] sizes = {2500, 1, 7, 4096, 13, 300, 1, 1, 777, 3000};
        BZip2Codec codec = new BZip2Codec();
        codec.setConf(new Configuration(false));
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        for (int at = 0, i = 0; at < text.length; i++) {
            int n = Math.min(sizes[i % sizes.length], text.length - at);
            try (OutputStream stream = codec.createOutputStream(new NoClose(bytes))) {
                stream.write(text, at, n);
            }
            at += n;
        }
        return bytes.toByteArray();
    }

    private static final class NoClose extends java.io.FilterOutputStream {
        NoClose(OutputStream out) {
            super(out);
        }

        @Override
        public void close() throws IOException {
            flush();
        }
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

    /** Equal lists, or a failure showing the first game that differs. */
    private static void assertSameGames(List<String> expected, List<String> actual, String what) {
        for (int i = 0; i < Math.min(expected.size(), actual.size()); i++) {
            assertEquals(expected.get(i), actual.get(i), what + ", game " + (i + 1));
        }
        assertEquals(expected.size(), actual.size(), what + ": games");
    }

    @Test
    void everySplitSizeReadsTheGamesOfTheUncompressedFile() throws IOException {
        byte[] text = text();
        Path plain = Files.write(dir.resolve("games.pgn"), text);
        Path compressed = Files.write(dir.resolve("games.pgn.bz2"), multiStreamBzip2(text));
        List<String> sequential;
        try (PgnDatabase db = PgnDatabase.open(InputFile.local(plain), FormatOptions.NONE)) {
            sequential = read(db, List.of(new Split(0, text.length)));
        }
        assertEquals(8 * 12, sequential.size());
        assertTrue(sequential.stream().noneMatch(game -> game.contains("Exception")), sequential.toString());

        try (PgnDatabase db = PgnDatabase.open(InputFile.local(compressed), FormatOptions.NONE)) {
            long size = Files.size(compressed);
            assertEquals(8 * 12, db.entryCount());
            assertEquals(text.length, db.countGames(new Split(0, size)).textBytes());
            for (long bytes : new long[] {1, 64, 1000, 4096, SplitSizing.DEFAULT_BYTES}) {
                List<Split> splits = db.splits(new SplitSizing(1, bytes));
                assertEquals((size + bytes - 1) / bytes, splits.size());
                assertSameGames(sequential, read(db, counted(db, splits)), bytes + " bytes per split");
            }
            // without a counting pass a split counts what comes before it itself
            assertSameGames(sequential, read(db, db.splits(new SplitSizing(1, 1000))), "uncounted splits");
        }
    }
}
