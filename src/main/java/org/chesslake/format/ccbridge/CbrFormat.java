package org.chesslake.format.ccbridge;

import java.io.IOException;
import java.util.Collections;
import java.util.EnumSet;
import java.util.Set;
import org.chesslake.files.InputFile;
import org.chesslake.format.DatabasePlan;
import org.chesslake.format.DecodeLevel;
import org.chesslake.format.FormatDescription.DatabaseFiles;
import org.chesslake.format.FormatDescription;
import org.chesslake.format.FormatOptions;
import org.chesslake.format.GameDatabase;
import org.chesslake.format.GameFormat;
import org.chesslake.format.HeaderField;
import org.chesslake.format.SingleGameFile;
import org.chesslake.format.SplitSizing;
import org.chesslake.game.Game;
import org.chesslake.game.GameHeader;
import org.chesslake.game.Variant;

/** 象棋桥 (CCBridge) single game, short name {@code cbr}: recognised by its record magic, whatever its name. */
public final class CbrFormat implements GameFormat {

    public static final String NAME = "cbr";

    /** A record with a few thousand commented moves is well below this. */
    static final long MAX_FILE_BYTES = 64L << 20;

    private static final Set<HeaderField> HEADER_FIELDS =
            Collections.unmodifiableSet(EnumSet.complementOf(EnumSet.of(HeaderField.START_FEN, HeaderField.PLY_COUNT)));

    private static final FormatDescription DESCRIPTION =
            FormatDescription.indexed(NAME, Variant.XIANGQI, DatabaseFiles.of("cbr"));

    @Override
    public FormatDescription description() {
        return DESCRIPTION;
    }

    @Override
    public boolean recognizes(InputFile file) {
        return CcbMagic.of(file) == CcbMagic.RECORD;
    }

    @Override
    public GameDatabase open(InputFile file, FormatOptions options) throws IOException {
        return new SingleGameFile(file.openBytes(), MAX_FILE_BYTES, HEADER_FIELDS,
                new SingleGameFile.Decoder() {
                @Override
                public GameHeader header(String name, byte[] bytes) {
                    return record(name, bytes).header().build();
                }

                @Override
                public Game game(String name, byte[] bytes, DecodeLevel level) {
                    CcbRecord record = record(name, bytes);
                    return record.game(record.header(), level);
                }
                });
    }

    /** One game per file: nothing to open on the driver. */
    @Override
    public DatabasePlan plan(InputFile file, FormatOptions options, SplitSizing sizing) {
        return SingleGameFile.plan(file);
    }

    private static CcbRecord record(String name, byte[] bytes) {
        return new CcbRecord(name, SingleGameFile.GAME_NUMBER, bytes, 0, bytes.length, 0);
    }
}
