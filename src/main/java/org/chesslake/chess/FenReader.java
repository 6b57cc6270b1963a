package org.chesslake.chess;

/**
 * Parses FEN into a fresh board. Tolerant where real files are sloppy (missing counters, a
 * fullmove number of 0, Shredder-FEN castling letters, castling rights or ep squares that the
 * position contradicts are dropped); strict where a wrong board would break move generation (one
 * king each, no pawn on a back rank, the side not to move not in check).
 */
final class FenReader {

    private FenReader() {
    }

    static Board read(String fen, Board board) {
        if (fen == null) {
            throw new IllegalArgumentException("FEN is null");
        }
        String[] fields = fen.trim().split("\\s+");
        if (fields.length < 2 || fields.length > 6) {
            throw new IllegalArgumentException("FEN needs 2 to 6 fields: " + fen);
        }
        placePieces(fields[0], board, fen);
        int side = switch (fields[1]) {
            case "w", "W" -> Piece.WHITE;
            case "b", "B" -> Piece.BLACK;
            default -> throw new IllegalArgumentException("bad side to move in FEN: " + fen);
        };
        int castling = fields.length > 2 ? castling(fields[2], fen) : 0;
        int ep = fields.length > 3 && !fields[3].equals("-") ? epSquare(fields[3], fen) : -1;
        int halfmove = fields.length > 4 ? counter(fields[4], fen) : 0;
        int fullmove = fields.length > 5 ? Math.max(1, counter(fields[5], fen)) : 1;
        board.finishSetUp(side, castling, ep, halfmove, fullmove);
        if (board.isAttacked(board.kingSquare(side ^ 1), side)) {
            throw new IllegalArgumentException("the side not to move is in check in FEN: " + fen);
        }
        return board;
    }

    private static void placePieces(String placement, Board board, String fen) {
        int rank = 7;
        int file = 0;
        int[] kings = new int[2];
        for (int i = 0; i < placement.length(); i++) {
            char c = placement.charAt(i);
            if (c == '/') {
                if (file != 8 || rank == 0) {
                    throw new IllegalArgumentException("bad rank in FEN: " + fen);
                }
                rank--;
                file = 0;
            } else if (c >= '1' && c <= '8') {
                file += c - '0';
                if (file > 8) {
                    throw new IllegalArgumentException("rank too long in FEN: " + fen);
                }
            } else {
                int type = Piece.typeOfLetter(Character.toUpperCase(c));
                if (type == Piece.EMPTY || file > 7) {
                    throw new IllegalArgumentException("bad piece placement in FEN: " + fen);
                }
                int color = Character.isUpperCase(c) ? Piece.WHITE : Piece.BLACK;
                if (type == Piece.PAWN && (rank == 0 || rank == 7)) {
                    throw new IllegalArgumentException("pawn on a back rank in FEN: " + fen);
                }
                if (type == Piece.KING) {
                    kings[color]++;
                }
                board.setUp(Square.of(file, rank), Piece.of(color, type));
                file++;
            }
        }
        if (rank != 0 || file != 8) {
            throw new IllegalArgumentException("FEN board is not 8x8: " + fen);
        }
        if (kings[Piece.WHITE] != 1 || kings[Piece.BLACK] != 1) {
            throw new IllegalArgumentException("FEN needs exactly one king per side: " + fen);
        }
    }

    private static int castling(String field, String fen) {
        if (field.equals("-")) {
            return 0;
        }
        int rights = 0;
        for (int i = 0; i < field.length(); i++) {
            rights |= switch (field.charAt(i)) {
                // Shredder-FEN names the rook's file; in standard chess that is H or A
                case 'K', 'H' -> Board.WHITE_KINGSIDE;
                case 'Q', 'A' -> Board.WHITE_QUEENSIDE;
                case 'k', 'h' -> Board.BLACK_KINGSIDE;
                case 'q', 'a' -> Board.BLACK_QUEENSIDE;
                // X-FEN/Shredder-FEN files of Chess960 rooks off the corners: a right this board cannot play
                case 'B', 'C', 'D', 'E', 'F', 'G', 'b', 'c', 'd', 'e', 'f', 'g' -> 0;
                default -> throw new IllegalArgumentException("bad castling field in FEN: " + fen);
            };
        }
        return rights;
    }

    private static int epSquare(String field, String fen) {
        try {
            return Square.parse(field);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("bad en-passant square in FEN: " + fen, e);
        }
    }

    private static int counter(String field, String fen) {
        if (field.isEmpty() || field.length() > 6 || !field.chars().allMatch(c -> c >= '0' && c <= '9')) {
            throw new IllegalArgumentException("bad move counter in FEN: " + fen);
        }
        return Integer.parseInt(field);
    }
}
