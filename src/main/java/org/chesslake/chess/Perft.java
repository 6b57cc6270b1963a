package org.chesslake.chess;

/** Counts the leaf nodes of the legal move tree: the standard check of a move generator. */
public final class Perft {

    private Perft() {
    }

    public static long count(Board board, int depth) {
        if (depth < 1) {
            return 1;
        }
        return count(board, depth, new int[depth][256]);
    }

    private static long count(Board board, int depth, int[][] moves) {
        int[] list = moves[depth - 1];
        int n = board.legalMoves(list);
        if (depth == 1) {
            return n;
        }
        long nodes = 0;
        for (int i = 0; i < n; i++) {
            board.make(list[i]);
            nodes += count(board, depth - 1, moves);
            board.unmake();
        }
        return nodes;
    }
}
