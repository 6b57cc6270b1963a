package org.chesslake.format;

import java.io.Closeable;
import java.io.IOException;
import org.chesslake.game.Game;
import org.chesslake.game.GameDecodeException;
import org.chesslake.game.GameHeader;

/**
 * Walks the games of one {@link Split}. For each game the caller may look at the index fields
 * first (to skip the game by a pushed filter) and only then pay for decoding the record.
 *
 * <pre>
 * while (cursor.next()) {
 *     GameHeader index = cursor.indexHeader();   // cheap
 *     if (filter.rejects(index)) continue;
 *     Game game = cursor.game();                 // decodes as far as the cursor's level
 * }
 * </pre>
 * A bad record throws {@link GameDecodeException} from {@code indexHeader()} or {@code game()};
 * the cursor stays usable and {@code next()} moves on to the following game.
 */
public interface GameCursor extends Closeable {

    /** Advances to the next game of the split; false at its end. IOException only for I/O failures. */
    boolean next() throws IOException;

    /** Number of the current game in its database (1 = first). */
    long gameNumber();

    /** Byte offset of the current game's record (or index entry, before the record is located). */
    long offset();

    /** The fields of the current game that the index alone holds; record-only fields are null. */
    GameHeader indexHeader();

    /** The current game decoded to the cursor's {@link DecodeLevel}; moves are null below MOVES. */
    Game game();
}
