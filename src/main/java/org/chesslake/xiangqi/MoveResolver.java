package org.chesslake.xiangqi;

import java.util.ArrayList;
import java.util.List;

/**
 * Turns the readings of a WXF or Chinese token into the one legal move they name (spec §7.5):
 * select the candidates, compute each one's destination, keep the legal moves. The first reading
 * that names exactly one legal move wins, so the official reading is tried before the dialects.
 */
final class MoveResolver {

    private MoveResolver() {
    }

    static int resolve(Board board, List<MoveSpec> readings, String token) {
        boolean ambiguous = false;
        for (MoveSpec spec : readings) {
            int found = -1;
            int count = 0;
            for (int from : select(board, spec.pieceType(), board.sideToMove(), spec.selector())) {
                int to = destination(from, spec.pieceType(), board.sideToMove(), spec.direction(), spec.number());
                int move = to < 0 ? -1 : board.findMove(from, to);
                if (move >= 0) {
                    found = move;
                    count++;
                }
            }
            if (count == 1) {
                return found;
            }
            ambiguous |= count > 1;
        }
        throw new IllegalMoveException((ambiguous ? "ambiguous move " : "no piece can play ") + token);
    }

    /** The squares the selector picks among {@code color}'s pieces of {@code type}. */
    static List<Integer> select(Board board, int type, int color, Selector selector) {
        List<Integer> picked = new ArrayList<>(2);
        if (selector instanceof Selector.OnFile s) {
            picked.addAll(onFile(board, type, color, s.file()));
        } else if (selector instanceof Selector.OnFileAt s) {
            pick(onFile(board, type, color, s.file()), s.place(), picked);
        } else if (selector instanceof Selector.Tandem s) {
            for (int file = 1; file <= Square.FILES; file++) {
                List<Integer> row = onFile(board, type, color, file);
                if (row.size() >= 2) {
                    pick(row, s.place(), picked);
                }
            }
        } else if (selector instanceof Selector.Pool s) {
            pick(pool(board, type, color), s.place(), picked);
        }
        return picked;
    }

    private static void pick(List<Integer> row, Place place, List<Integer> picked) {
        int index = place.index(row.size());
        if (index > 0) {
            picked.add(row.get(index - 1));
        }
    }

    /** {@code color}'s pieces of {@code type} on a player file, front (nearest the opponent) to back. */
    static List<Integer> onFile(Board board, int type, int color, int playerFile) {
        int file = Square.boardFile(playerFile, color);
        int piece = Piece.of(color, type);
        List<Integer> row = new ArrayList<>(2);
        for (int i = 0; i < Square.RANKS; i++) {
            int rank = color == Piece.RED ? Square.RANKS - 1 - i : i;
            if (board.pieceAt(Square.of(file, rank)) == piece) {
                row.add(Square.of(file, rank));
            }
        }
        return row;
    }

    /** The tandem pool: pieces on files holding two or more, by player file, then front to back. */
    static List<Integer> pool(Board board, int type, int color) {
        List<Integer> pool = new ArrayList<>(5);
        for (int file = 1; file <= Square.FILES; file++) {
            List<Integer> row = onFile(board, type, color, file);
            if (row.size() >= 2) {
                pool.addAll(row);
            }
        }
        return pool;
    }

    /** Number of player files holding two or more of {@code color}'s pieces of {@code type}. */
    static int tandemFiles(Board board, int type, int color) {
        int files = 0;
        for (int file = 1; file <= Square.FILES; file++) {
            if (onFile(board, type, color, file).size() >= 2) {
                files++;
            }
        }
        return files;
    }

    /**
     * Where a piece of {@code type} on {@code from} lands for a direction and number, or -1 if
     * they name no point. K, R, C, P: ranks moved, or the destination file when traversing;
     * A, E, H always give the destination file, the rank change following from the piece.
     */
    static int destination(int from, int type, int color, Direction direction, int number) {
        if (number < 1 || number > 9) {
            return -1;
        }
        int file = Square.file(from);
        int rank = Square.rank(from);
        int forward = Square.forward(color);
        int sign = direction == Direction.FORWARD ? forward : -forward;
        int toFile;
        int toRank;
        switch (type) {
            case Piece.KING, Piece.ROOK, Piece.CANNON, Piece.PAWN -> {
                if (direction == Direction.TRAVERSE) {
                    toFile = Square.boardFile(number, color);
                    toRank = rank;
                } else {
                    toFile = file;
                    toRank = rank + sign * number;
                }
            }
            case Piece.ADVISOR, Piece.ELEPHANT, Piece.HORSE -> {
                if (direction == Direction.TRAVERSE) {
                    return -1;
                }
                toFile = Square.boardFile(number, color);
                int fileChange = Math.abs(toFile - file);
                int rankChange = switch (type) {
                    case Piece.ADVISOR -> fileChange == 1 ? 1 : -1;
                    case Piece.ELEPHANT -> fileChange == 2 ? 2 : -1;
                    default -> fileChange == 1 ? 2 : fileChange == 2 ? 1 : -1;
                };
                if (rankChange < 0) {
                    return -1;
                }
                toRank = rank + sign * rankChange;
            }
            default -> {
                return -1;
            }
        }
        return Square.onBoard(toFile, toRank) ? Square.of(toFile, toRank) : -1;
    }

    /** Direction of a move for its mover. */
    static Direction direction(int move, int color) {
        int change = (Square.rank(Move.to(move)) - Square.rank(Move.from(move))) * Square.forward(color);
        return change > 0 ? Direction.FORWARD : change < 0 ? Direction.BACKWARD : Direction.TRAVERSE;
    }

    /** The number role of a move: ranks moved for a straight K/R/C/P move, else the destination file. */
    static int number(int move, int type, int color) {
        boolean straight = type == Piece.KING || type == Piece.ROOK || type == Piece.CANNON || type == Piece.PAWN;
        if (straight && direction(move, color) != Direction.TRAVERSE) {
            return Math.abs(Square.rank(Move.to(move)) - Square.rank(Move.from(move)));
        }
        return Square.playerFile(Square.file(Move.to(move)), color);
    }
}
