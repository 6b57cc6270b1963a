package org.chesslake.table;

import org.chesslake.chess.Board;
import org.chesslake.chess.ChessVariant;
import org.chesslake.game.GameHeader;
import org.chesslake.game.MoveNode;
import org.chesslake.game.MoveTree;
import org.chesslake.game.Variant;

/**
 * What the games table derives from a decoded main line, from the position keys the decoders
 * already computed for the moves table (no second replay): the game's key and its opening.
 */
public final class MainLine {

    private static final long CHESS_START = Board.standard().zobrist();
    private static final long XIANGQI_START = org.chesslake.xiangqi.Board.standard().zobrist();

    private MainLine() {
    }

    /**
     * The key of a game's start position and main line: equal for the same moves from the same
     * position whatever the format, numbering, annotations or tags. It chains the start position's
     * Zobrist key (chess: Polyglot's) and the key of the position after each main-line move through
     * a 64-bit mixer; the position after a move tells which move it was (and a null move gives the
     * position with the other side to move), so two main lines share a key only if they play the
     * same moves (up to a 64-bit collision). Null when the moves were not decoded, the decode
     * failed (a line cut short by bad bytes is not the game), or the start FEN cannot be read.
     */
    public static Long key(Variant variant, GameHeader header, MoveTree moves, String error) {
        if (moves == null || error != null) {
            return null;
        }
        Long start = startKey(variant, header == null ? null : header.startFen());
        if (start == null) {
            return null;
        }
        long key = mix(start);
        for (MoveNode node : moves.mainLine()) {
            key = mix(key ^ node.move().positionKey());
        }
        return key;
    }

    /**
     * The opening of a chess game played from the standard start (see {@link Openings}); null for
     * xiangqi, Chess960 and other variants, games from a set-up position, and undecoded games. A game
     * whose decode failed keeps the opening of the moves its format could read.
     */
    public static Openings.Opening opening(Variant variant, GameHeader header, MoveTree moves) {
        if (variant != Variant.CHESS || moves == null || header == null
                || ChessVariant.of(header.tags().get("Variant")) != ChessVariant.STANDARD) {
            return null;
        }
        Long start = startKey(variant, header.startFen());
        return start == null || start != CHESS_START ? null : Openings.get().deepest(moves.mainLine());
    }

    private static Long startKey(Variant variant, String fen) {
        if (fen == null) {
            return variant == Variant.CHESS ? CHESS_START : XIANGQI_START;
        }
        try {
            return variant == Variant.CHESS ? Board.fromFen(fen).zobrist() : org.chesslake.xiangqi.Board.fromFen(fen).zobrist();
        } catch (RuntimeException e) {
            return null; // a FEN the board cannot set up: no key rather than a wrong one
        }
    }

    /** Stafford's variant 13 of the MurmurHash3 finalizer (SplitMix64's): a bijection that spreads every bit. */
    private static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xbf58476d1ce4e5b9L;
        z = (z ^ (z >>> 27)) * 0x94d049bb133111ebL;
        return z ^ (z >>> 31);
    }
}
