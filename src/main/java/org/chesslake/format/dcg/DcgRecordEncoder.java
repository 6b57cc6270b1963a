package org.chesslake.format.dcg;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import org.chesslake.chess.Board;
import org.chesslake.chess.Piece;
import org.chesslake.chess.Square;
import org.chesslake.game.MoveInfo;
import org.chesslake.game.MoveNode;
import org.chesslake.game.MoveTree;

/**
 * Encodes one game record as the reference encoder does (spec §4): its BER forms, one comment per
 * node after the move, and for a node with alternatives first the main move, then each
 * alternative in {@code 84 … 85}, then the main continuation.
 *
 * <p>What the format cannot hold is placed where the reference encoder's PGN reader puts it: a
 * comment before a move goes to the node before it (the game comment before the first move), and
 * of several comments meeting on one node the last one in PGN order wins. A variation nested in a
 * variation's first move is another alternative to the same move, so it is written as a sibling.
 */
final class DcgRecordEncoder {

    private final ByteArrayOutputStream body = new ByteArrayOutputStream();

    private DcgRecordEncoder() {
    }

    /** The whole record: BER length, start marker (and FEN), tokens. */
    static byte[] encode(MoveTree moves, String startFen) {
        DcgRecordEncoder encoder = new DcgRecordEncoder();
        encoder.start(startFen);
        List<MoveNode> main = moves.mainLine();
        encoder.comment(lastComment(moves.comment(), main.isEmpty() ? null : main.get(0)));
        encoder.line(main);
        ByteArrayOutputStream record = new ByteArrayOutputStream();
        Ber.write(encoder.body.size(), record);
        record.writeBytes(encoder.body.toByteArray());
        return record.toByteArray();
    }

    private void start(String fen) {
        if (fen == null || fen.equals(Board.STANDARD_FEN)) {
            body.write(DcgRecord.STANDARD_START);
            return;
        }
        body.write(DcgRecord.FEN_START);
        text(fen);
    }

    /** A line being written, and the alternatives of its last move still to write. */
    private static final class Line {
        final List<MoveNode> nodes;
        final boolean alternative;
        int next;
        List<List<MoveNode>> siblings = List.of();
        int sibling;

        Line(List<MoveNode> nodes, boolean alternative) {
            this.nodes = nodes;
            this.alternative = alternative;
        }
    }

    /**
     * Writes the main line, each move followed by its alternatives in full; in an alternative, the
     * variations of its first move were already written as its siblings. An explicit stack, not
     * recursion: variations nest as deep as the game says.
     */
    private void line(List<MoveNode> main) {
        ArrayDeque<Line> open = new ArrayDeque<>();
        open.push(new Line(main, false));
        while (!open.isEmpty()) {
            Line line = open.peek();
            if (line.sibling < line.siblings.size()) {
                body.write(DcgToken.BEGIN_VARIATION);
                open.push(new Line(line.siblings.get(line.sibling++), true));
                continue;
            }
            if (line.next == line.nodes.size()) {
                open.pop();
                if (!open.isEmpty()) {
                    body.write(DcgToken.END_VARIATION);
                }
                continue;
            }
            int i = line.next++;
            MoveNode node = line.nodes.get(i);
            node(node, i + 1 < line.nodes.size() ? line.nodes.get(i + 1) : null);
            line.siblings = i > 0 || !line.alternative ? alternatives(node) : List.of();
            line.sibling = 0;
        }
    }

    private void node(MoveNode node, MoveNode next) {
        move(node.move());
        if (!node.nags().isEmpty()) {
            body.write(DcgToken.NAGS);
            Ber.write(node.nags().size(), body);
            for (int nag : node.nags()) {
                if (nag < 0 || nag > 255) {
                    throw new IllegalArgumentException("NAG " + nag + " does not fit in a byte");
                }
                body.write(nag);
            }
        }
        comment(lastComment(node.commentAfter(), next));
    }

    private void move(MoveInfo move) {
        if (move.isNullMove()) {
            body.write(DcgToken.NULL_MOVE);
            return;
        }
        int promotion = move.promotion() == null ? 0 : PromotionCoding.REFERENCE.code(pieceType(move.promotion()));
        int bits = new DcgToken.Move(Square.parse(move.from()), Square.parse(move.to()), promotion).encode();
        body.write(bits >> 8);
        body.write(bits);
    }

    private static int pieceType(String letter) {
        for (int type = Piece.KNIGHT; type <= Piece.QUEEN; type++) {
            if (letter.equals(String.valueOf(Piece.letter(type)))) {
                return type;
            }
        }
        throw new IllegalArgumentException("no promotion to '" + letter + "'");
    }

    private void comment(String text) {
        if (text != null) {
            body.write(DcgToken.COMMENT);
            text(text);
        }
    }

    private void text(String text) {
        byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
        Ber.write(bytes.length, body);
        body.writeBytes(bytes);
    }

    /**
     * The comment a node ends up with: its own, overwritten by the comment before the next move
     * and then by the comments before the first moves of that move's alternatives (PGN order).
     */
    private static String lastComment(String own, MoveNode next) {
        String last = present(own);
        if (next == null) {
            return last;
        }
        last = present(next.commentBefore()) == null ? last : next.commentBefore();
        for (List<MoveNode> sibling : alternatives(next)) {
            String before = present(sibling.get(0).commentBefore());
            last = before == null ? last : before;
        }
        return last;
    }

    private static String present(String comment) {
        return comment == null || comment.isEmpty() ? null : comment;
    }

    /**
     * The alternatives to a move: its variations, each followed by those of the variation's first
     * move (depth first, with an explicit stack).
     */
    private static List<List<MoveNode>> alternatives(MoveNode node) {
        List<List<MoveNode>> all = new ArrayList<>();
        ArrayDeque<Iterator<List<MoveNode>>> pending = new ArrayDeque<>();
        pending.push(node.variations().iterator());
        while (!pending.isEmpty()) {
            if (!pending.peek().hasNext()) {
                pending.pop();
                continue;
            }
            List<MoveNode> variation = pending.peek().next();
            if (!variation.isEmpty()) {
                all.add(variation);
                pending.push(variation.get(0).variations().iterator());
            }
        }
        return all;
    }
}
