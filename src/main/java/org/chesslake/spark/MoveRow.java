package org.chesslake.spark;

import org.chesslake.game.FlatMove;

/** What a moves row is made from: the game's id and the placed move node. */
record MoveRow(long gameId, FlatMove flat) {
}
