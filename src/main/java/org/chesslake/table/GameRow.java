package org.chesslake.table;

import org.chesslake.game.FlatMoves;
import org.chesslake.game.GameHeader;
import org.chesslake.game.MoveTree;
import org.chesslake.game.MoveTreeWalker;
import org.chesslake.game.Variant;

/**
 * What a games row is made from: where the game is, what was decoded, and what went wrong.
 *
 * @param offset where the game's record starts in its file (the cursor's offset)
 * @param header the decoded header; after a failed decode the index header, or null if even that failed
 * @param moves  the move tree when moves were decoded, else null
 * @param error  the decode error message, or null
 */
public record GameRow(String source, String format, Variant variant, long gameNumber, long offset, GameHeader header,
               MoveTree moves, String error) {

    public long gameId() {
        return Ids.gameId(source, gameNumber);
    }

    /** A comment with no move to carry it (a game without moves), or null. */
    public String gameComment() {
        return moves == null ? null : moves.comment();
    }

    /** The decoded move tree as placed moves, numbered from the game's start position, into {@code into}; none if not decoded. */
    public void flatMoves(FlatMoves into) {
        if (moves == null) {
            into.clear();
        } else {
            MoveTreeWalker.flatten(moves, header == null ? null : header.startFen(), into);
        }
    }
}
