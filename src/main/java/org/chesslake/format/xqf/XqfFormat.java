package org.chesslake.format.xqf;

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

/**
 * XQF (XQStudio 象棋演播室), short name {@code xqf}: one xiangqi game per file, versions 10–18.
 * Recognised by content (the {@code XQ} magic and a version byte), whatever the file's name.
 */
public final class XqfFormat implements GameFormat {

    public static final String NAME = "xqf";

    private static final FormatDescription DESCRIPTION =
            FormatDescription.indexed(NAME, Variant.XIANGQI, DatabaseFiles.of("xqf"));

    @Override
    public FormatDescription description() {
        return DESCRIPTION;
    }

    @Override
    public boolean recognizes(InputFile file) {
        byte[] head;
        try {
            head = file.head(3);
        } catch (IOException e) {
            return false;
        }
        // the version byte is a small number: text that happens to start with "XQ" is not XQF
        return head.length == 3 && head[0] == 'X' && head[1] == 'Q' && (head[2] & 0xFF) < 0x20;
    }

    /** The largest real file is 1.1 MB; anything far above is not a game. */
    static final long MAX_FILE_BYTES = 64L << 20;

    /** The header holds everything but the start position (its side to move needs the tree) and the ply count. */
    private static final Set<HeaderField> HEADER_FIELDS =
            Collections.unmodifiableSet(EnumSet.complementOf(EnumSet.of(HeaderField.START_FEN, HeaderField.PLY_COUNT)));

    @Override
    public GameDatabase open(InputFile file, FormatOptions options) throws IOException {
        return new SingleGameFile(file.openBytes(), MAX_FILE_BYTES, HEADER_FIELDS,
                new SingleGameFile.Decoder() {
                @Override
                public GameHeader header(String name, byte[] bytes) {
                    return new XqfGameReader(name, bytes).header();
                }

                @Override
                public Game game(String name, byte[] bytes, DecodeLevel level) {
                    return new XqfGameReader(name, bytes).game(level);
                }
                });
    }

    /** One game per file: nothing to open on the driver. */
    @Override
    public DatabasePlan plan(InputFile file, FormatOptions options, SplitSizing sizing) {
        return SingleGameFile.plan(file);
    }
}
