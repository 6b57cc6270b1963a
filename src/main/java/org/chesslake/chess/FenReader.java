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
        return read(fen, board, false);
    }

    /**
     * @param chess960 the game is Chess960 (a PGN {@code Variant} tag says so): castling follows its
     *                 rules even where the position looks standard, and K/Q name the outermost rooks (X-FEN)
     */
    static Board read(String fen, Board board, boolean chess960) {
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
        int[] rooks = fields.length > 2 ? castlingRooks(fields[2], board, fen, chess960) : new int[] {-1, -1, -1, -1};
        int ep = fields.length > 3 && !fields[3].equals("-") ? epSquare(fields[3], fen) : -1;
        int halfmove = fields.length > 4 ? counter(fields[4], fen) : 0;
        int fullmove = fields.length > 5 ? Math.max(1, counter(fields[5], fen)) : 1;
        if (!chess960 && isStandard(rooks, board)) {
            int castling = 0;
            for (int right = 0; right < 4; right++) {
                castling |= rooks[right] >= 0 ? 1 << right : 0;
            }
            board.finishSetUp(side, castling, ep, halfmove, fullmove);
        } else {
            board.finishSetUp960(side, rooks, ep, halfmove, fullmove);
        }
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

    /**
     * The castling rook of each right (White O-O, White O-O-O, Black O-O, Black O-O-O; -1 for none).
     * K/Q/k/q name the corner rooks of a king on e1/e8; Shredder-FEN letters A-H/a-h name the rook's
     * file, which is how Chess960 positions say which rook castles.
     */
    private static int[] castlingRooks(String field, Board board, String fen, boolean chess960) {
        int[] rooks = {-1, -1, -1, -1};
        if (field.equals("-")) {
            return rooks;
        }
        for (int i = 0; i < field.length(); i++) {
            char c = field.charAt(i);
            int color = Character.isUpperCase(c) ? Piece.WHITE : Piece.BLACK;
            char letter = Character.toUpperCase(c);
            int rank = color == Piece.WHITE ? 0 : 7;
            int king = board.kingSquare(color);
            int rook;
            if (letter == 'K' || letter == 'Q') {
                // a king on e1/e8 castles with the corner rook; elsewhere (X-FEN, Chess960) with the outermost one
                rook = !chess960 && king == Square.of(4, rank) ? Square.of(letter == 'K' ? 7 : 0, rank)
                        : outermostRook(board, color, king, letter == 'K');
            } else if (letter >= 'A' && letter <= 'H') {
                rook = Square.of(letter - 'A', rank);
            } else {
                throw new IllegalArgumentException("bad castling field in FEN: " + fen);
            }
            if (rook >= 0 && rook != king) {
                rooks[2 * color + (rook > king ? 0 : 1)] = rook;
            }
        }
        return rooks;
    }

    /** The rook of color farthest from its king on the king's rank, on the h side or the a side; -1 for none. */
    private static int outermostRook(Board board, int color, int king, boolean kingside) {
        int rank = Square.rank(king);
        int rook = Piece.of(color, Piece.ROOK);
        if (kingside) {
            for (int file = 7; file > Square.file(king); file--) {
                if (board.pieceAt(Square.of(file, rank)) == rook) {
                    return Square.of(file, rank);
                }
            }
        } else {
            for (int file = 0; file < Square.file(king); file++) {
                if (board.pieceAt(Square.of(file, rank)) == rook) {
                    return Square.of(file, rank);
                }
            }
        }
        return -1;
    }

    /** Rights that standard castling plays: king on e1/e8, the rook in its corner (or none at all). */
    private static boolean isStandard(int[] rooks, Board board) {
        for (int right = 0; right < 4; right++) {
            int color = right < 2 ? Piece.WHITE : Piece.BLACK;
            int rank = color == Piece.WHITE ? 0 : 7;
            if (rooks[right] >= 0 && (board.kingSquare(color) != Square.of(4, rank)
                    || rooks[right] != Square.of(right % 2 == 0 ? 7 : 0, rank))) {
                return false;
            }
        }
        return true;
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
