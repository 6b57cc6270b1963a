package org.chesslake.format.pgn;

import java.io.IOException;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import org.chesslake.files.ByteSource;
import org.chesslake.files.InputFile;
import org.chesslake.format.DecodeLevel;
import org.chesslake.format.FormatOptions;
import org.chesslake.format.GameCursor;
import org.chesslake.format.text.PgnFileDatabase;
import org.chesslake.format.text.PgnGames;
import org.chesslake.format.text.TextCompression;
import org.chesslake.pgn.TextDecoding;

/**
 * An open chess PGN file, plain or compressed: splits, numbers and offsets as {@link PgnFileDatabase}
 * gives them. Text is UTF-8, or Latin-1 for a game whose bytes are not UTF-8 throughout, each of its
 * tag values and comments UTF-8 where its own bytes are ({@link TextDecoding}); the
 * {@code encoding} option fixes one charset instead.
 */
public final class PgnDatabase extends PgnFileDatabase {

    /** Tokens are ASCII: Latin-1 reads them from any of the charsets above. */
    private static final PgnGames.Layout LAYOUT = new PgnGames.Layout(0, 1, false, StandardCharsets.ISO_8859_1);

    private final TextDecoding decoding;

    private PgnDatabase(ByteSource source, TextCompression compression, TextDecoding decoding) {
        super(source, compression);
        this.decoding = decoding;
    }

    public static PgnDatabase open(InputFile file, FormatOptions options) throws IOException {
        TextCompression compression = TextCompression.of(file.fileName(), EXTENSION);
        ByteSource source = file.openBytes();
        try {
            Charset charset = options.encoding(source.name());
            return new PgnDatabase(source, compression == null ? TextCompression.NONE : compression,
                    charset == null ? TextDecoding.utf8OrLatin1() : TextDecoding.of(charset));
        } catch (IOException | RuntimeException e) {
            source.close();
            throw e;
        }
    }

    @Override
    protected PgnGames.Layout layout() {
        return LAYOUT;
    }

    @Override
    protected GameCursor decoding(PgnGames games, DecodeLevel level) {
        return new PgnCursor(source.name(), games, decoding, level);
    }
}
