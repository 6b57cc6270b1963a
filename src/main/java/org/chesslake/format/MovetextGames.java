package org.chesslake.format;

import org.chesslake.game.Game;
import org.chesslake.game.GameDecodeException;

/**
 * A format of games kept as PGN movetext in tables, decoding one game's movetext on its own as it
 * decodes its tables' rows: what the SQL functions over any table's movetext call.
 */
public interface MovetextGames {

    /**
     * The game of {@code movetext} (PGN movetext without tags) played from {@code startFen}, or from
     * the standard start when it is null.
     *
     * @throws GameDecodeException for an illegal move, a bad FEN or movetext the grammar cannot place
     */
    Game decode(String movetext, String startFen);

    /** The registered format that decodes movetext. */
    static MovetextGames get() {
        return Formats.all().stream().filter(MovetextGames.class::isInstance).map(MovetextGames.class::cast).findFirst()
                .orElseThrow(() -> new IllegalStateException("no format decodes PGN movetext (format/pgn's pgn-table)"));
    }
}
