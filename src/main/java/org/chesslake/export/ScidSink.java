package org.chesslake.export;

import java.io.IOException;
import org.chesslake.chess.ChessVariant;
import org.chesslake.format.scid.Scid4Writer;
import org.chesslake.game.Game;

/**
 * A SCID 4 database: its game file is written as games come (from the first chess game), its name
 * and index files on close.
 * Standard chess only: SCID 4 has no mark for Chess960, whose castlings it cannot encode.
 */
final class ScidSink implements GameSink {

    private final OutputFiles files;
    private Scid4Writer writer;

    ScidSink(OutputFiles files) {
        this.files = files;
    }

    /** A database of no game: what an export that selects nothing writes. */
    static void writeEmpty(OutputFiles files) throws IOException {
        new Scid4Writer(extension -> files.create("." + extension)).close();
    }

    @Override
    public void write(Game game, boolean xiangqi) throws IOException {
        if (xiangqi) {
            throw new IllegalArgumentException("a xiangqi game; SCID holds chess games only");
        }
        String variant = game.header().tags().get("Variant");
        if (ChessVariant.of(variant) != ChessVariant.STANDARD) {
            throw new IllegalArgumentException("a " + variant + " game; SCID 4 holds standard chess only");
        }
        if (writer == null) {
            writer = new Scid4Writer(extension -> files.create("." + extension));
        }
        writer.add(game);
    }

    @Override
    public void close() throws IOException {
        if (writer != null) {
            writer.close();
        }
    }
}
