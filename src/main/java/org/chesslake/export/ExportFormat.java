package org.chesslake.export;

import java.io.IOException;
import java.util.Arrays;
import java.util.Locale;

/** The formats games are written in: a short name of {@code df.write().format(...)} and {@code jobs/export --format}. */
public enum ExportFormat {
    /** Chess PGN; xiangqi games go to xiangqi PGN files of their own (suffix "-xiangqi.pgn"). */
    PGN,
    /** Xiangqi PGN; chess games are not written. */
    XQPGN,
    /** SCID 4 databases (.si4, .sn4, .sg4); xiangqi games are not written. */
    SCID;

    public String shortName() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The format of a short name; an IllegalArgumentException names the formats that write. */
    public static ExportFormat named(String shortName) {
        for (ExportFormat format : values()) {
            if (format.shortName().equalsIgnoreCase(shortName)) {
                return format;
            }
        }
        throw new IllegalArgumentException("format \"" + shortName + "\" does not write games; the formats that write are "
                + String.join(", ", Arrays.stream(values()).map(ExportFormat::shortName).toList()));
    }

    /** A sink writing this format's files through {@code files}. */
    public GameSink open(OutputFiles files, ExportOptions options) {
        return switch (this) {
            case PGN -> new PgnSink(files, options, true);
            case XQPGN -> new PgnSink(files, options, false);
            case SCID -> new ScidSink(files);
        };
    }

    /** What an export of no game is: an empty PGN file, a SCID database without games. */
    public void writeEmpty(OutputFiles files) throws IOException {
        if (this == SCID) {
            ScidSink.writeEmpty(files);
        } else {
            files.create(".pgn").close();
        }
    }
}
