package org.chesslake.format.ccbridge;

import java.io.IOException;
import org.chesslake.files.InputFile;
import org.chesslake.format.FormatDescription.DatabaseFiles;
import org.chesslake.format.FormatDescription;
import org.chesslake.format.FormatOptions;
import org.chesslake.format.GameDatabase;
import org.chesslake.format.GameFormat;
import org.chesslake.game.Variant;

/**
 * 象棋桥 (CCBridge) library, short name {@code cbl}: many game records behind an index. Recognised by
 * its magic, whatever its name; the older compressed library is recognised too, so that reading it
 * fails with a clear message instead of being skipped.
 */
public final class CblFormat implements GameFormat {

    public static final String NAME = "cbl";

    private static final FormatDescription DESCRIPTION =
            FormatDescription.indexed(NAME, Variant.XIANGQI, DatabaseFiles.of("cbl"));

    @Override
    public FormatDescription description() {
        return DESCRIPTION;
    }

    @Override
    public boolean recognizes(InputFile file) {
        CcbMagic magic = CcbMagic.of(file);
        return magic == CcbMagic.LIBRARY || magic == CcbMagic.LEGACY_LIBRARY;
    }

    @Override
    public GameDatabase open(InputFile file, FormatOptions options) throws IOException {
        return CblDatabase.open(file);
    }
}
