package org.chesslake.format.cbh;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.List;
import org.chesslake.chess.Board;
import org.chesslake.game.MoveNode;
import org.chesslake.game.MoveTree;
import org.junit.jupiter.api.Test;

/** The compact decoder on streams written here with mode 0's table: variation order and nesting depth. */
class CbhMoveDecoderTest {

    private static final int PUSH = 254;
    private static final int POP = 255;
    /** White's knight #2 g1-f3 and Black's g8-f6 (codes 103 + 2, 103 + 5). */
    private static final int[] MAIN = {105, 108};
    /** Knight #1 b1-c3, b8-c6, c3-b1, c6-b8 (codes 95 + 1, + 6, + 5, + 2): a cycle of four plies. */
    private static final int[] ALTERNATIVE = {96, 101, 100, 97};

    /** Writes codes as mode 0 stores them: byte = T⁻¹[code] + counter, the counter counting moves only. */
    private static byte[] encode(int... codes) {
        int[] table = CbhTables.of(0);
        int[] inverse = new int[256];
        for (int i = 0; i < 256; i++) {
            inverse[table[i]] = i;
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int counter = 0;
        for (int code : codes) {
            out.write((inverse[code] + counter) & 0xFF);
            if (code < 235) {
                counter++;
            }
        }
        return out.toByteArray();
    }

    private static MoveTree decode(byte[] bytes, List<String> warnings) {
        return new MoveDecoder().decode(bytes, 0, bytes.length, CbhMode.of(0), Board.standard(), Annotations.NONE, "test.cbg", 0,
                warnings);
    }


    @Test
    void continuationsComeFirstInTheBytesAndAsVariationsInTheTree() {
        // spec §9.5: 1. e4 c5 (1… c6 2. d4) (1… Nf6 2. e5) 2. Nf3 d6 (2… Nc6 3. Bb5) 3. d4
        int e4 = 111 + 4 * 4 + 1;
        int c5 = 111 + 4 * 2 + 1;
        int c6 = 111 + 4 * 2;
        int nf6 = 103 + 5;
        int nf3 = 103 + 2;
        int d6 = 111 + 4 * 3;
        int d4 = 111 + 4 * 3 + 1;
        int nc6 = 95 + 6;
        int bb5 = 81 + 10; // bishop #2 f1, (-4, +4)
        int e5 = 111 + 4 * 4;
        List<String> warnings = new ArrayList<>();
        MoveTree tree = decode(encode(e4, PUSH, c5, nf3, PUSH, d6, d4, POP, nc6, bb5, POP, PUSH, c6, d4, POP, nf6, e5, POP),
                warnings);
        assertEquals(List.of(), warnings);
        assertEquals("e4 c5 (c6 d4) (Nf6 e5) Nf3 d6 (Nc6 Bb5) d4", print(tree.mainLine()));
    }

    @Test
    void variationsNestedTenThousandDeepDecodeWithoutRecursion() {
        int depth = 10_000;
        int[] codes = new int[4 * depth + 1];
        int n = 0;
        for (int level = 0; level < depth; level++) {
            codes[n++] = PUSH;
            codes[n++] = MAIN[level % 2];
            codes[n++] = POP;
            codes[n++] = ALTERNATIVE[level % 4];
        }
        codes[n] = POP;
        List<String> warnings = new ArrayList<>();
        MoveTree tree = decode(encode(codes), warnings);
        assertEquals(List.of(), warnings);
        assertEquals(1, tree.plyCount());
        int levels = 0;
        List<MoveNode> line = tree.mainLine();
        while (!line.get(line.size() - 1).variations().isEmpty()) {
            line = line.get(line.size() - 1).variations().get(0);
            assertEquals(levels == depth - 1 ? 1 : 2, line.size());
            levels++;
        }
        assertEquals(depth, levels);
        List<MoveNode> first = tree.mainLine().get(0).variations().get(0);
        assertEquals(List.of("Nf3", "Nc3", "Nf6"), List.of(tree.mainLine().get(0).move().san(), first.get(0).move().san(),
                first.get(1).move().san()));
    }

    @Test
    void chess960CastlingIsATwoByteMoveFromTheKingsTargetSquareToItself() {
        // mode 10 ("post"): stored = T⁻¹[value + counter]; White king f1, castling rooks b1 and g1
        int[] table = CbhTables.of(10);
        int[] inverse = new int[256];
        for (int i = 0; i < 256; i++) {
            inverse[table[i]] = i;
        }
        int g1 = 6 * 8; // ChessBase square of g1: 8 · file + rank
        int w = g1 | g1 << 6;
        byte[] bytes = {(byte) inverse[235], (byte) inverse[w >> 8], (byte) inverse[w & 0xFF], (byte) inverse[(255 + 1) & 0xFF]};
        Board start = Board.fromFen("4k3/8/8/8/8/8/8/1R3KR1 w GB - 0 1");
        List<String> warnings = new ArrayList<>();
        MoveTree tree = new MoveDecoder().decode(bytes, 0, bytes.length, CbhMode.of(10), start, Annotations.NONE, "test.cbg", 0,
                warnings);
        assertEquals(List.of(), warnings);
        assertEquals("O-O", tree.mainLine().get(0).move().san());
        assertEquals("f1g1", tree.mainLine().get(0).move().uci(), "king takes the g1 rook");
    }

    private static String print(List<MoveNode> line) {
        StringBuilder out = new StringBuilder();
        for (MoveNode node : line) {
            out.append(out.isEmpty() ? "" : " ").append(node.move().san());
            for (List<MoveNode> variation : node.variations()) {
                out.append(" (").append(print(variation)).append(')');
            }
        }
        return out.toString();
    }
}
