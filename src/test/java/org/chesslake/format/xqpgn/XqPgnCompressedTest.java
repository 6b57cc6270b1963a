package org.chesslake.format.xqpgn;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.apache.hadoop.io.compress.bzip2.CBZip2OutputStream;
import org.chesslake.bench.LichessLike;
import org.chesslake.format.DecodeLevel;
import org.chesslake.format.FormatOptions;
import org.chesslake.format.SplitSizing;
import org.chesslake.xiangqi.Notation;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Compressed xiangqi PGN whose text starts with a byte order mark: a UTF-8 one splits at its zstd
 * frames with the plain file's numbers, offsets and games (the mark skipped as in the plain file,
 * also before a first game without tags); a
 * UTF-16 one, whose blocks and frames may end inside a character, is one split read from its start
 * or from a copy of its text.
 */
class XqPgnCompressedTest {

    /** Small frames of odd text sizes, so that frame boundaries fall inside games and characters. */
    private static final int[] FRAME_TEXT = {700, 1, 333};

    @TempDir
    Path dir;

    /** The mark, a game without tags right after it, then the sample games five times. */
    private static byte[] samples(byte[] byteOrderMark, Charset charset) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        bytes.write(byteOrderMark);
        bytes.write("1. 炮二平五 马８进７ *\n\n".getBytes(charset));
        for (int i = 0; i < 5; i++) {
            XqPgnWriter.write(XqSampleGames.games(), Notation.WXF, charset, bytes);
        }
        return bytes.toByteArray();
    }

    /** Bzip2 in 100 KB blocks, as {@code bzip2 -1} writes it. */
    private static byte[] bzip2(byte[] text) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        bytes.write("BZ".getBytes(StandardCharsets.US_ASCII)); // the stream's magic, which the codec leaves to its caller
        try (OutputStream out = new CBZip2OutputStream(bytes, 1)) {
            out.write(text);
        }
        return bytes.toByteArray();
    }

    /** Per game: number, text offset and the decoded game. */
    private static List<String> games(XqPgnDatabase db, SplitSizing sizing) throws IOException {
        return XqPgnTestFiles.read(db, db.splits(sizing), DecodeLevel.MOVES).stream().map(game -> {
            assertNull(game.error(), "game " + game.number());
            return game.number() + " @" + game.offset() + " " + game.game();
        }).toList();
    }

    private static XqPgnDatabase open(Path dir, String name, byte[] bytes) throws IOException {
        return XqPgnDatabase.open(XqPgnTestFiles.written(dir, name, bytes), FormatOptions.NONE);
    }

    @Test
    void aUtf8FileWithAByteOrderMarkSplitsAtItsFramesWithThePlainNumbersAndOffsets() throws IOException {
        byte[] text = samples(new byte[] {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF}, StandardCharsets.UTF_8);
        List<String> plain;
        try (XqPgnDatabase db = open(dir, "bom.pgn", text)) {
            plain = games(db, SplitSizing.DEFAULT);
        }
        assertEquals(1 + 5 * XqSampleGames.games().size(), plain.size());
        assertTrue(plain.get(0).startsWith("1 @3 "), plain.get(0));
        try (XqPgnDatabase db = open(dir, "bom.pgn.zst", LichessLike.frames(text, FRAME_TEXT, 3))) {
            assertEquals("utf-8", db.encodingName());
            SplitSizing small = new SplitSizing(1, 500);
            assertTrue(db.splits(small).size() > 5, db.splits(small).toString());
            assertEquals(Optional.empty(), db.textCopyName());
            assertEquals(plain, games(db, small));
        }
    }

    @Test
    void aCompressedUtf16FileIsOneSplitReadFromItsStart() throws IOException {
        byte[] text = samples(new byte[] {(byte) 0xFF, (byte) 0xFE}, StandardCharsets.UTF_16LE);
        List<String> plain;
        try (XqPgnDatabase db = open(dir, "utf16.pgn", text)) {
            plain = games(db, SplitSizing.DEFAULT);
        }
        assertTrue(plain.get(0).startsWith("1 @2 "), plain.get(0));
        SplitSizing small = new SplitSizing(1, 100);
        for (String name : List.of("utf16.pgn.zst", "utf16.pgn.bz2")) {
            byte[] compressed = name.endsWith(".zst") ? LichessLike.frames(text, FRAME_TEXT, 3) : bzip2(text);
            try (XqPgnDatabase db = open(dir, name, compressed)) {
                assertEquals("utf-16le", db.encodingName(), name);
                assertEquals(1, db.splits(small).size(), name);
                assertEquals(Optional.of("text.pgn"), db.textCopyName(), name);
                assertEquals(plain, games(db, small), name);
                ByteArrayOutputStream copy = new ByteArrayOutputStream();
                assertEquals(text.length, db.copyText(copy), name);
                assertArrayEquals(text, copy.toByteArray(), name + ": the copy is the text");
            }
        }
    }
}
