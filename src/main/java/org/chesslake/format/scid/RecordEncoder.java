package org.chesslake.format.scid;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.chesslake.chess.Board;
import org.chesslake.chess.Move;
import org.chesslake.chess.Piece;
import org.chesslake.chess.Square;
import org.chesslake.game.Game;
import org.chesslake.game.GameHeader;
import org.chesslake.game.MoveInfo;
import org.chesslake.game.MoveNode;
import org.chesslake.game.MoveTree;

/**
 * Encodes one game as a SCID game record (spec §6) the way SCID writes it: extra tags, start byte
 * and FEN, the move stream (move, its NAGs, its comment marker, its variations), then the comment
 * strings in marker order. Also computes what the index entry derives from the record.
 *
 * <p>SCID has no place for a comment before a move other than the first of a line; such a
 * comment is joined to the comment after the previous move.
 */
final class RecordEncoder {

    /**
     * Tags the index holds (or chesslake derives from it); they are not stored in the record.
     * Variant is not one of them: SCID keeps a PGN Variant tag in the record.
     */
    static final Set<String> INDEX_TAGS = Set.of("Event", "Site", "Date", "Round", "White", "Black", "Result",
            "WhiteElo", "BlackElo", "ECO", "FEN", IndexHeaders.FLAGS, IndexHeaders.WHITE_RATING_TYPE,
            IndexHeaders.BLACK_RATING_TYPE, IndexHeaders.EXTENDED_ECO, IndexHeaders.VARIATIONS,
            IndexHeaders.COMMENTS, IndexHeaders.NAGS);
    private static final Map<String, Integer> COMMON_TAGS = Map.of("WhiteCountry", 241, "BlackCountry", 242,
            "Annotator", 243, "PlyCount", 244, "EventDate", 245, "Opening", 246, "Variation", 247, "Setup", 248,
            "Source", 249, "SetUp", 250);
    private static final int MAX_TAG_NAME = 240;
    private static final int MAX_TAG_VALUE = 255;
    private static final int[] KING_STEPS = {-9, -8, -7, -1, 1, 7, 8, 9};
    private static final int[] KNIGHT_JUMPS = {-17, -15, -10, -6, 6, 10, 15, 17};

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final List<String> comments = new ArrayList<>();
    private int variations;
    private int nags;
    private int flags;

    /**
     * What the index entry needs from a record.
     *
     * @param flags     the derived flag bits (set-up start, promotion, under-promotion)
     * @param homePawns byte 0: count of home-pawn events; bytes 1–8: their nibbles (spec §2.10)
     * @param material  final-material signature of the main line's last position
     */
    record Encoded(byte[] bytes, int flags, int variations, int comments, int nags, int plies,
                   byte[] homePawns, int material) {
    }

    /**
     * @param writeEventDate whether EventDate goes into the record as a text tag (when the index's
     *                       dual date cannot hold it)
     */
    Encoded encode(Game game, boolean writeEventDate) {
        out.reset();
        comments.clear();
        variations = 0;
        nags = 0;
        GameHeader header = game.header();
        writeTags(header, writeEventDate);
        String fen = header.startFen();
        Board board = fen == null ? Board.standard() : Board.fromFen(fen);
        PieceLists lists = new PieceLists();
        if (fen == null) {
            lists.setStandard();
        } else if (!lists.setFromBoard(board)) {
            throw new IllegalArgumentException("start position of game " + game.number() + " has no king or too many pieces");
        }
        MoveTree tree = game.moves() == null ? MoveTree.EMPTY : game.moves();
        flags = fen == null ? 0 : ScidFlags.START_POSITION;
        int startByteAt = out.size();
        out.write(0); // start byte, completed below once promotions are known
        if (fen != null) {
            out.writeBytes(fen.getBytes(StandardCharsets.UTF_8));
            out.write(0);
        }
        List<MoveNode> main = tree.mainLine();
        if (main.isEmpty() && tree.comment() != null) {
            marker(tree.comment());
        } else if (!main.isEmpty() && main.get(0).commentBefore() != null) {
            marker(main.get(0).commentBefore());
        }
        HomePawns homePawns = new HomePawns(fen == null);
        line(main, board, lists, homePawns);
        out.write(0x0F);
        for (String comment : comments) {
            out.writeBytes(comment.replace('\0', ' ').getBytes(StandardCharsets.UTF_8));
            out.write(0);
        }
        byte[] bytes = out.toByteArray();
        bytes[startByteAt] = (byte) flags;
        return new Encoded(bytes, flags, variations, comments.size(), nags, main.size(), homePawns.bytes(),
                material(board));
    }

    private void writeTags(GameHeader header, boolean writeEventDate) {
        for (Map.Entry<String, String> tag : header.tags().entrySet()) {
            String name = tag.getKey();
            if (INDEX_TAGS.contains(name) || (name.equals(IndexHeaders.EVENT_DATE) && !writeEventDate) || name.isEmpty()) {
                continue;
            }
            Integer common = COMMON_TAGS.get(name);
            if (common != null) {
                out.write(common);
            } else {
                byte[] nameBytes = truncate(name, MAX_TAG_NAME);
                out.write(nameBytes.length);
                out.writeBytes(nameBytes);
            }
            byte[] value = truncate(tag.getValue(), MAX_TAG_VALUE);
            out.write(value.length);
            out.writeBytes(value);
        }
        out.write(0);
    }

    /** A line being encoded: its moves, the position it has reached, the variations of its last move still to write. */
    private static final class Line {
        final List<MoveNode> nodes;
        final Board board;
        final PieceLists lists;
        final HomePawns homePawns;
        int next;
        MoveNode last;
        Board beforeLast;
        PieceLists listsBeforeLast;
        int variation;

        Line(List<MoveNode> nodes, Board board, PieceLists lists, HomePawns homePawns) {
            this.nodes = nodes;
            this.board = board;
            this.lists = lists;
            this.homePawns = homePawns;
        }
    }

    /**
     * Encodes the main line from {@code board} (which it advances), each move followed by its
     * variations in full. Variations of a move start from the position before it, so the board and
     * lists are copied before a move that has any. An explicit stack, not recursion: variations nest
     * as deep as the game says.
     */
    private void line(List<MoveNode> main, Board board, PieceLists lists, HomePawns homePawns) {
        ArrayDeque<Line> open = new ArrayDeque<>();
        open.push(new Line(main, board, lists, homePawns));
        while (!open.isEmpty()) {
            Line line = open.peek();
            if (line.last != null && line.variation < line.last.variations().size()) {
                List<MoveNode> variation = line.last.variations().get(line.variation++);
                out.write(0x0D);
                variations++;
                if (!variation.isEmpty() && variation.get(0).commentBefore() != null) {
                    marker(variation.get(0).commentBefore());
                }
                open.push(new Line(variation, line.beforeLast.positionCopy(), line.listsBeforeLast.copy(), null));
                continue;
            }
            if (line.next == line.nodes.size()) {
                open.pop();
                if (!open.isEmpty()) {
                    out.write(0x0E);
                }
                continue;
            }
            int i = line.next++;
            MoveNode node = line.nodes.get(i);
            // the position alone: a copy with the undo stack would grow with every level of nesting
            line.beforeLast = node.variations().isEmpty() ? null : line.board.positionCopy();
            line.listsBeforeLast = line.beforeLast == null ? null : line.lists.copy();
            move(node.move(), line.board, line.lists, line.homePawns);
            for (int nag : node.nags()) {
                out.write(0x0B);
                out.write(nag);
                nags++;
            }
            String after = node.commentAfter();
            if (i + 1 < line.nodes.size() && line.nodes.get(i + 1).commentBefore() != null) {
                String before = line.nodes.get(i + 1).commentBefore();
                after = after == null ? before : after + " " + before;
            }
            if (after != null) {
                marker(after);
            }
            line.last = node;
            line.variation = 0;
        }
    }

    private void marker(String comment) {
        if (!comment.isEmpty()) {
            out.write(0x0C);
            comments.add(comment);
        }
    }

    /** Writes one move's byte(s) and plays it; {@code homePawns} is non-null on the main line only. */
    private void move(MoveInfo info, Board board, PieceLists lists, HomePawns homePawns) {
        int side = board.sideToMove();
        if (info.isNullMove()) {
            out.write(0); // king (index 0), code 0
            board.make(Move.NULL);
            return;
        }
        int from = Square.parse(info.from());
        int to = Square.parse(info.to());
        int promotion = info.promotion() == null ? 0 : "PNBRQK".indexOf(info.promotion()) + 1;
        int move = board.findMove(from, to, promotion);
        if (move < 0) {
            throw new IllegalArgumentException("move " + info.uci() + " is not legal in " + board.toFen());
        }
        int index = lists.indexOf(side, from);
        int type = Piece.type(board.pieceAt(from));
        int code;
        int second = -1;
        switch (type) {
            case Piece.KING -> code = Math.abs(to - from) == 2 ? (to < from ? 9 : 10) : indexOf(KING_STEPS, to - from) + 1;
            case Piece.KNIGHT -> code = indexOf(KNIGHT_JUMPS, to - from) + 1;
            case Piece.ROOK -> code = rookCode(from, to);
            case Piece.QUEEN -> {
                if ((from >> 3) == (to >> 3) || (from & 7) == (to & 7)) {
                    code = rookCode(from, to);
                } else {
                    code = from & 7;
                    second = 64 + to;
                }
            }
            case Piece.BISHOP -> code = (to - from) % 9 == 0 && (to - from) / 9 == (to & 7) - (from & 7)
                    ? to & 7 : 8 + (to & 7);
            default -> {
                int step = Math.abs(to - from);
                code = step == 16 ? 15 : (step - 7) + 3 * promotionCode(promotion);
                if (promotion != 0) {
                    flags |= homePawns != null ? ScidFlags.PROMOTION : 0;
                    flags |= homePawns != null && promotion != Piece.QUEEN ? ScidFlags.UNDER_PROMOTION : 0;
                }
            }
        }
        out.write(index << 4 | code);
        if (second >= 0) {
            out.write(second);
        }
        int victim = board.pieceAt(to);
        int victimSquare = to;
        if (type == Piece.PAWN && victim == Piece.EMPTY && ((to ^ from) & 7) != 0) {
            victimSquare = side == Piece.WHITE ? to - 8 : to + 8;
            victim = Piece.PAWN;
        }
        board.make(move);
        lists.setSquare(side, index, to);
        if (victim != Piece.EMPTY) {
            lists.remove(side ^ 1, victimSquare);
        }
        if (type == Piece.KING && Math.abs(to - from) == 2) {
            int rookFrom = (from & ~7) + (to < from ? 0 : 7);
            int rook = lists.indexOf(side, rookFrom);
            lists.setSquare(side, rook, to < from ? rookFrom + 3 : rookFrom - 2);
        }
        if (homePawns != null) {
            homePawns.after(board);
        }
    }

    private static int rookCode(int from, int to) {
        return (from >> 3) == (to >> 3) ? to & 7 : 8 + (to >> 3);
    }

    private static int promotionCode(int promotion) {
        return switch (promotion) {
            case Piece.QUEEN -> 1;
            case Piece.ROOK -> 2;
            case Piece.BISHOP -> 3;
            case Piece.KNIGHT -> 4;
            default -> 0;
        };
    }

    private static int indexOf(int[] values, int value) {
        for (int i = 0; i < values.length; i++) {
            if (values[i] == value) {
                return i;
            }
        }
        throw new IllegalArgumentException("no SCID code for a step of " + value);
    }

    /** UTF-8 bytes of {@code value}, cut at a character boundary to at most {@code maxBytes}. */
    static byte[] truncate(String value, int maxBytes) {
        byte[] bytes = value.getBytes(StandardCharsets.UTF_8);
        if (bytes.length <= maxBytes) {
            return bytes;
        }
        int end = maxBytes;
        while (end > 0 && (bytes[end] & 0xC0) == 0x80) {
            end--;
        }
        return Arrays.copyOf(bytes, end);
    }

    /** Final-material signature (spec §2.10): per side Q, R, B, N capped at 3 (2 bits each), then pawns (4 bits). */
    private static int material(Board board) {
        int signature = 0;
        for (int color = Piece.WHITE; color <= Piece.BLACK; color++) {
            int[] counts = new int[7];
            for (int square = 0; square < 64; square++) {
                int piece = board.pieceAt(square);
                if (piece != Piece.EMPTY && Piece.color(piece) == color) {
                    counts[Piece.type(piece)]++;
                }
            }
            int side = Math.min(counts[Piece.QUEEN], 3) << 10 | Math.min(counts[Piece.ROOK], 3) << 8
                    | Math.min(counts[Piece.BISHOP], 3) << 6 | Math.min(counts[Piece.KNIGHT], 3) << 4
                    | Math.min(counts[Piece.PAWN], 15);
            signature = signature << 12 | side;
        }
        return signature;
    }

    /**
     * SCID's home-pawn list (spec §2.10): in main-line order, each move after which a pawn is no
     * longer on its home square adds a nibble naming it (0 = h7 … 7 = a7, 8 = h2 … 15 = a2).
     * Empty for set-up starts.
     */
    private static final class HomePawns {
        private final boolean enabled;
        private final byte[] bytes = new byte[9];
        private int signature = 0xFFFF;

        HomePawns(boolean enabled) {
            this.enabled = enabled;
        }

        void after(Board board) {
            if (!enabled) {
                return;
            }
            int now = 0;
            for (int file = 0; file < 8; file++) {
                if (board.pieceAt(48 + file) == Piece.of(Piece.BLACK, Piece.PAWN)) {
                    now |= 1 << (7 - file);
                }
                if (board.pieceAt(8 + file) == Piece.of(Piece.WHITE, Piece.PAWN)) {
                    now |= 1 << (15 - file);
                }
            }
            int changed = signature - now;
            if (changed != 0) {
                int pawn = 31 - Integer.numberOfLeadingZeros(changed);
                int count = bytes[0];
                bytes[1 + count / 2] |= (byte) (count % 2 == 0 ? pawn << 4 : pawn);
                bytes[0] = (byte) (count + 1);
                signature = now;
            }
        }

        byte[] bytes() {
            return bytes;
        }
    }
}
