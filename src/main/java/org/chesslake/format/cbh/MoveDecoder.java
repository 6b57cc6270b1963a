package org.chesslake.format.cbh;

import java.util.Arrays;
import java.util.List;
import org.chesslake.chess.Board;
import org.chesslake.chess.ChessLineBuilder;
import org.chesslake.chess.IllegalMoveException;
import org.chesslake.chess.Move;
import org.chesslake.chess.Piece;
import org.chesslake.chess.Square;
import org.chesslake.game.MoveTree;

/**
 * Decodes the moves of a game record (spec §9, §10) into a move tree. The record writes the tree
 * depth first, each continuation to its end before the alternatives, so a game with variations
 * takes two passes: the first plays the bytes on a board and records the tree (moves and their
 * counters), the second replays the tree in PGN order through {@link ChessLineBuilder} and
 * attaches the annotations. Both use explicit stacks; nesting depth is bounded by the bytes of the
 * record. Most games have no variation: they are played straight into the builder, and only a
 * game that turns out to have one is decoded again in two passes.
 *
 * <p>A move that cannot be decoded or is not legal ends the game there, as ChessBase shows it; the
 * rest is described in the warnings. One instance per cursor: its arrays are reused.
 */
final class MoveDecoder {

    private static final int TWO_BYTE = 235;
    private static final int PADDING = 236;
    private static final int PUSH = 254;
    private static final int POP = 255;
    private static final int[][] KING = {{0, 1}, {1, 1}, {1, 0}, {1, -1}, {0, -1}, {-1, -1}, {-1, 0}, {-1, 1}};
    private static final int[][] KNIGHT = {{2, 1}, {1, 2}, {-1, 2}, {-2, 1}, {-2, -1}, {-1, -2}, {1, -2}, {2, -1}};
    private static final int[] PROMOTION = {Piece.QUEEN, Piece.ROOK, Piece.BISHOP, Piece.KNIGHT};

    /** The compact codes of the list pieces: first code, list, index in the list, number of codes. */
    private static final int[][] PIECE_CODES = {
        {11, PieceSlots.QUEENS, 0, 28}, {39, PieceSlots.ROOKS, 0, 14}, {53, PieceSlots.ROOKS, 1, 14},
        {67, PieceSlots.BISHOPS, 0, 14}, {81, PieceSlots.BISHOPS, 1, 14}, {95, PieceSlots.KNIGHTS, 0, 8},
        {103, PieceSlots.KNIGHTS, 1, 8}, {143, PieceSlots.QUEENS, 1, 28}, {171, PieceSlots.QUEENS, 2, 28},
        {199, PieceSlots.ROOKS, 2, 14}, {213, PieceSlots.BISHOPS, 2, 14}, {227, PieceSlots.KNIGHTS, 2, 8}};
    private static final int[] CODE_OWNER = new int[256];

    static {
        Arrays.fill(CODE_OWNER, -1);
        for (int i = 0; i < PIECE_CODES.length; i++) {
            for (int c = 0; c < PIECE_CODES[i][3]; c++) {
                CODE_OWNER[PIECE_CODES[i][0] + c] = i;
            }
        }
    }

    /** Thrown (never with a stack trace) when a game decoded straight into the builder has a variation. */
    private static final class HasVariations extends RuntimeException {
        HasVariations() {
            super(null, null, false, false);
        }
    }

    private static final HasVariations HAS_VARIATIONS = new HasVariations();

    private final PieceSlots slots = new PieceSlots();
    private ChessLineBuilder builder;
    /** Playing straight into the builder (no variation seen yet) rather than recording a tree. */
    private boolean direct;
    private Annotations annotations;

    // the tree of the first pass: node 0 is the start position
    private int[] nodeMove = new int[256];
    private int[] nodeCounter = new int[256];
    private int[] firstChild = new int[256];
    private int[] lastChild = new int[256];
    private int[] nextSibling = new int[256];
    private int nodes;

    // the push stack of the first pass
    private int[] stackNode = new int[16];
    private int[] stackPly = new int[16];
    private byte[] stackSlots = new byte[16 * PieceSlots.SIZE];
    private int depth;

    private Board board;
    private int current;
    private int counter;
    private int[] table;
    private boolean post;
    private List<String> warnings;
    private String fileName;
    private long fileBase;

    /**
     * Decodes {@code b[start, end)} in encoding {@code mode} from {@code position}.
     *
     * @param fileName the game file, and {@code fileBase} the file offset of {@code b[0]}, for warnings
     * @param warnings receives what was not decoded, with file offsets
     */
    MoveTree decode(byte[] b, int start, int end, CbhMode mode, Board position, Annotations notes, String fileName,
                    long fileBase, List<String> warnings) {
        this.table = CbhTables.of(mode.number());
        this.post = mode.post();
        this.warnings = warnings;
        this.fileName = fileName;
        this.fileBase = fileBase;
        this.annotations = notes;
        int mark = warnings.size();
        try {
            direct = true;
            run(b, start, end, mode, position);
            return builder.build();
        } catch (HasVariations e) {
            warnings.subList(mark, warnings.size()).clear();
        }
        direct = false;
        run(b, start, end, mode, position);
        return replay(position);
    }

    private void run(byte[] b, int start, int end, CbhMode mode, Board position) {
        if (direct) {
            startBuilder(position);
            board = builder.board();
        } else {
            board = position.copy();
            nodes = 0;
            newNode(0, -1);
            current = 0;
        }
        slots.setFrom(board, mode.reversed());
        counter = 0;
        depth = 0;
        if (mode.compact()) {
            decodeCompact(b, start, end);
        } else {
            decodeSimple(b, start, end, mode.reversed());
        }
    }

    /** A fresh tree in the builder, with the game's own comment before the first move. */
    private void startBuilder(Board position) {
        if (builder == null) {
            builder = new ChessLineBuilder(position);
        } else {
            builder.reset(position);
        }
        Annotations.Notes game = annotations.at(Annotations.GAME);
        if (game != null) {
            builder.commentAfter(game.before);
            builder.commentAfter(game.afterComment());
        }
    }

    private int code(byte stored) {
        int s = stored & 0xFF;
        return post ? (table[s] - counter) & 0xFF : table[(s - counter) & 0xFF];
    }

    private void warn(int at, String reason) {
        warnings.add(fileName + " byte " + (fileBase + at) + ": " + reason);
    }

    private void decodeCompact(byte[] b, int start, int end) {
        int p = start;
        while (p < end) {
            int at = p;
            int code = code(b[p++]);
            if (code == POP) {
                if (depth == 0) {
                    if (p < end) {
                        warn(p, (end - p) + " bytes after the final end-of-line code ignored");
                    }
                    return;
                }
                pop();
            } else if (code == PUSH) {
                push();
            } else if (code == PADDING) {
                continue;
            } else if (code > TWO_BYTE) {
                warn(at, "unknown code " + code + " ignored");
            } else if (code == TWO_BYTE) {
                if (end - p < 2) {
                    warn(at, "two-byte move cut by the end of the record: the game ends here");
                    return;
                }
                int w = code(b[p]) << 8 | code(b[p + 1]);
                p += 2;
                if (!playTwoByte(at, w)) {
                    return;
                }
            } else if (!playCode(at, code)) {
                return;
            }
        }
        if (depth > 0) {
            warn(end, "the record ends inside " + depth + " open variation(s)");
        } else {
            warn(end, "the record ends without its final end-of-line code");
        }
    }

    private void decodeSimple(byte[] b, int start, int end, boolean reversed) {
        int p = start;
        while (end - p >= 2) {
            int at = p;
            int w = code(b[p]) << 8 | code(b[p + 1]);
            p += 2;
            if ((w & 0x8000) != 0) {
                push();
            }
            int from = w & 63;
            int to = (w >> 6) & 63;
            if (reversed) {
                int t = from;
                from = to;
                to = t;
            }
            boolean played = from == 0 && to == 0 ? playNull() : play(at, CbhSquares.toSquare(from), CbhSquares.toSquare(to),
                    (w >> 12) & 3, Piece.EMPTY);
            if (!played) {
                return;
            }
            if ((w & 0x4000) != 0) {
                if (depth == 0) {
                    if (p < end) {
                        warn(p, (end - p) + " bytes after the end of the game ignored");
                    }
                    return;
                }
                pop();
            }
        }
        if (p < end) {
            warn(p, "a single byte left at the end of the record ignored");
        }
        if (depth > 0) {
            warn(end, "the record ends inside " + depth + " open variation(s)");
        }
    }

    /** A one-byte move of the compact encoder; false if it ends the game. */
    private boolean playCode(int at, int code) {
        if (code == 0) {
            return playNull();
        }
        int side = board.sideToMove();
        if (code <= 10) {
            int king = board.kingSquare(side);
            if (code >= 9) {
                return castle(at, code == 9);
            }
            return play(at, king, target(king, KING[code - 1][0], KING[code - 1][1]), -1, Piece.KING);
        }
        if (code >= 111 && code <= 142) {
            int slot = (code - 111) >> 2;
            int k = (code - 111) & 3;
            int from = slots.pawn(side, slot);
            if (from < 0) {
                warn(at, "move code " + code + " names pawn slot " + slot + ", which is empty: the game ends here");
                return false;
            }
            int f = side == Piece.WHITE ? 1 : -1;
            int to = switch (k) {
                case 0 -> target(from, 0, f);
                case 1 -> target(from, 0, 2 * f);
                case 2 -> target(from, f, f);
                default -> target(from, -f, f);
            };
            return play(at, from, to, -1, Piece.PAWN);
        }
        int[] piece = PIECE_CODES[CODE_OWNER[code]];
        int list = piece[1];
        int from = slots.piece(side, list, piece[2]);
        int type = PieceSlots.typeOf(list);
        if (from < 0) {
            warn(at, "move code " + code + " names " + Piece.letter(type) + " #" + (piece[2] + 1)
                    + ", which the side to move does not have: the game ends here");
            return false;
        }
        int o = code - piece[0];
        int dx;
        int dy;
        switch (list) {
            case PieceSlots.ROOKS -> {
                dx = o < 7 ? 0 : o - 6;
                dy = o < 7 ? o + 1 : 0;
            }
            case PieceSlots.BISHOPS -> {
                dx = o < 7 ? o + 1 : o - 6;
                dy = o < 7 ? o + 1 : -(o - 6);
            }
            case PieceSlots.KNIGHTS -> {
                dx = KNIGHT[o][0];
                dy = KNIGHT[o][1];
            }
            default -> {
                if (o < 7) {
                    dx = 0;
                    dy = o + 1;
                } else if (o < 14) {
                    dx = o - 6;
                    dy = 0;
                } else if (o < 21) {
                    dx = o - 13;
                    dy = o - 13;
                } else {
                    dx = o - 20;
                    dy = -(o - 20);
                }
            }
        }
        return play(at, from, target(from, dx, dy), -1, type);
    }

    /** The square {@code (dx, dy)} away, wrapping round the board (spec §9.2). */
    private static int target(int from, int dx, int dy) {
        return ((Square.rank(from) + dy) & 7) << 3 | ((Square.file(from) + dx) & 7);
    }

    /** A two-byte move (escape code 235): squares, promotion piece, Chess960 castling as king to g/c itself. */
    private boolean playTwoByte(int at, int w) {
        int from = CbhSquares.toSquare(w & 63);
        int to = CbhSquares.toSquare((w >> 6) & 63);
        if (from == to) {
            int file = Square.file(from);
            if (file == 6 || file == 2) {
                return castle(at, file == 6);
            }
            warn(at, "two-byte move from " + Square.name(from) + " to itself: the game ends here");
            return false;
        }
        return play(at, from, to, (w >> 12) & 3, Piece.EMPTY);
    }

    private boolean castle(int at, boolean kingSide) {
        int move = board.findCastling(kingSide);
        if (move < 0) {
            warn(at, (kingSide ? "O-O" : "O-O-O") + " is not legal here: the game ends here");
            return false;
        }
        return commit(at, move);
    }

    private boolean playNull() {
        if (direct) {
            playAnnotated(Move.NULL, counter++);
        } else {
            board.make(Move.NULL);
            addNode(Move.NULL);
        }
        return true;
    }

    /**
     * Plays from → to if legal. {@code promotionCode} is the two-bit promotion field (-1: none);
     * {@code expectedType} the piece the code named (EMPTY: any piece of the side to move).
     */
    private boolean play(int at, int from, int to, int promotionCode, int expectedType) {
        int piece = board.pieceAt(from);
        if (piece == Piece.EMPTY || Piece.color(piece) != board.sideToMove()
                || (expectedType != Piece.EMPTY && Piece.type(piece) != expectedType)) {
            warn(at, "no " + (expectedType == Piece.EMPTY ? "piece" : String.valueOf(Piece.letter(expectedType)))
                    + " of the side to move on " + Square.name(from) + ": the game ends here");
            return false;
        }
        int promotion = 0;
        if (Piece.type(piece) == Piece.PAWN && promotionCode >= 0 && (Square.rank(to) == 0 || Square.rank(to) == 7)) {
            promotion = PROMOTION[promotionCode];
        }
        if (direct && !annotations.hasTextBefore(counter)) {
            return commit(at, Move.of(from, to, promotion)); // the builder checks legality
        }
        int move = board.findMove(from, to, promotion);
        if (move < 0) {
            warnIllegal(at, from, to);
            return false;
        }
        return commit(at, move);
    }

    private void warnIllegal(int at, int from, int to) {
        warn(at, "illegal move " + Piece.letter(Piece.type(board.pieceAt(from))) + Square.name(from) + "-" + Square.name(to)
                + " in " + board.toFen() + ": the game ends here");
    }

    /** Plays a move found legal, or (straight into the builder) one the builder checks; false if it is not legal. */
    private boolean commit(int at, int move) {
        int side = board.sideToMove();
        int from = Move.from(move);
        int to = Move.to(move);
        int type = Piece.type(board.pieceAt(from));
        int target = board.pieceAt(to);
        boolean enPassant = type == Piece.PAWN && target == Piece.EMPTY && Square.file(from) != Square.file(to);
        boolean castle = type == Piece.KING && (target == Piece.of(side, Piece.ROOK)
                || !board.isChess960() && Math.abs(to - from) == 2);
        int capturedType = enPassant ? Piece.PAWN : castle ? Piece.EMPTY : Piece.type(board.pieceAt(to));
        int victim = enPassant ? to ^ 8 : to;
        int rookFrom = -1;
        int rookTo = -1;
        if (castle) {
            // standard castling is written king to g/c (e1g1), Chess960 castling king takes rook (g1h1)
            boolean kingSide = to > from;
            rookFrom = board.pieceAt(to) == Piece.of(side, Piece.ROOK) ? to : kingSide ? to + 1 : to - 2;
            rookTo = (from & ~7) | (kingSide ? 5 : 3);
        }
        if (direct) {
            try {
                playAnnotated(move, counter);
            } catch (IllegalMoveException e) {
                warnIllegal(at, from, to);
                return false;
            }
            counter++;
        } else {
            board.make(move);
            addNode(move);
        }
        slots.update(side, type, from, to, capturedType, victim, Move.promotion(move), rookFrom, rookTo);
        return true;
    }

    private void addNode(int move) {
        int node = newNode(move, counter++);
        int parent = current;
        if (firstChild[parent] < 0) {
            firstChild[parent] = node;
        } else {
            nextSibling[lastChild[parent]] = node;
        }
        lastChild[parent] = node;
        current = node;
    }

    private int newNode(int move, int moveCounter) {
        if (nodes == nodeMove.length) {
            int n = nodes * 2;
            nodeMove = Arrays.copyOf(nodeMove, n);
            nodeCounter = Arrays.copyOf(nodeCounter, n);
            firstChild = Arrays.copyOf(firstChild, n);
            lastChild = Arrays.copyOf(lastChild, n);
            nextSibling = Arrays.copyOf(nextSibling, n);
        }
        int node = nodes++;
        nodeMove[node] = move;
        nodeCounter[node] = moveCounter;
        firstChild[node] = -1;
        lastChild[node] = -1;
        nextSibling[node] = -1;
        return node;
    }

    private void push() {
        if (direct) {
            throw HAS_VARIATIONS;
        }
        if (depth == stackNode.length) {
            int n = depth * 2;
            stackNode = Arrays.copyOf(stackNode, n);
            stackPly = Arrays.copyOf(stackPly, n);
            stackSlots = Arrays.copyOf(stackSlots, n * PieceSlots.SIZE);
        }
        stackNode[depth] = current;
        stackPly[depth] = board.plyCount();
        slots.saveTo(stackSlots, depth * PieceSlots.SIZE);
        depth++;
    }

    private void pop() {
        depth--;
        current = stackNode[depth];
        while (board.plyCount() > stackPly[depth]) {
            board.unmake();
        }
        slots.restoreFrom(stackSlots, depth * PieceSlots.SIZE);
    }

    // ------------------------------------------------------------------ second pass

    /** Frames of the PGN-order walk: the last node played in a line and its next alternative. */
    private int[] walkNode = new int[16];
    private int[] walkAlternative = new int[16];
    private boolean[] walkIsVariation = new boolean[16];

    private MoveTree replay(Board position) {
        startBuilder(position);
        int first = firstChild[0];
        if (first < 0) {
            return builder.build();
        }
        int top = 0;
        playNode(first);
        frame(top++, first, nextSibling[first], false);
        while (top > 0) {
            int f = top - 1;
            int alternative = walkAlternative[f];
            if (alternative >= 0) {
                walkAlternative[f] = nextSibling[alternative];
                builder.startVariation();
                playNode(alternative);
                frame(top++, alternative, -1, true);
                continue;
            }
            int next = firstChild[walkNode[f]];
            if (next >= 0) {
                playNode(next);
                walkNode[f] = next;
                walkAlternative[f] = nextSibling[next];
                continue;
            }
            top--;
            if (walkIsVariation[f]) {
                builder.endVariation();
            }
        }
        return builder.build();
    }

    private void frame(int index, int node, int alternative, boolean variation) {
        if (index == walkNode.length) {
            walkNode = Arrays.copyOf(walkNode, index * 2);
            walkAlternative = Arrays.copyOf(walkAlternative, index * 2);
            walkIsVariation = Arrays.copyOf(walkIsVariation, index * 2);
        }
        walkNode[index] = node;
        walkAlternative[index] = alternative;
        walkIsVariation[index] = variation;
    }

    private void playNode(int node) {
        playAnnotated(nodeMove[node], nodeCounter[node]);
    }

    /**
     * Plays a move into the builder with the annotations of its move counter.
     *
     * @throws IllegalMoveException if the move is not legal (then nothing was added)
     */
    private void playAnnotated(int move, int moveCounter) {
        Annotations.Notes notes = annotations.at(moveCounter);
        if (notes != null && notes.before != null) {
            builder.commentBefore(notes.before);
        }
        builder.play(move);
        if (notes != null) {
            for (int nag : notes.nags) {
                builder.nag(nag);
            }
            builder.commentAfter(notes.afterComment());
        }
    }
}
