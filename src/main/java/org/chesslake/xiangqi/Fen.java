package org.chesslake.xiangqi;

/**
 * Xiangqi FEN: {@code <placement> <side> [- - <halfmove> <fullmove>]}. Side {@code w} or {@code r}
 * is Red, {@code b} Black; E and H are accepted for the elephant and the horse; missing counters
 * and a full-move number of 0 become 0 and 1. Written with {@code w} and both counters.
 */
final class Fen {

    private Fen() {
    }

    static Board parse(String fen) {
        if (fen == null) {
            throw new IllegalArgumentException("no FEN");
        }
        String[] fields = fen.trim().split("\\s+");
        String[] rows = fields[0].split("/", -1);
        if (rows.length != Square.RANKS) {
            throw new IllegalArgumentException("FEN has " + rows.length + " rows, not 10: " + fen);
        }
        Board board = Board.empty();
        for (int row = 0; row < Square.RANKS; row++) {
            int rank = Square.RANKS - 1 - row;
            int file = 0;
            for (char c : rows[row].toCharArray()) {
                if (c >= '1' && c <= '9') {
                    file += c - '0';
                } else {
                    int type = Piece.typeOfLetter(c);
                    if (type == 0) {
                        throw new IllegalArgumentException("FEN: unknown piece '" + c + "': " + fen);
                    }
                    if (file >= Square.FILES) {
                        throw new IllegalArgumentException("FEN row " + (row + 1) + " is longer than 9 points: " + fen);
                    }
                    int color = Character.isUpperCase(c) ? Piece.RED : Piece.BLACK;
                    board.put(Square.of(file, rank), Piece.of(color, type));
                    file++;
                }
            }
            if (file != Square.FILES) {
                throw new IllegalArgumentException("FEN row " + (row + 1) + " does not have 9 points: " + fen);
            }
        }
        int side = fields.length > 1 ? side(fields[1], fen) : Piece.RED;
        int halfmove = fields.length > 4 ? counter(fields[4], fen) : 0;
        int fullmove = fields.length > 5 ? counter(fields[5], fen) : 1;
        board.setState(side, halfmove, Math.max(1, fullmove));
        checkKings(board, fen);
        return board;
    }

    private static int side(String field, String fen) {
        return switch (field) {
            case "w", "W", "r", "R" -> Piece.RED;
            case "b", "B" -> Piece.BLACK;
            default -> throw new IllegalArgumentException("FEN: bad side to move '" + field + "': " + fen);
        };
    }

    private static int counter(String field, String fen) {
        if (field.isEmpty() || field.length() > 6 || !field.chars().allMatch(Character::isDigit)) {
            throw new IllegalArgumentException("FEN: bad move counter '" + field + "': " + fen);
        }
        return Integer.parseInt(field);
    }

    static void checkKings(Board board, String fen) {
        for (int color = Piece.RED; color <= Piece.BLACK; color++) {
            int kings = 0;
            for (int square = 0; square < Square.COUNT; square++) {
                if (board.pieceAt(square) == Piece.of(color, Piece.KING)) {
                    kings++;
                    if (!Square.inPalace(square, color)) {
                        throw new IllegalArgumentException("FEN: king outside its palace on " + Square.name(square) + ": " + fen);
                    }
                }
            }
            if (kings != 1) {
                throw new IllegalArgumentException("FEN: " + kings + (color == Piece.RED ? " red" : " black") + " kings: " + fen);
            }
        }
    }

    static String write(Board board) {
        StringBuilder fen = new StringBuilder(96);
        for (int rank = Square.RANKS - 1; rank >= 0; rank--) {
            int empty = 0;
            for (int file = 0; file < Square.FILES; file++) {
                int piece = board.pieceAt(Square.of(file, rank));
                if (piece == Piece.EMPTY) {
                    empty++;
                } else {
                    if (empty > 0) {
                        fen.append(empty);
                        empty = 0;
                    }
                    fen.append(Piece.fenChar(piece));
                }
            }
            if (empty > 0) {
                fen.append(empty);
            }
            if (rank > 0) {
                fen.append('/');
            }
        }
        fen.append(board.sideToMove() == Piece.RED ? " w" : " b")
                .append(" - - ").append(board.halfmoveClock()).append(' ').append(board.fullmoveNumber());
        return fen.toString();
    }
}
