package org.chesslake.format.dcg;

import java.util.List;
import java.util.function.Supplier;
import org.chesslake.chess.Board;
import org.chesslake.chess.ChessLineBuilder;
import org.chesslake.chess.Move;
import org.chesslake.chess.Square;
import org.chesslake.game.MoveTree;

/**
 * Replays the tokens of one record on a board and builds the move tree (spec §4.3): moves are
 * checked for legality, comments go to the last move (the game comment before any move), NAGs to
 * the last move, and variations are alternatives to the last move of their line.
 */
final class DcgMoveDecoder {

    private final DcgRecord record;
    private final Supplier<PromotionCensus> census;
    private final List<String> warnings;

    /** Comment text read for the current node but not yet attached: a node may carry several. */
    private String pendingComment;
    private boolean pendingLeading;

    /**
     * @param census   the database's promotion codes, asked for only when a move promotes
     * @param warnings receives what was odd but readable
     */
    DcgMoveDecoder(DcgRecord record, Supplier<PromotionCensus> census, List<String> warnings) {
        this.record = record;
        this.census = census;
        this.warnings = warnings;
    }

    MoveTree decode() {
        ChessLineBuilder line = new ChessLineBuilder(startBoard());
        DcgTokenReader tokens = record.tokens();
        while (tokens.hasNext()) {
            DcgToken token = tokens.next();
            if (token instanceof DcgToken.Comment comment) {
                collect(comment);
            } else if (token instanceof DcgToken.Nags nags) {
                for (int nag : nags.values()) {
                    line.nag(nag);
                }
            } else {
                flushComment(line); // the current node changes: the comments read so far were its
                if (token instanceof DcgToken.Move move) {
                    line.play(legalMove(line.board(), move, tokens.tokenPosition()));
                } else if (token instanceof DcgToken.NullMove) {
                    line.play(Move.NULL);
                } else if (token instanceof DcgToken.BeginVariation) {
                    line.startVariation();
                } else {
                    line.endVariation();
                }
            }
        }
        flushComment(line);
        return line.build();
    }

    private Board startBoard() {
        if (record.fen() == null) {
            return Board.standard();
        }
        try {
            return Board.fromFen(record.fen());
        } catch (IllegalArgumentException e) {
            throw new DcgFormatError(DcgFile.GAMES, record.bodyStart(), "bad start FEN '" + record.fen() + "': "
                    + e.getMessage());
        }
    }

    private void collect(DcgToken.Comment comment) {
        if (pendingComment == null) {
            pendingComment = comment.text();
            pendingLeading = comment.leading();
        } else {
            warnings.add("two comments on one move, joined");
            pendingComment = pendingComment + "\n" + comment.text();
        }
    }

    private void flushComment(ChessLineBuilder line) {
        if (pendingComment == null) {
            return;
        }
        if (pendingLeading) {
            // The reference writer never puts a comment before a variation's first move.
            warnings.add("comment before the first move of a variation");
            line.commentBefore(pendingComment);
        } else {
            line.commentAfter(pendingComment);
        }
        pendingComment = null;
    }

    private int legalMove(Board board, DcgToken.Move move, long position) {
        int promotion = 0;
        if (move.promotionCode() != 0) {
            promotion = promotionType(move.promotionCode(), position);
        }
        int legal = board.findMove(move.from(), move.to(), promotion);
        if (legal < 0) {
            String uci = Square.name(move.from()) + Square.name(move.to())
                    + (move.promotionCode() == 0 ? "" : " (promotion code " + move.promotionCode() + ")");
            throw new DcgFormatError(DcgFile.GAMES, position, "illegal move " + uci + " at ply "
                    + (board.plyCount() + 1) + " in position " + board.toFen());
        }
        return legal;
    }

    private int promotionType(int code, long position) {
        PromotionCoding coding = census.get().coding();
        if (coding == null) {
            throw new DcgFormatError(DcgFile.GAMES, position, "promotion code " + code
                    + " is ambiguous: the database uses both 1 (published coding) and 5 (reference encoder)");
        }
        int type = coding.pieceType(code);
        if (type < 0) {
            throw new DcgFormatError(DcgFile.GAMES, position, "invalid promotion code " + code);
        }
        return type;
    }
}
