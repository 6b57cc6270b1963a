package org.chesslake.format.dcg;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.chesslake.chess.Board;
import org.chesslake.files.InputFile;
import org.chesslake.files.OutputFile;
import org.chesslake.format.DecodeLevel;
import org.chesslake.format.GameCursor;
import org.chesslake.format.Split;
import org.chesslake.game.Game;
import org.chesslake.game.GameDecodeException;
import org.chesslake.game.GameHeader;
import org.chesslake.game.MoveNode;
import org.chesslake.game.MoveTree;
import org.chesslake.game.PartialDate;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Records written by hand: what the reference encoder never writes but a reader must handle. */
class DcgDecodeTest {

    private static final int E2E4_HI = 0x03;
    private static final int E2E4_LO = 0x1C;
    private static final String PROMOTION_FEN = "8/P6k/8/8/8/8/p6K/8 w - - 0 1";

    @TempDir
    Path dir;

    /** A one-game database (written by DcgWriter) whose record body is replaced by {@code body}. */
    private Path database(int... body) throws IOException {
        Path index = dir.resolve("hand.dci");
        GameHeader header = GameHeader.builder().white("W").black("B").date(new PartialDate(2020, 1, 2)).build();
        DcgWriter.write(OutputFile.local(index), List.of(new Game(1, header, MoveTree.EMPTY)));
        ByteArrayOutputStream games = new ByteArrayOutputStream();
        games.writeBytes(DcgFile.GAMES.magic());
        Ber.write(body.length, games);
        for (int b : body) {
            games.write(b);
        }
        Files.write(dir.resolve("hand." + DcgFile.GAMES.extension()), games.toByteArray());
        return index;
    }

    private static Game decode(Path index, DecodeLevel level) throws IOException {
        try (DcgDatabase database = DcgDatabase.open(InputFile.local(index));
             GameCursor cursor = database.cursor(new Split(0, 1), level)) {
            cursor.next();
            return cursor.game();
        }
    }

    private Game decode(int... body) throws IOException {
        return decode(database(body), DecodeLevel.MOVES);
    }

    /** A standard-start record: marker 0 then the tokens. */
    private static int[] standard(int... tokens) {
        int[] body = new int[tokens.length + 1];
        System.arraycopy(tokens, 0, body, 1, tokens.length);
        return body;
    }

    /** A record from {@link #PROMOTION_FEN} with the given tokens. */
    private static int[] fromPromotionFen(int... tokens) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.write(DcgRecord.FEN_START);
        out.write(PROMOTION_FEN.length());
        out.writeBytes(PROMOTION_FEN.getBytes());
        for (int t : tokens) {
            out.write(t);
        }
        byte[] bytes = out.toByteArray();
        int[] body = new int[bytes.length];
        for (int i = 0; i < bytes.length; i++) {
            body[i] = bytes[i] & 0xFF;
        }
        return body;
    }

    /** The two bytes of a move with a promotion code. */
    private static int[] move(int from, int to, int code) {
        int bits = code << 12 | from << 6 | to;
        return new int[] {bits >> 8, bits & 0xFF};
    }

    private static int[] concat(int[]... parts) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (int[] part : parts) {
            for (int b : part) {
                out.write(b);
            }
        }
        byte[] bytes = out.toByteArray();
        int[] all = new int[bytes.length];
        for (int i = 0; i < bytes.length; i++) {
            all[i] = bytes[i] & 0xFF;
        }
        return all;
    }

    @Test
    void levelsStopWhereTheyShould() throws IOException {
        Path index = database(fromPromotionFen(0x89)); // a broken token: only MOVES reads that far
        Game atIndex = decode(index, DecodeLevel.INDEX);
        assertEquals("W", atIndex.header().white());
        assertEquals(new PartialDate(2020, 1, 2), atIndex.header().date());
        assertNull(atIndex.header().startFen());
        assertNull(atIndex.moves());
        Game atHeader = decode(index, DecodeLevel.HEADER);
        assertEquals(PROMOTION_FEN, atHeader.header().startFen());
        assertNull(atHeader.moves());
        assertThrows(GameDecodeException.class, () -> decode(index, DecodeLevel.MOVES));
    }

    @Test
    void commentBeforeAVariationsFirstMoveIsKeptThereWithAWarning() throws IOException {
        // 1.e4 (1.d4 preceded by a comment) e5
        Game game = decode(standard(E2E4_HI, E2E4_LO, 0x84, 0x86, 0x02, 'p', 'q', 0x02, 0xDB, 0x85, 0x0D, 0x24));
        MoveNode e4 = game.moves().mainLine().get(0);
        assertEquals("pq", e4.variations().get(0).get(0).commentBefore());
        assertNull(e4.commentAfter());
        assertEquals("comment before the first move of a variation", game.header().tags().get("DcgWarning"));
    }

    @Test
    void twoCommentsOnOneMoveAreJoinedByANewline() throws IOException {
        // 1.e4 {a} $1 {b}
        Game game = decode(standard(E2E4_HI, E2E4_LO, 0x86, 0x01, 'a', 0x87, 0x01, 0x01, 0x86, 0x01, 'b'));
        MoveNode e4 = game.moves().mainLine().get(0);
        assertEquals("a\nb", e4.commentAfter());
        assertEquals(List.of(1), e4.nags());
        assertEquals("two comments on one move, joined", game.header().tags().get("DcgWarning"));
    }

    @Test
    void acceptsASingleByte7FLengthThatTheReferenceReadersReject() throws IOException {
        int[] comment = new int[2 + 0x7F];
        comment[0] = 0x86;
        comment[1] = 0x7F;
        java.util.Arrays.fill(comment, 2, comment.length, 'x');
        Game game = decode(concat(standard(E2E4_HI, E2E4_LO), comment));
        assertEquals("x".repeat(127), game.moves().mainLine().get(0).commentAfter());
    }

    @Test
    void gameCommentBeforeAnyMoveOfAGameWithoutMoves() throws IOException {
        Game game = decode(standard(0x86, 0x01, 'g'));
        assertEquals("g", game.moves().comment());
        assertEquals(0, game.header().plyCount());
    }

    @Test
    void publishedPromotionCodingIsRecognisedAndWarnedAbout() throws IOException {
        // a7a8 with code 4 (queen in the published text), then a2a1 with code 1 (knight there)
        Path index = database(fromPromotionFen(concat(move(48, 56, 4), move(8, 0, 1))));
        Game game = decode(index, DecodeLevel.MOVES);
        List<MoveNode> main = game.moves().mainLine();
        assertEquals("a7a8q", main.get(0).move().uci());
        assertEquals("a2a1n", main.get(1).move().uci());
        try (DcgDatabase database = DcgDatabase.open(InputFile.local(index))) {
            assertEquals(List.of("promotion codes follow the published text (1 = knight … 4 = queen), not the"
                    + " reference encoder"), database.warnings());
        }
    }

    @Test
    void referenceCodingNeedsNoWarningWhenAQueenPromotionConfirmsIt() throws IOException {
        Path index = database(fromPromotionFen(concat(move(48, 56, 5), move(8, 0, 2))));
        assertEquals("a2a1n", decode(index, DecodeLevel.MOVES).moves().mainLine().get(1).move().uci());
        try (DcgDatabase database = DcgDatabase.open(InputFile.local(index))) {
            assertEquals(List.of(), database.warnings());
        }
    }

    @Test
    void bothCodingsInOneDatabaseCannotBeDecoded() throws IOException {
        GameDecodeException e = assertThrows(GameDecodeException.class,
                () -> decode(fromPromotionFen(concat(move(48, 56, 5), move(8, 0, 1)))));
        assertEquals(10 + 1 + 2 + PROMOTION_FEN.length(), e.offset());
        assertEquals("promotion code 5 is ambiguous: the database uses both 1 (published coding) and 5"
                + " (reference encoder)", e.reason());
    }

    @Test
    void promotionMustComeWithAPawnReachingTheLastRankAndOnlyThen() throws IOException {
        GameDecodeException missing = assertThrows(GameDecodeException.class,
                () -> decode(fromPromotionFen(move(48, 56, 0))));
        assertEquals("illegal move a7a8 at ply 1 in position " + PROMOTION_FEN, missing.reason());
        GameDecodeException extra = assertThrows(GameDecodeException.class,
                () -> decode(standard(concat(move(12, 28, 5)))));
        assertEquals("illegal move e2e4 (promotion code 5) at ply 1 in position " + Board.STANDARD_FEN,
                extra.reason());
    }

    @Test
    void aNameCutInsideAUtf8CharacterIsReadWithAReplacementAndAWarning() throws IOException {
        Path index = dir.resolve("cut.dci");
        String name = "x".repeat(35) + "é"; // 37 bytes: the record keeps the first byte of "é"
        GameHeader header = GameHeader.builder().white(name).build();
        DcgWriter.write(OutputFile.local(index), List.of(new Game(1, header, MoveTree.EMPTY)));
        try (RandomAccessFile out = new RandomAccessFile(index.toFile(), "rw")) {
            out.seek(DcgIndex.HEADER_SIZE + DcgIndexEntry.WHITE_FIELD);
            out.writeInt(10); // the writer gave the cut name reference 0; point at its record
        }
        GameHeader read = decode(index, DecodeLevel.INDEX).header();
        assertEquals("x".repeat(35) + "\uFFFD", read.white());
        assertEquals("white name cut inside a UTF-8 character", read.tags().get("DcgWarning"));
    }

    @Test
    void badFenIsADecodeError() throws IOException {
        GameDecodeException e = assertThrows(GameDecodeException.class, () -> decode(1, 3, 'x', 'y', 'z'));
        assertEquals(11, e.offset());
        assertEquals("bad start FEN 'xyz'", e.reason().substring(0, 19));
    }
}
