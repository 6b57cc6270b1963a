package org.chesslake.format.cbf;

import java.io.ByteArrayOutputStream;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
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
 * One game as a CBF record (spec §3): the inverse of {@link CbfGameReader}. Every field is
 * checked to read back as given; a game that would not is refused with a reason.
 */
final class CbfGameEncoder {

    private static final Pattern ECO = Pattern.compile("[A-E]\\d\\d");
    private static final Pattern ROUND = Pattern.compile("\\d+(\\.\\d+)?");
    private static final Pattern CASTLING = Pattern.compile("-|K?Q?k?q?");
    private static final int MAX_NUMBER = 127;
    private static final int MAX_U16 = 0xFFFF;
    private static final int VARIATION_START = 0xFF;
    private static final int VARIATION_END = 0x80;

    private final CbfText text;
    private final int[] squares = new int[64];
    private final int[] entries = new int[CbfMoveOrder.MAX_ENTRIES];

    CbfGameEncoder(CbfText text) {
        this.text = text;
    }

    byte[] encode(Game game) throws CbfUnwritableException {
        GameHeader h = game.header();
        MoveTree tree = game.moves();
        if (tree == null) {
            throw new CbfUnwritableException("no moves decoded");
        }
        if (tree.comment() != null) {
            throw new CbfUnwritableException("comment in a game without moves");
        }
        String playersText = CbfNames.playersText(h.white(), h.black());
        byte[] players = nameText(playersText, "players text",
                new CbfNames.Players(h.white(), h.black()).equals(CbfNames.players(playersText)));
        checkRound(h.round());
        String source = CbfNames.sourceText(h.event(), h.round());
        byte[] sourceBytes = nameText(source, "source text",
                new CbfNames.Source(h.event(), h.round()).equals(CbfNames.source(source)));

        CbfHeader.Builder header = CbfHeader.builder()
                .resultByte(switch (h.result()) {
                    case BLACK_WINS -> 0;
                    case DRAW -> 1;
                    case WHITE_WINS -> 2;
                    case UNKNOWN -> 3;
                })
                .elo(storedElo(h.whiteElo()), storedElo(h.blackElo()))
                .fullMoves((tree.plyCount() + 1) / 2)
                .marks("true".equals(h.tags().get("Marked")), h.deleted());
        year(h, header);
        Start start = start(h, header);

        ByteArrayOutputStream moves = new ByteArrayOutputStream();
        List<byte[]> annotations = new ArrayList<>();
        line(tree.mainLine(), start.board(), start.enPassant(), moves, annotations);
        byte[] comments = comments(annotations);
        int mlen = moves.size() + 1;
        if (mlen > MAX_U16 || comments.length > MAX_U16) {
            throw new CbfUnwritableException("record too long: moves part " + moves.size()
                    + " bytes, comment part " + comments.length + " (at most 65534 / 65535)");
        }
        header.lengths(mlen, players.length, sourceBytes.length, comments.length);
        return assemble(header.build(), players, sourceBytes, moves.toByteArray(), comments, start.bytes());
    }

    /** Header, texts, moves (each XOR layer applied), comments and the start position if any. */
    private static byte[] assemble(CbfHeader header, byte[] players, byte[] source, byte[] moves, byte[] comments,
                                   byte[] startPosition) {
        ByteArrayOutputStream record = new ByteArrayOutputStream();
        record.writeBytes(header.encode());
        byte[] texts = new byte[players.length + source.length];
        System.arraycopy(players, 0, texts, 0, players.length);
        System.arraycopy(source, 0, texts, players.length, source.length);
        CbfXor.texts(texts, 0, texts.length);
        record.writeBytes(texts);
        CbfXor.moves(moves, 0, moves.length, header.movesLength());
        record.writeBytes(moves);
        record.writeBytes(comments);
        if (startPosition != null) {
            record.writeBytes(startPosition);
        }
        return record.toByteArray();
    }

    private byte[] nameText(String value, String what, boolean readsBack) throws CbfUnwritableException {
        byte[] bytes = text.encodeName(value);
        if (bytes == null) {
            throw new CbfUnwritableException(what + " not in the code page: " + value);
        }
        if (bytes.length > CbfHeader.MAX_TEXT_LENGTH) {
            throw new CbfUnwritableException(what + " over 63 bytes: " + value);
        }
        if (!readsBack) {
            throw new CbfUnwritableException(what + " would not split back into its fields: " + value);
        }
        return bytes;
    }

    private static void checkRound(String round) throws CbfUnwritableException {
        if (round != null && !ROUND.matcher(round).matches()) {
            throw new CbfUnwritableException("round not a number or number.number: " + round);
        }
    }

    /** Nearest storable Elo step; below 1603 (nearer to none than to 1605) nothing. */
    private static int storedElo(Integer elo) {
        if (elo == null) {
            return 0;
        }
        return (int) Math.max(0, Math.min(255, Math.round((elo - 1600) / 5.0)));
    }

    private static void year(GameHeader h, CbfHeader.Builder header) throws CbfUnwritableException {
        int year = h.date().year();
        if (year == 0) {
            return;
        }
        if (year < 1900 - 128 || year > 1900 + CbfHeader.NO_YEAR - 1) {
            throw new CbfUnwritableException("year outside 1772-2026: " + year);
        }
        header.year(year);
    }

    /** The position the moves start from, with its bytes and e.p. state as the reader will see them. */
    private record Start(Board board, CbfEnPassant enPassant, byte[] bytes) {
    }

    private Start start(GameHeader h, CbfHeader.Builder header) throws CbfUnwritableException {
        Map<String, String> tags = h.tags();
        if (h.startFen() == null) {
            header.eco(eco1(h.eco()), eco2(tags.get("CbfEco2")));
            return new Start(Board.standard(), CbfEnPassant.NONE, null);
        }
        if (h.eco() != null) {
            throw new CbfUnwritableException("ECO in a game with a start position: " + h.eco());
        }
        Board board;
        try {
            board = Board.fromFen(h.startFen());
        } catch (IllegalArgumentException e) {
            throw new CbfUnwritableException("start position not valid: " + h.startFen());
        }
        String[] fields = h.startFen().trim().split("\\s+");
        String castling = fields.length > 2 ? fields[2] : "-";
        if (!CASTLING.matcher(castling).matches()) {
            throw new CbfUnwritableException("castling rights not KQkq: " + castling);
        }
        int fullMove = board.fullmoveNumber();
        if (fullMove < 1 || fullMove > 256) {
            throw new CbfUnwritableException("start move number outside 1-256: " + fullMove);
        }
        int ep = board.epSquare();
        header.startPosition(board.sideToMove() == Piece.BLACK, castling.contains("Q"), castling.contains("K"),
                castling.contains("q"), castling.contains("k"), ep < 0 ? 0 : Square.file(ep) + 1);
        int[] placement = new int[64];
        for (int sq = 0; sq < 64; sq++) {
            placement[sq] = board.pieceAt(sq);
        }
        byte[] bytes = CbfStartPosition.encode(placement, fullMove);
        CbfHeader plain = CbfHeader.decode(header.lengths(1, 0, 0, 0).build().encode());
        try {
            // the reader's own decoding gives the e.p. state the generator starts with
            CbfStartPosition read = CbfStartPosition.decode(bytes, 0, plain, new ArrayList<>());
            return new Start(board, read.enPassant(), bytes);
        } catch (CbfCorruptException e) {
            throw new CbfUnwritableException("start position not valid: " + e.getMessage());
        }
    }

    private static int eco1(String eco) throws CbfUnwritableException {
        if (eco == null) {
            return 0;
        }
        if (!ECO.matcher(eco).matches()) {
            throw new CbfUnwritableException("ECO not A00-E99: " + eco);
        }
        return (eco.charAt(0) - 'A') * 100 + Integer.parseInt(eco.substring(1)) + 1;
    }

    private static int eco2(String tag) {
        if (tag == null || !tag.matches("\\d{1,3}")) {
            return 0;
        }
        int value = Integer.parseInt(tag);
        return value <= 127 ? value : 0;
    }

    /** A line being written: where it is, and the variations of its last move still to write. */
    private static final class Line {
        final List<MoveNode> nodes;
        CbfEnPassant now;
        int next;
        int played;
        MoveNode last;
        int lastMove;
        CbfEnPassant afterLast;
        int variation;

        Line(List<MoveNode> nodes, CbfEnPassant now) {
            this.nodes = nodes;
            this.now = now;
        }
    }

    /**
     * Writes a line's move bytes, each move's variations after it, and collects the annotation
     * records in move-byte order. Leaves {@code board} as it found it. An explicit stack, not
     * recursion: variations nest as deep as the game says.
     */
    private void line(List<MoveNode> main, Board board, CbfEnPassant enPassant, ByteArrayOutputStream out,
                      List<byte[]> annotations) throws CbfUnwritableException {
        ArrayDeque<Line> open = new ArrayDeque<>();
        open.push(new Line(main, enPassant));
        while (!open.isEmpty()) {
            Line line = open.peek();
            if (line.last != null) {
                if (line.variation < line.last.variations().size()) {
                    List<MoveNode> variation = line.last.variations().get(line.variation++);
                    if (variation.isEmpty()) {
                        throw new CbfUnwritableException("empty variation after " + line.last.move().san());
                    }
                    out.write(VARIATION_START);
                    open.push(new Line(variation, line.now));
                    continue;
                }
                board.make(line.lastMove);
                line.now = line.afterLast;
                line.last = null;
            }
            if (line.next == line.nodes.size()) {
                for (int i = 0; i < line.played; i++) {
                    board.unmake();
                }
                open.pop();
                if (!open.isEmpty()) {
                    out.write(VARIATION_END);
                }
                continue;
            }
            MoveNode node = line.nodes.get(line.next++);
            if (node.commentBefore() != null) {
                throw new CbfUnwritableException("comment before a move: " + node.move().san());
            }
            int move = move(board, node.move());
            int from = Move.from(move);
            int to = Move.to(move);
            int count = CbfMoveOrder.generate(board, line.now, squares, entries);
            int number = CbfMoveOrder.numberOf(entries, count, from, to, Move.promotion(move));
            if (number < 0) {
                throw new CbfUnwritableException("move not in ChessBase's list: " + node.move().san());
            }
            byte[] annotation = annotation(node);
            int limit = annotation == null ? MAX_NUMBER : MAX_NUMBER - 1;
            if (number > limit) {
                throw new CbfUnwritableException("move number above " + limit + ": " + node.move().san()
                        + " is " + number);
            }
            out.write(annotation == null ? number : number | 0x80);
            if (annotation != null) {
                annotations.add(annotation);
            }
            boolean pawn = Piece.type(board.pieceAt(from)) == Piece.PAWN;
            board.make(move);
            line.played++;
            CbfEnPassant next = line.now.after(from, to, pawn, Move.isCastle(move), board.sideToMove() == Piece.WHITE);
            if (node.variations().isEmpty()) {
                line.now = next;
            } else {
                // the variations replace this move: written from the position before it, which is replayed after them
                board.unmake();
                line.last = node;
                line.lastMove = move;
                line.afterLast = next;
                line.variation = 0;
            }
        }
    }

    private static int move(Board board, MoveInfo info) throws CbfUnwritableException {
        if (info.isNullMove()) {
            throw new CbfUnwritableException("null move");
        }
        int promotion = info.promotion() == null ? 0 : "PNBRQK".indexOf(info.promotion()) + 1;
        int move = board.findMove(Square.parse(info.from()), Square.parse(info.to()), promotion);
        if (move < 0) {
            throw new CbfUnwritableException("move not legal: " + info.san());
        }
        return move;
    }

    /** The annotation record of a node (without its closing 0xFF), or null when it has none. */
    private byte[] annotation(MoveNode node) throws CbfUnwritableException {
        String comment = node.commentAfter();
        if (node.nags().isEmpty() && comment == null) {
            return null;
        }
        int[] codes = CbfSymbols.codes(node.nags());
        if (codes == null) {
            throw new CbfUnwritableException("NAGs not storable in the three symbol slots: " + node.nags());
        }
        ByteArrayOutputStream record = new ByteArrayOutputStream();
        if (comment == null) {
            int last = codes[2] != 0 ? 2 : codes[1] != 0 ? 1 : 0;
            for (int slot = 0; slot <= last; slot++) {
                record.write(codes[slot]);
            }
            return record.toByteArray();
        }
        byte[] bytes = text.encodeComment(comment);
        if (bytes == null) {
            throw new CbfUnwritableException("comment not in the code page: " + comment);
        }
        for (int code : codes) {
            record.write(code);
        }
        record.write(0);
        record.writeBytes(bytes);
        return record.toByteArray();
    }

    /** The comment part: 0xFF, then each record followed by 0xFF; empty when no move is annotated. */
    private static byte[] comments(List<byte[]> annotations) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        if (annotations.isEmpty()) {
            return out.toByteArray();
        }
        out.write(CbfAnnotation.SEPARATOR);
        for (byte[] annotation : annotations) {
            out.writeBytes(annotation);
            out.write(CbfAnnotation.SEPARATOR);
        }
        return out.toByteArray();
    }
}
