package org.chesslake.format.scid;

import java.util.Arrays;
import org.chesslake.chess.Board;
import org.chesslake.chess.ChessLineBuilder;
import org.chesslake.chess.IllegalMoveException;
import org.chesslake.chess.Move;
import org.chesslake.chess.Piece;
import org.chesslake.chess.Square;
import org.chesslake.game.MoveTree;

/**
 * Decodes the move stream and comment area of a game record (spec §6.4–6.8) into a move tree.
 * Bytes name a piece by its SCID list index and a per-piece-type code; this class turns them into
 * from/to squares, asks the {@link Board} for the legal move, and lets {@link ChessLineBuilder}
 * describe it. One instance per cursor: its buffers are reused from game to game.
 */
final class MoveStreamDecoder {

    private static final int NAG = 0x0B;
    private static final int COMMENT = 0x0C;
    private static final int VARIATION_START = 0x0D;
    private static final int VARIATION_END = 0x0E;
    private static final int END_OF_GAME = 0x0F;
    private static final int[] KING_STEPS = {-9, -8, -7, -1, 1, 7, 8, 9};
    private static final int[] KNIGHT_JUMPS = {-17, -15, -10, -6, 6, 10, 15, 17};
    /** Pawn promotion by code / 3: none, queen, rook, bishop, knight. */
    private static final int[] PROMOTIONS = {0, Piece.QUEEN, Piece.ROOK, Piece.BISHOP, Piece.KNIGHT};

    private final PieceLists lists = new PieceLists();
    /** Per depth: the piece lists before the last move at that depth (where a variation starts). */
    private byte[] beforeLast = new byte[PieceLists.SIZE * 16];
    /** Per depth: the piece lists after the last move, kept while a variation of it is decoded. */
    private byte[] parked = new byte[PieceLists.SIZE * 16];
    private int[] movesAtDepth = new int[16];
    private int[] commentStarts = new int[16];
    private int[] commentEnds = new int[16];

    private byte[] bytes;
    private int position;
    private int streamEnd;
    private int depth;
    private int nextComment;
    private int markersLeft;
    private int commentCount;
    private int allowedCastling;
    private ChessLineBuilder line;

    /**
     * Decodes the stream at {@code [start, end)} from {@code board} (not changed). {@code standardStart}
     * selects SCID's standard-start piece numbering, otherwise the FEN rule applies.
     * {@code allowedCastling} holds the {@link Chess960Castling} bits of the castlings that may be
     * decoded ({@link Chess960Castling#ALL} in standard chess).
     */
    MoveTree decode(byte[] b, int start, int end, Board board, boolean standardStart, int allowedCastling) {
        bytes = b;
        this.allowedCastling = allowedCastling;
        int markers = scanStream(start, end);
        readCommentArea(streamEnd + 1, end);
        if (commentCount < markers) {
            throw new RecordException(streamEnd + 1, markers + " comment markers but the comment area holds "
                    + commentCount + " strings");
        }
        markersLeft = markers;
        nextComment = 0;
        if (standardStart) {
            lists.setStandard();
        } else if (!lists.setFromBoard(board)) {
            throw new RecordException(start, "start position has no king or more than 16 pieces of a side");
        }
        if (line == null) {
            line = new ChessLineBuilder(board);
        } else {
            line.reset(board);
        }
        depth = 0;
        movesAtDepth[0] = 0;
        position = start;
        while (true) {
            int at = position;
            int token = bytes[position++] & 0xFF;
            switch (token) {
                case NAG -> {
                    if (movesAtDepth[depth] == 0) {
                        throw new RecordException(at, "NAG before any move");
                    }
                    line.nag(bytes[position++] & 0xFF); // the scan checked the value byte is there
                }
                case COMMENT -> comment();
                case VARIATION_START -> startVariation(at);
                case VARIATION_END -> endVariation();
                case END_OF_GAME -> {
                    return line.build();
                }
                default -> move(at, token);
            }
        }
    }

    /**
     * Finds the end-of-game marker without a board (a NAG's value byte is the only byte that may
     * look like a marker and is skipped) and counts the comment markers. Checks the nesting.
     */
    private int scanStream(int start, int end) {
        int markers = 0;
        int level = 0;
        int p = start;
        while (p < end) {
            int token = bytes[p] & 0xFF;
            switch (token) {
                case NAG -> {
                    if (p + 1 >= end) {
                        throw new RecordException(p, "record ends after a NAG marker");
                    }
                    p++;
                }
                case COMMENT -> markers++;
                case VARIATION_START -> level++;
                case VARIATION_END -> {
                    if (level == 0) {
                        throw new RecordException(p, "variation end outside any variation");
                    }
                    level--;
                }
                case END_OF_GAME -> {
                    if (level != 0) {
                        throw new RecordException(p, "game ends inside " + level + " open variation(s)");
                    }
                    streamEnd = p;
                    return markers;
                }
                default -> {
                    // a move byte; a queen's second byte is 64–127 and never a marker
                }
            }
            p++;
        }
        throw new RecordException(end, "record ends inside the move stream");
    }

    /** Splits the comment area into NUL-terminated strings; trailing bytes without a NUL are ignored. */
    private void readCommentArea(int start, int end) {
        commentCount = 0;
        int from = start;
        for (int p = start; p < end; p++) {
            if (bytes[p] == 0) {
                if (commentCount == commentStarts.length) {
                    commentStarts = Arrays.copyOf(commentStarts, commentCount * 2);
                    commentEnds = Arrays.copyOf(commentEnds, commentCount * 2);
                }
                commentStarts[commentCount] = from;
                commentEnds[commentCount++] = p;
                from = p + 1;
            }
        }
    }

    private String nextCommentText() {
        int i = nextComment++;
        return ScidText.decode(bytes, commentStarts[i], commentEnds[i] - commentStarts[i]);
    }

    private void comment() {
        markersLeft--;
        String text = nextCommentText();
        if (movesAtDepth[depth] > 0) {
            line.commentAfter(text);
        } else if (depth == 0) {
            line.commentAfter(text); // the pre-game comment (the tree's comment if the game has no move)
        } else {
            line.commentBefore(text); // a variation's leading comment
        }
    }

    private void startVariation(int at) {
        if (movesAtDepth[depth] == 0) {
            throw new RecordException(at, "variation start with no move to replace");
        }
        ensureDepth(depth + 1);
        lists.saveTo(parked, depth * PieceLists.SIZE);
        lists.restoreFrom(beforeLast, depth * PieceLists.SIZE);
        depth++;
        movesAtDepth[depth] = 0;
        line.startVariation();
    }

    private void endVariation() {
        line.endVariation();
        depth--;
        lists.restoreFrom(parked, depth * PieceLists.SIZE);
    }

    private void ensureDepth(int needed) {
        if (needed >= movesAtDepth.length) {
            movesAtDepth = Arrays.copyOf(movesAtDepth, needed * 2);
            beforeLast = Arrays.copyOf(beforeLast, needed * 2 * PieceLists.SIZE);
            parked = Arrays.copyOf(parked, needed * 2 * PieceLists.SIZE);
        }
    }

    private void move(int at, int token) {
        Board board = line.board();
        int side = board.sideToMove();
        int index = token >>> 4;
        int code = token & 0x0F;
        if (index >= lists.count(side)) {
            throw new RecordException(at, "piece index " + index + " but the side to move has " + lists.count(side) + " pieces");
        }
        int from = lists.square(side, index);
        int piece = board.pieceAt(from);
        int type = Piece.type(piece);
        if (piece == Piece.EMPTY || Piece.color(piece) != side) {
            throw new RecordException(at, "piece list out of step with the board at " + Square.name(from));
        }
        lists.saveTo(beforeLast, depth * PieceLists.SIZE);
        movesAtDepth[depth]++;
        if (type == Piece.KING && code == 0) {
            line.play(Move.NULL);
            surplusComment();
            return;
        }
        int promotion = 0;
        int to;
        int rookFrom = -1;
        switch (type) {
            case Piece.KING -> {
                if (code == 9 || code == 10) {
                    if ((allowedCastling & Chess960Castling.bit(side, code == 10)) == 0) {
                        throw new RecordException(at, "Chess960 castling with a king or rook off the standard"
                                + " squares is not supported");
                    }
                    int rank = from & ~7;
                    to = rank + (code == 9 ? 2 : 6);
                    rookFrom = rank + (code == 9 ? 0 : 7);
                } else {
                    to = step(from, code >= 1 && code <= 8 ? KING_STEPS[code - 1] : 0);
                }
            }
            case Piece.QUEEN -> to = (code == (from & 7)) ? queenDiagonal(at) : rookMove(from, code);
            case Piece.ROOK -> to = rookMove(from, code);
            case Piece.BISHOP -> to = bishopMove(from, code);
            case Piece.KNIGHT -> to = step(from, code >= 1 && code <= 8 ? KNIGHT_JUMPS[code - 1] : 0);
            default -> {
                int s = code == 15 ? 16 : 7 + code % 3;
                to = step(from, side == Piece.WHITE ? s : -s);
                promotion = code == 15 ? 0 : PROMOTIONS[code / 3];
            }
        }
        if (to < 0) {
            throw new RecordException(at, "move code " + code + " is impossible for the " + Piece.letter(type) + " on " + Square.name(from));
        }
        int victim = board.pieceAt(to);
        int victimSquare = to;
        if (type == Piece.PAWN && victim == Piece.EMPTY && ((to ^ from) & 7) != 0) {
            victimSquare = side == Piece.WHITE ? to - 8 : to + 8; // en passant
            victim = Piece.PAWN;
        }
        try {
            line.play(Move.of(from, to, promotion)); // the builder finds the legal move with its flags
        } catch (IllegalMoveException e) {
            throw new RecordException(at, "illegal move " + Piece.letter(type) + Square.name(from) + "-" + Square.name(to));
        }
        lists.setSquare(side, index, to);
        if (victim != Piece.EMPTY) {
            lists.remove(side ^ 1, victimSquare);
        }
        if (rookFrom >= 0) {
            int rook = lists.indexOf(side, rookFrom);
            if (rook >= 0) {
                lists.setSquare(side, rook, (rookFrom & 7) == 0 ? rookFrom + 3 : rookFrom - 2);
            }
        }
        surplusComment();
    }

    /** Surplus comment strings go one by one to the moves after the last marked one (spec §6.6). */
    private void surplusComment() {
        if (markersLeft == 0 && nextComment < commentCount) {
            line.commentAfter(nextCommentText());
        }
    }

    /**
     * {@code from + delta} if that is on the board without wrapping round an edge: the file must
     * change by the amount in -2…2 congruent to delta mod 8 (a king, knight or pawn step); else -1.
     */
    private static int step(int from, int delta) {
        int to = from + delta;
        if (delta == 0 || to < 0 || to > 63) {
            return -1;
        }
        int fileChange = Math.floorMod(delta + 2, 8) - 2;
        return (to & 7) - (from & 7) == fileChange ? to : -1;
    }

    private static int rookMove(int from, int code) {
        int to = code < 8 ? (from & ~7) + code : (code - 8) * 8 + (from & 7);
        return to == from ? -1 : to;
    }

    private static int bishopMove(int from, int code) {
        int d = (code & 7) - (from & 7);
        int rank = (from >>> 3) + (code < 8 ? d : -d);
        if (d == 0 || rank < 0 || rank > 7) {
            return -1;
        }
        return code < 8 ? from + 9 * d : from - 7 * d;
    }

    private int queenDiagonal(int at) {
        if (position >= streamEnd) {
            throw new RecordException(at, "queen move without its second byte");
        }
        int target = bytes[position++] & 0xFF;
        if (target < 64 || target > 127) {
            throw new RecordException(at + 1, "queen move target byte " + target + " outside 64-127");
        }
        return target - 64;
    }
}
