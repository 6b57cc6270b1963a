package org.chesslake.format.cbf;

import java.io.IOException;
import java.nio.charset.Charset;
import java.util.EnumSet;
import java.util.Map;
import java.util.Set;
import org.chesslake.files.ByteSource;
import org.chesslake.files.InputFile;
import org.chesslake.format.DatabasePlan;
import org.chesslake.format.DecodeLevel;
import org.chesslake.format.FormatOptions;
import org.chesslake.format.GameCursor;
import org.chesslake.format.HeaderField;
import org.chesslake.format.IndexedDatabase;
import org.chesslake.format.OpenFiles;
import org.chesslake.format.Split;
import org.chesslake.format.SplitSizing;

/**
 * An open CBI/CBF pair. The CBI holds only offsets, so every header field lives in the records
 * and an INDEX-level cursor knows nothing but where each game starts.
 */
final class CbfDatabase implements IndexedDatabase {

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

    static CbfDatabase open(InputFile cbiFile, FormatOptions options) throws IOException {
        Charset requested = options.encoding(cbiFile.name());
        Charset charset = requested != null ? requested : Charset.forName(CbfText.DEFAULT_ENCODING);
        OpenFiles files = new OpenFiles();
        try {
            ByteSource cbi = files.open(cbiFile);
            ByteSource cbf = files.open(cbiFile.companion("cbf"));
            return new CbfDatabase(cbiFile.name(), files, cbi, cbf, CbfIndex.open(cbi), new CbfText(charset));
        } catch (IOException | RuntimeException e) {
            files.closeAfter(e);
            throw e;
        }
    }

    static DatabasePlan plan(InputFile cbiFile, SplitSizing sizing) throws IOException {
        long games;
        try (ByteSource cbi = cbiFile.openBytes()) {
            games = CbfIndex.open(cbi).games();
        }
        long bytes = cbiFile.size() + cbiFile.companion("cbf").size();
        return new DatabasePlan(Split.evenRanges(games, sizing.gamesPerSplit()), bytes, Map.of());
    }

    @Override
    public String file() {
        return file;
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
        checkIndexSplit(split);
        return new CbfCursor(split, level, index, cbi.name(), new CbfGameReader(cbf, text), cbf.name(), cbf.size());
    }

    @Override
    public void close() throws IOException {
        files.close();
    }
}
