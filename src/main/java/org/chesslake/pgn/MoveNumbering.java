package org.chesslake.pgn;

/**
 * Where move numbering starts: the side to move and the move number from a FEN's second and sixth
 * fields (chess and xiangqi FEN agree on both). A missing or unreadable field means the standard start.
 */
record MoveNumbering(boolean blackToMove, int moveNumber) {

    private static final int MAX_MOVE_NUMBER = 100_000;

    static MoveNumbering of(String fen) {
        if (fen == null) {
            return new MoveNumbering(false, 1);
        }
        String[] fields = fen.strip().split("\\s+");
        boolean black = fields.length > 1 && fields[1].equalsIgnoreCase("b");
        int number = 1;
        if (fields.length > 5 && fields[5].matches("[0-9]{1,6}")) {
            number = Math.max(1, Math.min(MAX_MOVE_NUMBER, Integer.parseInt(fields[5])));
        }
        return new MoveNumbering(black, number);
    }

    /** The ply of the first move, counting White's first move of move 1 as 0. */
    int ply() {
        return (moveNumber - 1) * 2 + (blackToMove ? 1 : 0);
    }
}
