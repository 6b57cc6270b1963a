package org.chesslake.format.cbf;

import java.io.IOException;
import java.nio.charset.Charset;
import java.nio.charset.IllegalCharsetNameException;
import java.nio.charset.UnsupportedCharsetException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.Set;
import org.chesslake.format.BadDatabaseException;
import org.chesslake.format.ByteSource;
import org.chesslake.format.DecodeLevel;
import org.chesslake.format.FileByteSource;
import org.chesslake.format.FormatOptions;
import org.chesslake.format.GameCursor;
import org.chesslake.format.GameDatabase;
import org.chesslake.format.HeaderField;
import org.chesslake.format.Split;

/**
 * An open CBI/CBF pair. The CBI holds only offsets, so every header field lives in the records
 * and an INDEX-level cursor knows nothing but where each game starts.
 */
final class CbfDatabase implements GameDatabase {

    private final String file;
    private final ByteSource cbi;
    private final ByteSource cbf;
    private final CbfIndex index;
    private final CbfText text;

    private CbfDatabase(String file, ByteSource cbi, ByteSource cbf, CbfIndex index, CbfText text) {
        this.file = file;
        this.cbi = cbi;
        this.cbf = cbf;
        this.index = index;
        this.text = text;
    }

    static CbfDatabase open(Path cbiPath, FormatOptions options) throws IOException {
        Charset charset = charset(cbiPath, options.get("encoding", CbfText.DEFAULT_ENCODING));
        Path cbfPath = companion(cbiPath);
        FileByteSource cbi = FileByteSource.open(cbiPath);
        try {
            FileByteSource cbf = FileByteSource.open(cbfPath);
            try {
                return new CbfDatabase(cbiPath.toString(), cbi, cbf, CbfIndex.open(cbi), new CbfText(charset));
            } catch (IOException | RuntimeException e) {
                cbf.close();
                throw e;
            }
        } catch (IOException | RuntimeException e) {
            cbi.close();
            throw e;
        }
    }

    /** NAME.CBF next to NAME.CBI: the index name with its last letter I → F (case kept), else either case. */
    private static Path companion(Path cbiPath) throws BadDatabaseException {
        String name = cbiPath.getFileName().toString();
        String stem = name.substring(0, name.length() - 4);
        String sameCase = name.substring(0, name.length() - 1) + (name.endsWith("I") ? "F" : "f");
        for (String candidate : new String[] {sameCase, stem + ".cbf", stem + ".CBF"}) {
            Path path = cbiPath.resolveSibling(candidate);
            if (Files.isRegularFile(path)) {
                return path;
            }
        }
        throw new BadDatabaseException(cbiPath.toString(), "no game file " + sameCase + " next to the index");
    }

    private static Charset charset(Path cbiPath, String name) throws BadDatabaseException {
        try {
            return Charset.forName(name);
        } catch (IllegalCharsetNameException | UnsupportedCharsetException e) {
            throw new BadDatabaseException(cbiPath.toString(), "unknown encoding '" + name + "'");
        }
    }

    @Override
    public String file() {
        return file;
    }

    @Override
    public String variant() {
        return "chess";
    }

    @Override
    public Set<HeaderField> indexFields() {
        return EnumSet.noneOf(HeaderField.class);
    }

    @Override
    public long entryCount() {
        return index.games();
    }

    @Override
    public GameCursor cursor(Split split, DecodeLevel level) {
        if (split.end() > index.games()) {
            throw new IllegalArgumentException("split " + split + " beyond the " + index.games() + " games");
        }
        return new CbfCursor(split, level, index, cbi.name(), new CbfGameReader(cbf, text), cbf.name(), cbf.size());
    }

    @Override
    public void close() throws IOException {
        try {
            cbf.close();
        } finally {
            cbi.close();
        }
    }
}
