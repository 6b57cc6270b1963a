package org.chesslake.xiangqi;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.chesslake.game.MoveTree;

/**
 * A move tree as the binary xiangqi formats (XQF, CCBridge) store it: records in pre-order, the
 * first one standing for the start position, each later one a move with a flag "my continuation
 * follows" and a flag "an alternative to me follows after my subtree". {@link #add} places the
 * records as they are read and says when the walk is over; {@link #replay} checks every move on a
 * board and builds the {@link MoveTree}. Neither recurses: trees hold 200,000 moves.
 */
public final class RecordTree {

    /** A move the replay refused: where it is, and why. */
    public record RefusedMove(int ply, long offset, String move, String reason) {
        public String describe() {
            return "move " + move + " at ply " + ply + " (record at byte " + offset + "): " + reason;
        }
    }

    /** Where and why a game's moves end before the file's tree does: its decode error. */
    public record Stop(long offset, String reason) {
    }

    /**
     * The replayed tree.
     *
     * @param moves          every legal move, with the comments
     * @param stop           the first reason the main line ends early (a refused move, else records
     *                       that could not be read), or null
     * @param cutVariations  variations cut at a refused move (the main line is unaffected)
     */
    public record Replay(MoveTree moves, Stop stop, List<RefusedMove> cutVariations) {

        /** The cut variations as warnings for a tag: the first ten, then how many more (a tag stays small). */
        public List<String> cutWarnings() {
            List<String> warnings = new ArrayList<>();
            for (int i = 0; i < Math.min(MAX_LISTED_CUTS, cutVariations.size()); i++) {
                warnings.add("variation cut at " + cutVariations.get(i).describe());
            }
            if (cutVariations.size() > MAX_LISTED_CUTS) {
                warnings.add((cutVariations.size() - MAX_LISTED_CUTS) + " more variations cut");
            }
            return warnings;
        }
    }

    private static final int MAX_LISTED_CUTS = 10;

    private static final int ROOT = 0;

    private int size;
    private int[] from = new int[64];
    private int[] to = new int[64];
    private int[] ply = new int[64];
    private int[] firstChild = new int[64];
    private int[] lastChild = new int[64];
    private int[] nextSibling = new int[64];
    private long[] offsets = new long[64];
    private String[] comments = new String[64];
    /** Positions still owed an alternative (spec xqf.md §6.4). */
    private int[] pending = new int[16];
    private int pendingSize;
    private int parent = ROOT;
    private boolean complete;
    private Stop readStop;

    /**
     * @param gameComment  the root record's comment, or null
     * @param movesFollow  the root record says a move follows
     * @param offset       byte offset of the root record
     */
    public RecordTree(String gameComment, boolean movesFollow, long offset) {
        append(-1, -1, gameComment, offset, 0);
        complete = !movesFollow;
    }

    /**
     * Adds the next move record in file order.
     *
     * @param from, to     squares ({@link Square}), or -1 for a value off the board
     * @param continues    the record's continuation follows it
     * @param alternative  an alternative to this move follows its subtree
     */
    public void add(int from, int to, boolean continues, boolean alternative, String comment, long offset) {
        if (complete) {
            throw new IllegalStateException("the walk is over");
        }
        int node = append(from, to, comment, offset, ply[parent] + 1);
        if (firstChild[parent] < 0) {
            firstChild[parent] = node;
        } else {
            nextSibling[lastChild[parent]] = node;
        }
        lastChild[parent] = node;
        if (alternative) {
            if (pendingSize == pending.length) {
                pending = Arrays.copyOf(pending, pendingSize * 2);
            }
            pending[pendingSize++] = parent;
        }
        if (continues) {
            parent = node;
        } else if (pendingSize == 0) {
            complete = true;
        } else {
            parent = pending[--pendingSize];
        }
    }

    /** The records end before the walk does (a file cut short, a bad comment length): replay what was read. */
    public void endEarly(long offset, String reason) {
        readStop = new Stop(offset, reason);
    }

    /** The walk has ended by itself: every promised continuation and alternative was read. */
    public boolean complete() {
        return complete;
    }

    /** Move records read so far. */
    public int moveCount() {
        return size - 1;
    }

    /** The from-square of the first main-line move, or -1 if there is none (or it is off the board). */
    public int firstMoveFrom() {
        return firstChild[ROOT] < 0 ? -1 : from[firstChild[ROOT]];
    }

    /**
     * The side to move at the start (spec xqf.md §5.3): the colour of the piece on the first
     * main-line move's from-square, else {@code hint} (the header's side, used when there is no move).
     *
     * @param pieces the start position, a {@link Piece} code per square
     */
    public int sideToMove(int[] pieces, int hint) {
        int first = firstMoveFrom();
        return first >= 0 && pieces[first] != Piece.EMPTY ? Piece.color(pieces[first]) : hint;
    }

    /**
     * A stored comment as the moves table keeps it: line breaks as {@code \n}, trailing line breaks
     * removed; null if only blanks are left (writers store a lone line break or a few spaces).
     */
    public static String comment(String stored) {
        if (stored == null) {
            return null;
        }
        String text = stored.replace("\r\n", "\n").replace('\r', '\n');
        int end = text.length();
        while (end > 0 && text.charAt(end - 1) == '\n') {
            end--;
        }
        String kept = text.substring(0, end);
        return kept.isBlank() ? null : kept;
    }

    private int append(int fromSquare, int toSquare, String comment, long offset, int nodePly) {
        if (size == from.length) {
            int n = size * 2;
            from = Arrays.copyOf(from, n);
            to = Arrays.copyOf(to, n);
            ply = Arrays.copyOf(ply, n);
            firstChild = Arrays.copyOf(firstChild, n);
            lastChild = Arrays.copyOf(lastChild, n);
            nextSibling = Arrays.copyOf(nextSibling, n);
            offsets = Arrays.copyOf(offsets, n);
            comments = Arrays.copyOf(comments, n);
        }
        int node = size++;
        from[node] = fromSquare;
        to[node] = toSquare;
        ply[node] = nodePly;
        firstChild[node] = -1;
        lastChild[node] = -1;
        nextSibling[node] = -1;
        offsets[node] = offset;
        comments[node] = comment;
        return node;
    }

    /*
     * Replay order is PGN's: a position's first child, then each alternative as a variation of it
     * (with its whole subtree), then the first child's own continuation. Work items on an explicit
     * stack: PLAY_CHILDREN(n) plays n's children, VARIATION(n) opens a variation and plays n in it,
     * END_VARIATION closes it.
     */
    private static final int PLAY_CHILDREN = 0;
    private static final int VARIATION = 1;
    private static final int END_VARIATION = 2;

    /** Replays the tree from {@code start}, whose side to move the caller has set. */
    public Replay replay(Board start) {
        XiangqiLineBuilder builder = new XiangqiLineBuilder(start);
        if (comments[ROOT] != null) {
            builder.commentBefore(comments[ROOT]);
        }
        Stop stop = null;
        List<RefusedMove> cut = new ArrayList<>();
        int[] stack = new int[64];
        int top = 0;
        stack[top++] = work(PLAY_CHILDREN, ROOT);
        int[] playable = new int[16];
        while (top > 0) {
            int item = stack[--top];
            int kind = item & 3;
            int node = item >>> 2;
            if (kind == END_VARIATION) {
                builder.endVariation();
                continue;
            }
            if (kind == VARIATION) {
                builder.startVariation();
                builder.play(legal(builder.board(), node), null);
                addComment(builder, node);
                stack = push(stack, top++, work(PLAY_CHILDREN, node));
                continue;
            }
            int first = firstChild[node];
            if (first < 0) {
                continue;
            }
            Board board = builder.board();
            int move = legal(board, first);
            if (move < 0) {
                RefusedMove refused = refused(board, first);
                if (builder.depth() == 0) {
                    stop = new Stop(refused.offset(), "main line ends at " + refused.describe());
                } else {
                    cut.add(refused);
                }
                continue; // the alternatives hang on the refused move: they go with it
            }
            int alternatives = 0;
            for (int sibling = nextSibling[first]; sibling >= 0; sibling = nextSibling[sibling]) {
                if (legal(board, sibling) < 0) {
                    cut.add(refused(board, sibling));
                } else {
                    if (alternatives == playable.length) {
                        playable = Arrays.copyOf(playable, alternatives * 2);
                    }
                    playable[alternatives++] = sibling;
                }
            }
            builder.play(move, null);
            addComment(builder, first);
            stack = push(stack, top++, work(PLAY_CHILDREN, first));
            for (int i = alternatives - 1; i >= 0; i--) {
                stack = push(stack, top++, work(END_VARIATION, 0));
                stack = push(stack, top++, work(VARIATION, playable[i]));
            }
        }
        return new Replay(builder.build(), stop != null ? stop : readStop, cut);
    }

    private static int work(int kind, int node) {
        return node << 2 | kind;
    }

    private static int[] push(int[] stack, int at, int item) {
        int[] s = at == stack.length ? Arrays.copyOf(stack, at * 2) : stack;
        s[at] = item;
        return s;
    }

    private void addComment(XiangqiLineBuilder builder, int node) {
        if (comments[node] != null) {
            builder.commentAfter(comments[node]);
        }
    }

    private int legal(Board board, int node) {
        return from[node] < 0 || to[node] < 0 ? -1 : board.findMove(from[node], to[node]);
    }

    private RefusedMove refused(Board board, int node) {
        int f = from[node];
        int t = to[node];
        String move = (f < 0 ? "??" : Square.name(f)) + (t < 0 ? "??" : Square.name(t));
        String reason;
        if (f < 0 || t < 0) {
            reason = "square off the board";
        } else if (board.pieceAt(f) == Piece.EMPTY) {
            reason = "no piece on " + Square.name(f);
        } else if (Piece.color(board.pieceAt(f)) != board.sideToMove()) {
            reason = (board.sideToMove() == Piece.RED ? "red" : "black") + " is to move";
        } else {
            reason = "illegal move";
        }
        return new RefusedMove(ply[node], offsets[node], move, reason);
    }
}
