package org.chesslake.bench;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.chesslake.files.InputFile;
import org.chesslake.format.DecodeLevel;
import org.chesslake.format.FormatOptions;
import org.chesslake.format.Formats;
import org.chesslake.format.GameCursor;
import org.chesslake.format.GameDatabase;
import org.chesslake.format.GameFormat;
import org.chesslake.format.Split;
import org.chesslake.format.xqpgn.XqEncoding;
import org.chesslake.format.xqpgn.XqPgnWriter;
import org.chesslake.game.GameDecodeException;
import org.chesslake.xiangqi.Notation;

/**
 * Writes every xiangqi game of the binary databases below a directory (XQF, CBR, CBL) into one
 * Chinese-notation GBK PGN file, so that a benchmark can read the same games both ways. Games that
 * fail to decode are left out and counted. Usage: XiangqiPgnCopy DIR OUT.pgn
 */
public final class XiangqiPgnCopy {

    private static final List<String> BINARY = List.of("xqf", "cbr", "cbl");

    private XiangqiPgnCopy() {
    }

    public static void main(String[] args) throws IOException {
        if (args.length != 2) {
            System.err.println("usage: XiangqiPgnCopy DIR OUT.pgn");
            System.exit(2);
        }
        long written = 0;
        long failed = 0;
        List<Path> files;
        try (Stream<Path> walk = Files.walk(Path.of(args[0]))) {
            files = walk.filter(Files::isRegularFile).sorted().toList();
        }
        try (OutputStream out = new BufferedOutputStream(Files.newOutputStream(Path.of(args[1])))) {
            for (Path path : files) {
                InputFile file = InputFile.local(path);
                Optional<GameFormat> format = Formats.detect(file).filter(f -> BINARY.contains(f.name()));
                if (format.isEmpty()) {
                    continue;
                }
                try (GameDatabase db = format.get().open(file, FormatOptions.NONE);
                     GameCursor cursor = db.cursor(new Split(0, db.entryCount()), DecodeLevel.MOVES)) {
                    while (cursor.next()) {
                        try {
                            out.write(XqPgnWriter.write(cursor.game(), Notation.CHINESE).getBytes(XqEncoding.GB18030));
                            written++;
                        } catch (GameDecodeException e) {
                            failed++;
                        }
                    }
                }
            }
        }
        System.out.printf("%d games written to %s, %d left out (decode errors)%n", written, args[1], failed);
    }
}
