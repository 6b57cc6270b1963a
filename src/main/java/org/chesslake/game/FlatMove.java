package org.chesslake.game;

/**
 * A move node placed in its game: which line it is on, where that line branches, and its number.
 *
 * @param lineId       0 for the main line; variations are numbered 1, 2, ... in the order a PGN
 *                     export would print them (depth first)
 * @param parentLineId the line this one branches from; null for the main line
 * @param branchPly    the ply (of the parent line) whose move this line replaces; null for the main line
 * @param ply          half-move number from the game's start position, 1 = first move
 * @param moveNumber   the full-move number as PGN prints it (counts from the start FEN's number)
 * @param white        the side that moves (xiangqi: red is white)
 */
public record FlatMove(int lineId, Integer parentLineId, Integer branchPly, int ply, int moveNumber,
                       boolean white, MoveNode node) {
}
