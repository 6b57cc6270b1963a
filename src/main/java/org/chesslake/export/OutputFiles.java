package org.chesslake.export;

import java.io.IOException;
import java.io.OutputStream;

/**
 * Where an export's files go: each is named by a suffix to the export's own name (".pgn",
 * "-xiangqi.pgn", ".si4", ".sn4", ".sg4"), and the caller decides the directory and the name.
 */
@FunctionalInterface
public interface OutputFiles {

    OutputStream create(String suffix) throws IOException;
}
