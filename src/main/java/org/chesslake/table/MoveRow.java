package org.chesslake.table;

import org.chesslake.game.FlatMove;

/** What a moves row is made from: the game's id and the placed move node. */
public record MoveRow(long gameId, FlatMove flat) {
}
