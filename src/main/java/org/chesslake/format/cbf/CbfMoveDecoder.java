package org.chesslake.format.cbf;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import org.chesslake.chess.Board;
import org.chesslake.chess.ChessLineBuilder;
import org.chesslake.chess.Move;
import org.chesslake.chess.Piece;
import org.chesslake.chess.Square;
import org.chesslake.game.MoveTree;

/**
 * Walks a decoded moves part (spec §7.2, §10): move bytes numbered by {@link CbfMoveOrder},
 * variations between 0xFF and 0x80, and one annotation record per move byte with bit 7 set.
 */
final class CbfMoveDecoder {

    private static final int VARIATION_START = 0xFF;
    private static final int VARIATION_END = 0x80;

    private final List<String> warnings;
    private final int[] squares = new int[64];
    private final int[] entries = new int[CbfMoveOrder.MAX_ENTRIES];

    /** The line being decoded: its e.p. state now and before its last move, and how many moves it has. */
    private record Line(CbfEnPassant now, CbfEnPassant beforeLast, int moves) {
    }

    CbfMoveDecoder(List<String> warnings) {
        this.warnings = warnings;
    }

    /** Decodes {@code bytes[offset, offset + length)} (already XOR-decoded) from {@code start}. */
    MoveTree decode(byte[] bytes, int offset, int length, CbfAnnotation.Reader annotations, Board start,
                    CbfEnPassant enPassant) throws CbfCorruptException {
        ChessLineBuilder builder = new ChessLineBuilder(start);
        Deque<Line> parents = new ArrayDeque<>();
        Line line = new Line(enPassant, null, 0);
        boolean annotationsMissing = false;
        for (int i = offset; i < offset + length; i++) {
            int b = bytes[i] & 0xFF;
            if (b == VARIATION_START) {
                if (line.moves() == 0) {
                    throw new CbfCorruptException(i, "variation start (0xFF) with no move before it in its line");
                }
                parents.push(line);
                builder.startVariation();
                line = new Line(line.beforeLast(), null, 0);
            } else if (b == VARIATION_END) {
                if (parents.isEmpty()) {
                    if (i < offset + length - 1) {
                        warnings.add((offset + length - 1 - i) + " bytes after the end of the game (0x80) ignored");
                    }
                    break;
                }
                builder.endVariation();
                line = parents.pop();
            } else if (b == 0) {
                warnings.add("move byte 0x00 ends the game at byte " + i);
                break;
            } else {
                line = play(builder, line, b & 0x7F, i);
                if ((b & 0x80) != 0 && !annotate(builder, annotations.next()) && !annotationsMissing) {
                    warnings.add("comment part ends before the annotation of the move at byte " + i);
                    annotationsMissing = true;
                }
            }
        }
        if (!parents.isEmpty()) {
            warnings.add(parents.size() + " variations not closed by 0x80, closed at the end of the moves");
            while (!parents.isEmpty()) {
                builder.endVariation();
                parents.pop();
            }
        }
        return builder.build();
    }

    private Line play(ChessLineBuilder builder, Line line, int number, int at) throws CbfCorruptException {
        Board board = builder.board();
        int count = CbfMoveOrder.generate(board, line.now(), squares, entries);
        int index = CbfMoveOrder.select(entries, count, number);
        if (index < 0) {
            throw new CbfCorruptException(at, "move number " + number + " but the position has " + count + " numbered moves");
        }
        if (index != number - 1) {
            warnings.add("move number " + number + " at byte " + at + " falls on a phantom e.p. entry; took number " + (index + 1));
        }
        int entry = entries[index];
        int from = CbfMoveOrder.from(entry);
        int to = CbfMoveOrder.to(entry);
        int move = board.findMove(from, to, CbfMoveOrder.promotion(entry));
        if (move < 0) {
            throw new CbfCorruptException(at, "move number " + number + " (" + Square.name(from) + Square.name(to)
                    + ") is not legal in " + board.toFen());
        }
        boolean pawn = Piece.type(board.pieceAt(from)) == Piece.PAWN;
        builder.play(move);
        CbfEnPassant next = line.now().after(from, to, pawn, Move.isCastle(move),
                builder.board().sideToMove() == Piece.WHITE);
        return new Line(next, line.now(), line.moves() + 1);
    }

    /** Applies a record to the move just played; false when there was no record left. */
    private boolean annotate(ChessLineBuilder builder, CbfAnnotation annotation) {
        if (annotation == null) {
            return false;
        }
        int[] codes = annotation.codes();
        for (int slot = 0; slot < codes.length; slot++) {
            if (CbfSymbols.nag(slot, codes[slot]) == CbfSymbols.UNKNOWN) {
                warnings.add("unknown symbol code " + codes[slot] + " in annotation slot " + slot);
            }
        }
        CbfSymbols.nags(codes).forEach(builder::nag);
        if (annotation.text() != null) {
            builder.commentAfter(annotation.text());
        }
        return true;
    }
}
