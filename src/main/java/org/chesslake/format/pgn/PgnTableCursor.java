package org.chesslake.format.pgn;

import java.io.IOException;
import org.chesslake.format.GameCursor;
import org.chesslake.format.TableFiles;
import org.chesslake.game.Game;
import org.chesslake.game.GameDecodeException;
import org.chesslake.game.GameHeader;
import org.chesslake.pgn.PgnGameText;
import org.chesslake.pgn.PgnHeaders;

/**
 * The games of one split of a table file: a game per row, numbered by its row (row 0 is game 1), its
 * header from the tag columns, its moves from the movetext column decoded as a PGN file's are. A
 * null movetext is a game without moves; a malformed row (a CSV record of too few fields, say) is a
 * game that does not decode. An error names the file, the game and the row.
 */
final class PgnTableCursor implements GameCursor {

    private final String file;
    private final TableFiles.Rows rows;
    private final TableTags tags;
    /** Whether the movetext was read (after the tag columns): the level asks for the moves. */
    private final boolean moves;
    private final MovetextDecoder decoder;
    private GameHeader header;
    private Game game;

    PgnTableCursor(String file, TableFiles.Rows rows, TableTags tags, boolean moves) {
        this.file = file;
        this.rows = rows;
        this.tags = tags;
        this.moves = moves;
        this.decoder = new MovetextDecoder(file);
    }

    @Override
    public boolean next() throws IOException {
        header = null;
        game = null;
        return rows.next();
    }

    @Override
    public long gameNumber() {
        return rows.rowIndex() + 1;
    }

    /** The game's row in its file (0 = first): a table has no byte offset of a game. */
    @Override
    public long offset() {
        return rows.rowIndex();
    }

    /** The row's tags; a row whose record is malformed is this game's decode error, as a bad movetext is. */
    @Override
    public GameHeader indexHeader() {
        if (header == null) {
            rows.malformed().ifPresent(reason -> {
                throw GameDecodeException.inRow(file, gameNumber(), offset(), reason, null);
            });
            header = PgnHeaders.toHeader(tags.tags(rows::value));
        }
        return header;
    }

    @Override
    public Game game() {
        if (game == null) {
            GameHeader h = indexHeader();
            if (!moves) {
                game = new Game(gameNumber(), h, null);
            } else {
                Object movetext = rows.value(tags.columns().size());
                try {
                    game = decoder.decode(new PgnGameText(gameNumber(), offset(), 1, movetext == null ? "" : movetext.toString()), h);
                } catch (GameDecodeException e) {
                    throw GameDecodeException.inRow(file, gameNumber(), offset(), e.reason(), e);
                }
            }
        }
        return game;
    }

    @Override
    public void close() throws IOException {
        rows.close();
    }
}
