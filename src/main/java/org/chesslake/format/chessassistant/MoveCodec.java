package org.chesslake.format.chessassistant;

import org.chesslake.chess.Board;
import org.chesslake.chess.Move;
import org.chesslake.chess.Piece;
import org.chesslake.chess.Square;
import org.chesslake.format.chessassistant.MoveTable.Kind;
import org.chesslake.format.chessassistant.RecordSyntax.MoveCode;

/**
 * One move both ways (§6.4–6.9): a code with its operands ↔ a legal move on the board, keeping the
 * piece numbers in step. Decoding checks that the numbered piece exists, fits the code's kind and
 * makes a legal move; encoding picks the code a decoder turns back into the same move.
 */
final class MoveCodec {

    private MoveCodec() {
    }

    /** A decoded move and whether it was an e.p. capture without the 210 prefix (a warning). */
    record Decoded(int move, boolean unannouncedEnPassant) {
    }

    /** Decodes {@code code} in {@code board}'s position; {@code numbers} is updated to after the move. */
    static Decoded decode(MoveCode code, Board board, PieceNumbers numbers) throws RecordException {
        int c = code.code();
        int side = board.sideToMove();
        int move;
        if (c == MoveTable.NULL_MOVE) {
            return new Decoded(Move.NULL, false);
        } else if (c == MoveTable.LONG_CASTLING || c == MoveTable.SHORT_CASTLING) {
            move = castling(code, board);
        } else if (c == MoveTable.PROMOTION) {
            move = promotion(code, board, numbers);
        } else if (c >= MoveTable.EXTENDED_FIRST) {
            move = extended(code, board, numbers);
        } else {
            move = pieceMove(code, board, numbers);
        }
        // §6.7 / §12 item 15 [reading]: 210 announces e.p.; an e.p. capture without it is accepted (a warning).
        boolean enPassant = Move.isEnPassant(move);
        if (code.enPassant() && !enPassant) {
            throw new RecordException(code.offset(), "en passant (210) before a move that is not an e.p. capture");
        }
        apply(board, numbers, move, side, c == MoveTable.PROMOTION ? code.operand2() & 0x1F : -1);
        return new Decoded(move, enPassant && !code.enPassant());
    }

    private static int castling(MoveCode code, Board board) throws RecordException {
        int king = board.kingSquare(board.sideToMove());
        int move = board.findMove(king, code.code() == MoveTable.SHORT_CASTLING ? king + 2 : king - 2, 0);
        if (move < 0 || !Move.isCastle(move)) {
            throw new RecordException(code.offset(), (code.code() == MoveTable.SHORT_CASTLING ? "short" : "long")
                    + " castling (" + code.code() + ") is not legal in " + board.toFen());
        }
        return move;
    }

    private static int promotion(MoveCode code, Board board, PieceNumbers numbers) throws RecordException {
        int side = board.sideToMove();
        int pawn = code.operand1() >> 2;
        int pieceType = code.operand2() >> 5;
        int number = code.operand2() & 0x1F;
        if (!numbers.present(side, pawn) || numbers.type(side, pawn) != Piece.PAWN) {
            throw new RecordException(code.offset(), "promotion (209) of pawn " + pawn + ", which is not on the board");
        }
        if (pieceType < Piece.KNIGHT || pieceType > Piece.QUEEN) {
            throw new RecordException(code.offset(), "promotion (209) to piece type " + pieceType);
        }
        if (!numbers.acceptsPromotion(side, pawn, pieceType, number)) {
            throw new RecordException(code.offset(), "promotion (209) to number " + number + ", not free for type " + pieceType);
        }
        int k = CaReadings.PROMOTION_PAWN_INDEX[code.operand1() & 3];
        int from = numbers.square(side, pawn);
        int to = MoveTable.target(from, MoveTable.pawn(side, k));
        return legal(code, board, from, to, pieceType);
    }

    private static int extended(MoveCode code, Board board, PieceNumbers numbers) throws RecordException {
        int side = board.sideToMove();
        int number = code.code() - MoveTable.EXTENDED_FIRST;
        int displacement = code.operand1();
        if ((displacement & 0x88) != 0) {
            throw new RecordException(code.offset(), "extended move (" + code.code() + ") with displacement byte "
                    + displacement + " (nibble above 7)");
        }
        if (!numbers.present(side, number) || numbers.type(side, number) == Piece.PAWN) {
            throw new RecordException(code.offset(), "extended move (" + code.code() + ") of piece " + number
                    + ", which is no promoted piece on the board");
        }
        int from = numbers.square(side, number);
        return legal(code, board, from, MoveTable.target(from, displacement), 0);
    }

    private static int pieceMove(MoveCode code, Board board, PieceNumbers numbers) throws RecordException {
        int side = board.sideToMove();
        MoveTable.Entry entry = MoveTable.entry(code.code());
        int number = entry.pieceNumber();
        if (!numbers.present(side, number)) {
            throw new RecordException(code.offset(), "code " + code.code() + " moves piece " + number + ", which is not on the board");
        }
        int type = numbers.type(side, number);
        if (!fits(entry.kind(), type)) {
            throw new RecordException(code.offset(), "code " + code.code() + " is a " + entry.kind()
                    + " move, piece " + number + " is a " + Piece.letter(type));
        }
        int displacement = entry.kind() == Kind.PAWN
                ? MoveTable.pawn(side, MoveTable.pawnIndex(0, entry.displacement()))
                : entry.displacement();
        int from = numbers.square(side, number);
        return legal(code, board, from, MoveTable.target(from, displacement), 0);
    }

    private static boolean fits(Kind kind, int type) {
        return switch (kind) {
            case PAWN -> type == Piece.PAWN;
            case KNIGHT -> type == Piece.KNIGHT;
            case DIAG -> type == Piece.BISHOP || type == Piece.QUEEN;
            case LINE -> type == Piece.ROOK || type == Piece.QUEEN;
            case KING -> type == Piece.KING;
        };
    }

    private static int legal(MoveCode code, Board board, int from, int to, int promotionType) throws RecordException {
        int move = board.findMove(from, to, promotionType);
        // findMove also reads king-takes-own-rook as castling; a piece code never means castling.
        if (move < 0 || Move.to(move) != to || Move.isCastle(move)) {
            throw new RecordException(code.offset(), "code " + code.code() + ": " + Square.name(from) + "-"
                    + Square.name(to) + " is not a legal move in " + board.toFen());
        }
        return move;
    }

    /**
     * Moves the numbers along with {@code move} (played by {@code side}, not yet made on the board):
     * a captured piece's number becomes absent, the castling rook keeps its number, a promoted pawn's
     * number goes to {@code promotedNumber} (-1: choose as the writer does).
     */
    static void apply(Board board, PieceNumbers numbers, int move, int side, int promotedNumber) {
        if (Move.isNull(move)) {
            return;
        }
        int from = Move.from(move);
        int to = Move.to(move);
        int number = numbers.numberAt(side, from);
        int victim = Move.isEnPassant(move) ? Square.of(Square.file(to), Square.rank(from)) : to;
        numbers.remove(side ^ 1, victim);
        if (Move.isCastle(move)) {
            boolean shortSide = to > from;
            int rank = Square.rank(from);
            int rook = numbers.numberAt(side, Square.of(shortSide ? 7 : 0, rank));
            numbers.moveTo(side, rook, Square.of(shortSide ? 5 : 3, rank));
        }
        int promotion = Move.promotion(move);
        if (promotion != 0) {
            int newNumber = promotedNumber >= 0 ? promotedNumber : numbers.numberForPromotion(side, number, promotion);
            numbers.absent(side, number);
            numbers.put(side, newNumber, to, promotion);
        } else {
            numbers.moveTo(side, number, to);
        }
    }

    /** The code bytes of {@code move} in {@code board}'s position (before the move); numbers are not changed. */
    static byte[] encode(Board board, PieceNumbers numbers, int move) {
        ByteWriter out = new ByteWriter();
        if (Move.isNull(move)) {
            return out.u8(MoveTable.NULL_MOVE).toByteArray();
        }
        int side = board.sideToMove();
        int from = Move.from(move);
        int to = Move.to(move);
        if (Move.isCastle(move)) {
            return out.u8(to > from ? MoveTable.SHORT_CASTLING : MoveTable.LONG_CASTLING).toByteArray();
        }
        int number = numbers.numberAt(side, from);
        int type = numbers.type(side, number);
        int displacement = MoveTable.displacement(from, to);
        int promotion = Move.promotion(move);
        if (promotion != 0) {
            int k = promotionType(MoveTable.pawnIndex(side, displacement));
            int newNumber = numbers.numberForPromotion(side, number, promotion);
            return out.u8(MoveTable.PROMOTION).u8(number << 2 | k).u8(promotion << 5 | newNumber).toByteArray();
        }
        if (number < 8 && type != Piece.PAWN) {
            return out.u8(MoveTable.EXTENDED_FIRST + number).u8(displacement).toByteArray();
        }
        if (Move.isEnPassant(move)) {
            out.u8(MoveTable.EN_PASSANT);
        }
        if (type == Piece.PAWN) {
            return out.u8(number << 2 | MoveTable.pawnIndex(side, displacement)).toByteArray();
        }
        return out.u8(MoveTable.code(number, kind(type, from, to), displacement)).toByteArray();
    }

    /** The 209 move type whose PAWN index is {@code k} (the inverse of {@link CaReadings#PROMOTION_PAWN_INDEX}). */
    private static int promotionType(int k) {
        for (int t = 0; t < CaReadings.PROMOTION_PAWN_INDEX.length; t++) {
            if (CaReadings.PROMOTION_PAWN_INDEX[t] == k) {
                return t;
            }
        }
        throw new IllegalArgumentException("no promotion move type for pawn displacement " + k);
    }

    private static Kind kind(int type, int from, int to) {
        return switch (type) {
            case Piece.KNIGHT -> Kind.KNIGHT;
            case Piece.BISHOP -> Kind.DIAG;
            case Piece.ROOK -> Kind.LINE;
            case Piece.KING -> Kind.KING;
            default -> Square.file(from) == Square.file(to) || Square.rank(from) == Square.rank(to) ? Kind.LINE : Kind.DIAG;
        };
    }
}
