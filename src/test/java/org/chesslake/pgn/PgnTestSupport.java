package org.chesslake.pgn;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.chesslake.format.text.PgnReader;

/** Reading PGN from strings and bytes in tests. */
final class PgnTestSupport {

    private PgnTestSupport() {
    }

    static List<PgnGameText> texts(byte[] bytes) {
        try (PgnReader reader = new PgnReader("test.pgn", new ByteArrayInputStream(bytes), TextDecoding.utf8OrLatin1())) {
            List<PgnGameText> out = new ArrayList<>();
            for (PgnGameText t = reader.next(); t != null; t = reader.next()) {
                out.add(t);
            }
            return out;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static List<PgnGameText> texts(String pgn) {
        return texts(pgn.getBytes(StandardCharsets.UTF_8));
    }
}
