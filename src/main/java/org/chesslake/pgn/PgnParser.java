package org.chesslake.pgn;

import org.chesslake.game.Game;
import org.chesslake.game.GameDecodeException;
import org.chesslake.game.GameHeader;
import org.chesslake.game.LineBuilder;
import org.chesslake.game.Result;

/** Parses the text of one game into a {@link Game}: tags into the header, movetext through an interpreter. */
public final class PgnParser {

    private final String file;
    /** The game whose header was read last, its header and where its movetext starts: parse reads the tags once. */
    private PgnGameText headerOf;
    private GameHeader header;
    private int movetextStart;

    /** @param file the file name errors mention */
    public PgnParser(String file) {
        this.file = file;
    }

    /** The header only: reads the tag section and stops (the cheap read for header-level queries). */
    public GameHeader header(PgnGameText game) {
        PgnLexer lexer = new PgnLexer(game);
        header = PgnHeaders.toHeader(lexer.readTags());
        headerOf = game;
        movetextStart = lexer.position();
        return header;
    }

    /**
     * The whole game. A game whose movetext the interpreter rejects is an error as a whole: a
     * partial tree would pass for a shorter game.
     *
     * @throws GameDecodeException naming the file, game number, byte offset and the line of the bad token
     */
    public Game parse(PgnGameText game, MoveInterpreter interpreter) {
        GameHeader header;
        PgnLexer lexer;
        if (game == headerOf) { // the cursor read the header first: its tags are not read again
            header = this.header;
            lexer = new PgnLexer(game, movetextStart);
        } else {
            lexer = new PgnLexer(game);
            header = PgnHeaders.toHeader(lexer.readTags());
        }
        return moves(game, lexer, header, interpreter);
    }

    /**
     * A game whose tags are kept apart from its text (a table's columns): {@code header}, and the
     * moves of {@code movetext}, the game's text without a tag section.
     *
     * @throws GameDecodeException as {@link #parse(PgnGameText, MoveInterpreter)}
     */
    public Game parse(PgnGameText movetext, GameHeader header, MoveInterpreter interpreter) {
        return moves(movetext, new PgnLexer(movetext), header, interpreter);
    }

    private Game moves(PgnGameText game, PgnLexer lexer, GameHeader header, MoveInterpreter interpreter) {
        LineBuilder line;
        try {
            line = interpreter.start(header.startFen());
        } catch (IllegalArgumentException e) {
            throw error(game, lexer, 0, "bad FEN '" + header.startFen() + "': " + e.getMessage(), e);
        }
        MovetextParser.Movetext movetext;
        try {
            movetext = MovetextParser.parse(lexer, interpreter, line);
        } catch (MovetextParser.MovetextException e) {
            throw error(game, lexer, e.offset(), e.getMessage(), e);
        }
        // the termination marker is the game text's own word on the result: it wins over the tag unless it is "*"
        if (movetext.result() != null && (header.result() == Result.UNKNOWN || !movetext.result().equals("*"))) {
            Result result = Result.parse(movetext.result());
            if (result != header.result()) { // most games' marker repeats their tag: the header stands
                header = header.toBuilder().result(result).build();
            }
        }
        return new Game(game.number(), header, movetext.tree());
    }

    private GameDecodeException error(PgnGameText game, PgnLexer lexer, int charOffset, String reason, Exception cause) {
        long line = game.line() + lexer.lineOf(charOffset);
        return new GameDecodeException(file, game.number(), game.offset(), "line " + line + ": " + reason, cause);
    }
}
