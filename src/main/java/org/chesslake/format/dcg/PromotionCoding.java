package org.chesslake.format.dcg;

import org.chesslake.chess.Piece;

/**
 * What the 3-bit promotion field of a move means. The only writer that exists stores its
 * internal piece numbers (2 N, 3 B, 4 R, 5 Q); the published text says 1 N, 2 B, 3 R, 4 Q.
 * Values 2–4 differ between the two, so a database is read with one coding throughout (spec §4.2).
 */
enum PromotionCoding {
    /** The reference encoder: the code is the chess piece type (knight 2 … queen 5). */
    REFERENCE(2),
    /** The published specification: knight 1 … queen 4. */
    SPEC_LITERAL(1);

    private final int knightCode;

    PromotionCoding(int knightCode) {
        this.knightCode = knightCode;
    }

    /** The promoted piece type (knight 2 … queen 5) of {@code code}, or -1 if the code names none. */
    int pieceType(int code) {
        int type = code - knightCode + Piece.KNIGHT;
        return type >= Piece.KNIGHT && type <= Piece.QUEEN ? type : -1;
    }

    /** The code of a promotion to {@code pieceType} (knight 2 … queen 5). */
    int code(int pieceType) {
        return pieceType - Piece.KNIGHT + knightCode;
    }
}
