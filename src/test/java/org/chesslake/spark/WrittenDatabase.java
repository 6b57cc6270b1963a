package org.chesslake.spark;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * A database a format's writer made from a list of games, and what the writer reported.
 *
 * @param index              the file that names the database (e.g. the .CBI or .cdp)
 * @param sourceNumbers      {@link org.chesslake.game.Game#number()} of the games written, in
 *                           database order: the i-th is game_number i + 1
 * @param notWrittenByReason how many games the format could not hold, by reason
 */
record WrittenDatabase(Path index, List<Long> sourceNumbers, Map<String, Long> notWrittenByReason) {
}
