package org.chesslake.format.xqpgn;

import java.io.IOException;
import java.io.InputStream;
import java.util.LinkedHashMap;
import java.util.Map;
import org.chesslake.files.ByteSource;
import org.chesslake.files.InputFile;
import org.chesslake.format.text.TextCompression;

/**
 * Remembers the encoding detected for a file, so that the tasks reading the splits of one large
 * file in one JVM scan it once (detection reads the whole text when it is UTF-8, decompressing a
 * compressed file). A file that changed (size or modification time) is detected again.
 */
final class DetectedEncodings {

    private static final int CAPACITY = 256;

    private record Key(String location, long size, long modified) {
    }

    private static final Map<Key, XqEncoding> CACHE = new LinkedHashMap<>(16, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<Key, XqEncoding> eldest) {
            return size() > CAPACITY;
        }
    };

    private DetectedEncodings() {
    }

    static XqEncoding of(InputFile file, ByteSource source, TextCompression compression) throws IOException {
        Key key = new Key(file.location(), source.size(), file.modified());
        synchronized (CACHE) {
            XqEncoding known = CACHE.get(key);
            if (known != null) {
                return known;
            }
        }
        XqEncoding detected;
        try (InputStream text = compression.text(source)) {
            detected = XqEncoding.detect(text);
        }
        synchronized (CACHE) {
            CACHE.put(key, detected);
        }
        return detected;
    }
}
