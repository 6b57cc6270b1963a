package org.chesslake.explore;

import java.util.ArrayList;
import java.util.List;

import org.chesslake.xiangqi.Board;
import org.chesslake.xiangqi.ChineseNotation;
import org.chesslake.xiangqi.Iccs;
import org.chesslake.xiangqi.Piece;
import org.chesslake.xiangqi.Square;

/** A xiangqi position, kept as its FEN (the board is mutable, so each question reads a fresh one). */
public record XiangqiPosition(String fen) implements Position {

    private static final Position START = new XiangqiPosition(Board.STANDARD_FEN);

    @Override
    public Position start() {
        return START;
    }

    @Override
    public Position play(String uci) {
        Board board = Board.fromFen(fen);
        board.make(Iccs.parse(board, uci, 0));
        return new XiangqiPosition(board.toFen());
    }

    @Override
    public String notation(String uci) {
        Board board = Board.fromFen(fen);
        return ChineseNotation.toChinese(board, Iccs.parse(board, uci, 0));
    }

    @Override
    public int files() {
        return Square.FILES;
    }

    @Override
    public int ranks() {
        return Square.RANKS;
    }

    @Override
    public List<Man> men() {
        Board board = Board.fromFen(fen);
        List<Man> men = new ArrayList<>();
        for (int rank = 0; rank < ranks(); rank++) {
            for (int file = 0; file < files(); file++) {
                int piece = board.pieceAt(Square.of(file, rank));
                if (piece != Piece.EMPTY) {
                    men.add(new Man(file, rank, Piece.color(piece) == Piece.RED, Piece.letter(Piece.type(piece))));
                }
            }
        }
        return men;
    }

    @Override
    public boolean firstToMove() {
        return Board.fromFen(fen).sideToMove() == Piece.RED;
    }

    @Override
    public int moveNumber() {
        return Board.fromFen(fen).fullmoveNumber();
    }
}
