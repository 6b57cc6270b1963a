package org.chesslake.explore;

import java.util.ArrayList;
import java.util.List;

import org.chesslake.chess.Board;
import org.chesslake.chess.Piece;
import org.chesslake.chess.San;
import org.chesslake.chess.Square;
import org.chesslake.chess.Uci;

/** A chess position, kept as its FEN (the board is mutable, so each question reads a fresh one). */
public record ChessPosition(String fen) implements Position {

    private static final Position START = new ChessPosition(Board.STANDARD_FEN);

    @Override
    public Position start() {
        return START;
    }

    @Override
    public Position play(String uci) {
        Board board = Board.fromFen(fen);
        board.make(Uci.parse(board, uci));
        return new ChessPosition(board.toFen());
    }

    @Override
    public String notation(String uci) {
        Board board = Board.fromFen(fen);
        return San.toSan(board, Uci.parse(board, uci));
    }

    @Override
    public int files() {
        return 8;
    }

    @Override
    public int ranks() {
        return 8;
    }

    @Override
    public List<Man> men() {
        Board board = Board.fromFen(fen);
        List<Man> men = new ArrayList<>();
        for (int rank = 0; rank < ranks(); rank++) {
            for (int file = 0; file < files(); file++) {
                int piece = board.pieceAt(Square.of(file, rank));
                if (piece != Piece.EMPTY) {
                    men.add(new Man(file, rank, Piece.color(piece) == Piece.WHITE, Piece.letter(Piece.type(piece))));
                }
            }
        }
        return men;
    }

    @Override
    public boolean firstToMove() {
        return Board.fromFen(fen).sideToMove() == Piece.WHITE;
    }

    @Override
    public int moveNumber() {
        return Board.fromFen(fen).fullmoveNumber();
    }
}
