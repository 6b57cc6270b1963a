package org.chesslake.format.chessassistant;

import java.nio.charset.Charset;
import java.nio.charset.CharsetEncoder;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.chesslake.chess.Board;
import org.chesslake.chess.Move;
import org.chesslake.chess.Uci;
import org.chesslake.game.Game;
import org.chesslake.game.MoveNode;

/**
 * Writes a game's moves as a .D02 record body (§6), the inverse of {@link RecordDecoder}:
 * variations before the move they replace, "before" comments as type 5, "after" comments as type 4,
 * NAGs as type-2 symbols, a leading "[%eval x.xx]" as a type-29 computer evaluation.
 */
final class RecordEncoder {

    /** "[%eval 0.35]" at the start of a comment, then nothing or one space and the rest. */
    private static final Pattern EVAL = Pattern.compile("\\[%eval (-?\\d+\\.\\d\\d)\\](?: (\\S.*))?", Pattern.DOTALL);
    private static final int SHORT_BODY_MAX = 255;

    private final ByteWriter out = new ByteWriter();
    private final Charset charset;
    private final CharsetEncoder encoder;

    private RecordEncoder(Charset charset) {
        this.charset = charset;
        this.encoder = charset.newEncoder();
    }

    /** The record's codes (without the length prefix). */
    static byte[] encode(Game game, Charset charset) throws UnholdableGameException {
        if (game.moves() == null) {
            throw new UnholdableGameException("no move tree", "game read without its moves");
        }
        RecordEncoder encoder = new RecordEncoder(charset);
        String fen = game.header().startFen();
        Board board;
        PieceNumbers numbers;
        if (fen == null) {
            board = Board.standard();
            numbers = PieceNumbers.standard();
        } else {
            board = startBoard(fen);
            numbers = encoder.startPosition(board);
        }
        if (game.moves().comment() != null) {
            encoder.text(RecordDecoder.TEXT_AFTER, game.moves().comment());
        }
        encoder.line(game.moves().mainLine(), board, numbers, 0);
        return encoder.out.toByteArray();
    }

    private static Board startBoard(String fen) throws UnholdableGameException {
        try {
            return Board.fromFen(fen);
        } catch (IllegalArgumentException e) {
            throw new UnholdableGameException("start position not readable", e.getMessage());
        }
    }

    private PieceNumbers startPosition(Board board) throws UnholdableGameException {
        int[] pieces = new int[64];
        for (int sq = 0; sq < 64; sq++) {
            pieces[sq] = board.pieceAt(sq);
        }
        PieceNumbers numbers = PieceNumbers.number(pieces);
        if (numbers == null) {
            throw new UnholdableGameException("start position has more pieces than piece numbers", board.toFen());
        }
        int halfMoves = (board.fullmoveNumber() - 1) * 2 + board.sideToMove();
        if (halfMoves < 0 || halfMoves > 0xFFFF) {
            throw new UnholdableGameException("start position move number outside 16 bits", board.toFen());
        }
        out.u8(RecordParser.START_POSITION)
                .bytes(StartPosition.encode(numbers, halfMoves, castlingMask(board), board.epSquare()));
        return numbers;
    }

    private static int castlingMask(Board board) {
        int rights = board.castlingRights();
        return ((rights & Board.WHITE_KINGSIDE) != 0 ? CaReadings.CASTLE_WHITE_SHORT : 0)
                | ((rights & Board.WHITE_QUEENSIDE) != 0 ? CaReadings.CASTLE_WHITE_LONG : 0)
                | ((rights & Board.BLACK_KINGSIDE) != 0 ? CaReadings.CASTLE_BLACK_SHORT : 0)
                | ((rights & Board.BLACK_QUEENSIDE) != 0 ? CaReadings.CASTLE_BLACK_LONG : 0);
    }

    private void line(List<MoveNode> nodes, Board board, PieceNumbers numbers, int depth) throws UnholdableGameException {
        for (MoveNode node : nodes) {
            if (!node.variations().isEmpty() && depth == RecordParser.MAX_VARIATION_DEPTH) {
                throw new UnholdableGameException("variations nested deeper than " + RecordParser.MAX_VARIATION_DEPTH,
                        node.move().san());
            }
            for (List<MoveNode> variation : node.variations()) {
                out.u8(RecordParser.VARIATION_START);
                line(variation, board.copy(), numbers.copy(), depth + 1);
                out.u8(RecordParser.VARIATION_END);
            }
            if (node.commentBefore() != null) {
                if (node.commentBefore().equals(RecordDecoder.DIAGRAM)) {
                    body(RecordDecoder.DIAGRAM_BEFORE, new byte[0]);
                } else {
                    text(RecordDecoder.TEXT_BEFORE, node.commentBefore());
                }
            }
            int move = move(board, node);
            out.bytes(MoveCodec.encode(board, numbers, move));
            MoveCodec.apply(board, numbers, move, board.sideToMove(), -1);
            board.make(move);
            for (int nag : node.nags()) {
                if (nag < 0 || nag > 255) {
                    throw new UnholdableGameException("NAG above 255", "$" + nag);
                }
                out.u8(RecordParser.SYMBOL_COMMENT).u8(RecordDecoder.SYMBOL_AFTER).u8(nag);
            }
            if (node.commentAfter() != null) {
                after(node.commentAfter());
            }
        }
    }

    private static int move(Board board, MoveNode node) throws UnholdableGameException {
        if (node.move().isNullMove()) {
            return Move.NULL;
        }
        try {
            return Uci.parse(board, node.move().uci());
        } catch (IllegalArgumentException e) {
            throw new UnholdableGameException("move not legal on the replayed board", node.move().uci());
        }
    }

    private void after(String comment) throws UnholdableGameException {
        if (comment.equals(RecordDecoder.DIAGRAM)) {
            body(RecordDecoder.DIAGRAM_AFTER, new byte[0]);
            return;
        }
        Matcher eval = EVAL.matcher(comment);
        if (eval.matches()) {
            int centipawns = new java.math.BigDecimal(eval.group(1)).movePointRight(2).intValueExact();
            if (centipawns >= Short.MIN_VALUE && centipawns <= Short.MAX_VALUE
                    && RecordDecoder.evalCommand(centipawns).equals("[%eval " + eval.group(1) + "]")) {
                body(RecordDecoder.COMPUTER_EVALUATION, new ByteWriter().u16(centipawns)
                        .u8(CaReadings.EVAL_MARKER_0).u8(CaReadings.EVAL_MARKER_1).toByteArray());
                if (eval.group(2) != null) {
                    text(RecordDecoder.TEXT_AFTER, eval.group(2));
                }
                return;
            }
        }
        text(RecordDecoder.TEXT_AFTER, comment);
    }

    private void text(int type, String text) throws UnholdableGameException {
        if (!encoder.canEncode(text)) {
            throw new UnholdableGameException("comment not representable in " + charset.name(), text);
        }
        body(type, text.getBytes(charset));
    }

    /** A comment body: 235 with a 1-byte length when it fits, else 236 with 4 bytes. */
    private void body(int type, byte[] data) {
        int length = data.length + 1;
        if (length <= SHORT_BODY_MAX) {
            out.u8(RecordParser.SHORT_COMMENT).u8(length);
        } else {
            out.u8(RecordParser.LONG_COMMENT).s32(length);
        }
        out.u8(type).bytes(data);
    }
}
