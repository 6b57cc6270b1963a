package org.chesslake.format.cbf;

import java.io.IOException;
import java.nio.charset.Charset;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.Set;
import org.chesslake.format.ByteSource;
import org.chesslake.format.CompanionFiles;
import org.chesslake.format.OpenFiles;
import org.chesslake.format.DecodeLevel;
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
    private final OpenFiles files;
    private final ByteSource cbi;
    private final ByteSource cbf;
    private final CbfIndex index;
    private final CbfText text;

    private CbfDatabase(String file, OpenFiles files, ByteSource cbi, ByteSource cbf, CbfIndex index, CbfText text) {
        this.file = file;
        this.files = files;
        this.cbi = cbi;
        this.cbf = cbf;
        this.index = index;
        this.text = text;
    }

    static CbfDatabase open(Path cbiPath, FormatOptions options) throws IOException {
        Charset requested = options.encoding(cbiPath.toString());
        Charset charset = requested != null ? requested : Charset.forName(CbfText.DEFAULT_ENCODING);
        OpenFiles files = new OpenFiles();
        try {
            ByteSource cbi = files.open(cbiPath);
            ByteSource cbf = files.open(CompanionFiles.find(cbiPath, "cbf"));
            return new CbfDatabase(cbiPath.toString(), files, cbi, cbf, CbfIndex.open(cbi), new CbfText(charset));
        } catch (IOException | RuntimeException e) {
            files.closeAfter(e);
            throw e;
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
        files.close();
    }
}
