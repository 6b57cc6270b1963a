package org.chesslake.export;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import org.chesslake.game.Game;

/**
 * PGN text: chess games with the PGN writer, xiangqi games with the xiangqi PGN writer in the
 * chosen notation. A file holds one variant, so each variant has its own file, opened when its first
 * game comes.
 */
final class PgnSink implements GameSink {

    private final OutputFiles files;
    private final ExportOptions options;
    private final boolean chess;
    private OutputStream chessFile;
    private OutputStream xiangqiFile;

    /** @param chess whether chess games are written (format pgn) or refused (format xqpgn) */
    PgnSink(OutputFiles files, ExportOptions options, boolean chess) {
        this.files = files;
        this.options = options;
        this.chess = chess;
    }

    @Override
    public void write(Game game, boolean xiangqi) throws IOException {
        if (xiangqi) {
            byte[] text = PgnText.of(game, true, options.notation()).getBytes(options.charset());
            if (xiangqiFile == null) {
                xiangqiFile = new BufferedOutputStream(files.create(chess ? "-xiangqi.pgn" : ".pgn"));
            }
            xiangqiFile.write(text);
        } else {
            if (!chess) {
                throw new IllegalArgumentException("a chess game; format xqpgn writes xiangqi games only");
            }
            byte[] text = PgnText.of(game, false, options.notation()).getBytes(options.charset());
            if (chessFile == null) {
                chessFile = new BufferedOutputStream(files.create(".pgn"));
            }
            chessFile.write(text);
        }
    }

    @Override
    public void close() throws IOException {
        try {
            if (chessFile != null) {
                chessFile.close();
            }
        } finally {
            if (xiangqiFile != null) {
                xiangqiFile.close();
            }
        }
    }
}
